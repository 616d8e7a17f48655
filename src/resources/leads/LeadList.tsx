// Leads for sales (/companies/leads, operators with the companies page): demo requests of the landing page and
// coverage leads (a shop that registered or saved a pickup point in a city we do not deliver from yet: the city, the
// company linked to its page). Latest first, server-side search over name, e-mail, company and city, a filter by kind,
// pagination; the message truncated in the row, whole on hover and in the expanded row. Loading, empty and
// error-with-refresh states as the company list.
import { SearchFilter } from '../shared/SearchFilter.tsx';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Link, Tooltip, Typography } from '@mui/material';
import { DataTable, LinkBase, SelectInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LEAD_KINDS, LEAD_LIST_DEFAULT_PER_PAGE, type LeadRow } from '../../../domain/leadSchemas.ts';
import { LEADS_RESOURCE } from '../../dataProvider/leads.ts';
import { ListEmpty, ListFrame } from '../../layout/ListFrame.tsx';
import { COMPANY_LIST_PATH, companyPath } from '../companies/paths.ts';
import { formatTimestamp } from '../../i18n/format.ts';

const Column = DataTable.Col<LeadRow>;
const label = (name: string) => `landing.leads.fields.${name}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const KindFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label={label('kind')}
      emptyText="landing.leads.allKinds"
      choices={LEAD_KINDS.map((kind) => ({ id: kind, name: translate(`landing.leads.kinds.${kind}`) }))}
      sx={{ minWidth: 200 }}
      helperText={false}
    />
  );
};

const FILTERS = [
  <SearchFilter
    placeholderKey="landing.leads.search"
    sx={{ minWidth: { xs: 0, sm: 320 } }}
    key="q"
    source="q"
    alwaysOn
  />,
  <KindFilter key="kind" source="kind" alwaysOn />,
];

const LeadListActions = () => {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <Button component={LinkBase} to={COMPANY_LIST_PATH} startIcon={<ArrowBackIcon />} size="small">
        {translate('landing.leads.backToCompanies')}
      </Button>
    </TopToolbar>
  );
};

const MessageCell = ({ lead }: { lead: LeadRow }) =>
  lead.message ? (
    <Tooltip title={<Box sx={{ whiteSpace: 'pre-wrap' }}>{lead.message}</Box>} placement="bottom-start">
      <Typography
        variant="body2"
        sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {lead.message}
      </Typography>
    </Tooltip>
  ) : null;

/** The expanded row: the whole message, where the lead came from and, when said again later, when it was first. */
const LeadDetails = () => {
  const lead = useRecordContext<LeadRow>();
  const translate = useTranslate();
  if (!lead) return null;
  return (
    <Box sx={{ py: 1, px: 2 }}>
      {lead.message && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: lead.source ? 1 : 0 }}>
          {lead.message}
        </Typography>
      )}
      {lead.source && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate(label('source'))}: {translate(`landing.leads.sources.${lead.source}`, { _: lead.source })}
        </Typography>
      )}
      {lead.createdAt !== lead.updatedAt && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {translate(label('createdAt'))}: {formatTimestamp(lead.createdAt)}
        </Typography>
      )}
    </Box>
  );
};

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/** The company: a coverage lead's registered company links to its page. */
const CompanyCell = ({ lead }: { lead: LeadRow }) => {
  const translate = useTranslate();
  if (lead.companyId === null) return <>{lead.companyName}</>;
  return (
    <Link
      component={LinkBase}
      to={companyPath(lead.companyId)}
      onClick={stop}
      aria-label={translate('landing.leads.openCompany', { name: lead.companyName ?? lead.companyId })}
    >
      {lead.companyName ?? `#${lead.companyId}`}
    </Link>
  );
};

const KindCell = ({ lead }: { lead: LeadRow }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={lead.kind === 'coverage' ? 'warning' : 'default'}
      label={translate(`landing.leads.kinds.${lead.kind}`)}
    />
  );
};

const CityCell = ({ lead }: { lead: LeadRow }) =>
  lead.city ? (
    <Box>
      <Typography variant="body2">{lead.city}</Typography>
      {lead.zipCode && (
        <Typography variant="caption" color="text.secondary">
          {lead.zipCode}
        </Typography>
      )}
    </Box>
  ) : null;

export const LeadList = () => (
  <ListFrame<LeadRow>
    resource={LEADS_RESOURCE}
    title="landing.leads.title"
    perPage={LEAD_LIST_DEFAULT_PER_PAGE}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    filters={FILTERS}
    actions={<LeadListActions />}
    storeKey="leads.list"
    errorKey="landing.leads.error"
    empty={<ListEmpty emptyKey="landing.leads.empty" filteredKey="landing.leads.emptyFiltered" />}
    rowClick="expand"
    expand={<LeadDetails />}
    isRowExpandable={(lead) => Boolean(lead.message || lead.source || lead.createdAt !== lead.updatedAt)}
    // Not a declared resource: the route's section guard checks the permission (company.canAccessPage), the
    // session gate the sign-in; react-admin's canAccess knows no "leads" resource.
    disableAuthentication
  >
    <Column source="kind" label={label('kind')} disableSort render={(lead) => <KindCell lead={lead} />} />
    <Column source="name" label={label('name')} disableSort sx={{ fontWeight: 500, ...NO_WRAP }} />
    <Column
      source="companyName"
      label={label('companyName')}
      disableSort
      render={(lead) => <CompanyCell lead={lead} />}
    />
    <Column source="city" label={label('city')} disableSort render={(lead) => <CityCell lead={lead} />} />
    <Column
      source="email"
      label={label('email')}
      disableSort
      render={(lead) =>
        lead.email ? (
          <Link href={`mailto:${lead.email}`} onClick={stop}>
            {lead.email}
          </Link>
        ) : null
      }
    />
    <Column
      source="phone"
      label={label('phone')}
      disableSort
      sx={NO_WRAP}
      render={(lead) =>
        lead.phone ? (
          <Link href={`tel:${lead.phone.replace(/\s/g, '')}`} onClick={stop}>
            {lead.phone}
          </Link>
        ) : null
      }
    />
    <Column source="message" label={label('message')} disableSort render={(lead) => <MessageCell lead={lead} />} />
    <Column
      source="updatedAt"
      label={label('updatedAt')}
      disableSort
      sx={NO_WRAP}
      render={(lead) => formatTimestamp(lead.updatedAt)}
    />
  </ListFrame>
);
