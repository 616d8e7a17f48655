// Demo requests of the landing page (/companies/leads, operators with the companies page): newest first, server-side
// search over name, e-mail and company, pagination; the message truncated in the row, whole on hover and in the
// expanded row. Loading, empty and error-with-refresh states as the company list.
import { SearchFilter } from '../shared/SearchFilter.tsx';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Tooltip, Typography } from '@mui/material';
import { DataTable, LinkBase, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LEAD_LIST_DEFAULT_PER_PAGE, type LeadRow } from '../../domain/leadSchemas.ts';
import { LEADS_RESOURCE } from '../../dataProvider/leads.ts';
import { ListEmpty, ListFrame } from '../../layout/ListFrame.tsx';
import { COMPANY_LIST_PATH } from '../companies/paths.ts';
import { formatTimestamp } from '../../i18n/format.ts';

const Column = DataTable.Col<LeadRow>;
const label = (name: string) => `landing.leads.fields.${name}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const FILTERS = [
  <SearchFilter
    placeholderKey="landing.leads.search"
    sx={{ minWidth: { xs: 0, sm: 320 } }}
    key="q"
    source="q"
    alwaysOn
  />,
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

/** The expanded row: the whole message and where the visitor came from. */
const LeadDetails = () => {
  const lead = useRecordContext<LeadRow>();
  const translate = useTranslate();
  if (!lead) return null;
  return (
    <Box sx={{ py: 1, px: 2 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: lead.source ? 1 : 0 }}>
        {lead.message}
      </Typography>
      {lead.source && (
        <Typography variant="caption" color="text.secondary">
          {translate(label('source'))}: {translate(`landing.leads.sources.${lead.source}`, { _: lead.source })}
        </Typography>
      )}
    </Box>
  );
};

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

export const LeadList = () => (
  <ListFrame<LeadRow>
    resource={LEADS_RESOURCE}
    title="landing.leads.title"
    perPage={LEAD_LIST_DEFAULT_PER_PAGE}
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={FILTERS}
    actions={<LeadListActions />}
    storeKey="leads.list"
    errorKey="landing.leads.error"
    empty={<ListEmpty emptyKey="landing.leads.empty" filteredKey="landing.leads.emptyFiltered" />}
    rowClick="expand"
    expand={<LeadDetails />}
    isRowExpandable={(lead) => Boolean(lead.message || lead.source)}
    // Not a declared resource: the route's section guard checks the permission (company.canAccessPage), the
    // session gate the sign-in; react-admin's canAccess knows no "leads" resource.
    disableAuthentication
  >
    <Column source="name" label={label('name')} disableSort sx={{ fontWeight: 500, ...NO_WRAP }} />
    <Column source="companyName" label={label('companyName')} disableSort />
    <Column
      source="email"
      label={label('email')}
      disableSort
      render={(lead) => (
        <Link href={`mailto:${lead.email}`} onClick={stop}>
          {lead.email}
        </Link>
      )}
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
      source="createdAt"
      label={label('createdAt')}
      disableSort
      sx={NO_WRAP}
      render={(lead) => formatTimestamp(lead.createdAt)}
    />
  </ListFrame>
);
