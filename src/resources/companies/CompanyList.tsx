// The company list: server-side search (name, client name, NIP, owner e-mail), status filter, pagination and sort, in
// one call per page (GET /company/page-list); a row opens the company. Loading, empty and error-with-refresh states;
// the real-time company events refetch it (useCompanyEvents).
import { SearchFilter } from '../shared/SearchFilter.tsx';
import { Box, Stack, Typography } from '@mui/material';
import { DataTable, SelectInput, useTranslate } from 'react-admin';
import { COMPANY_STATUSES } from '../../../domain/enums.ts';
import type { CompanyListRow } from '../../../domain/companySchemas.ts';
import { COMPANIES_RESOURCE, DEFAULT_COMPANIES_PER_PAGE } from '../../dataProvider/companies.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import { CompanyStatusChip } from './CompanyStatusChip.tsx';
import { companyPath } from './paths.ts';
import { ListEmpty, ListFrame } from '../../layout/ListFrame.tsx';
import { CompanyListActions } from '../leads/LeadsButton.tsx';

const Column = DataTable.Col<CompanyListRow>;
const label = (name: string) => `companies.fields.${name}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const StatusFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="companies.filters.status"
      emptyText="companies.filters.allStatuses"
      choices={COMPANY_STATUSES.map((status) => ({ id: status, name: translate(`companies.status.${status}`) }))}
      sx={{ minWidth: 180 }}
      helperText={false}
    />
  );
};

const FILTERS = [
  <SearchFilter placeholderKey="companies.filters.search" key="q" source="q" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
];

const NameCell = ({ company }: { company: CompanyListRow }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
    <CompanyLogo name={company.name} logo={company.logo} size={28} />
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {company.name}
      </Typography>
      {company.displayName && company.displayName !== company.name ? (
        <Typography variant="caption" color="text.secondary">
          {company.displayName}
        </Typography>
      ) : null}
    </Box>
  </Stack>
);

const OwnerCell = ({ company }: { company: CompanyListRow }) =>
  company.ownerName || company.ownerEmail ? (
    <Box>
      <Typography variant="body2">{company.ownerName}</Typography>
      <Typography variant="caption" color="text.secondary">
        {company.ownerEmail}
      </Typography>
    </Box>
  ) : null;

/** A company without a region (a pending one gets it at activation) says so, never another city. */
const RegionCell = ({ company }: { company: CompanyListRow }) => {
  const translate = useTranslate();
  return company.region ? (
    <>{company.region}</>
  ) : (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {translate('companies.noRegion')}
    </Typography>
  );
};

const ContractCell = ({ company }: { company: CompanyListRow }) => {
  const translate = useTranslate();
  return <>{translate(`companies.contractState.${company.contractState}`)}</>;
};

export const CompanyList = () => (
  <ListFrame<CompanyListRow>
    resource={COMPANIES_RESOURCE}
    title="companies.list.title"
    perPage={DEFAULT_COMPANIES_PER_PAGE}
    sort={{ field: 'status', order: 'ASC' }}
    filters={FILTERS}
    actions={<CompanyListActions />}
    storeKey="companies.list"
    errorKey="companies.list.error"
    empty={<ListEmpty emptyKey="companies.list.empty" filteredKey="companies.list.emptyFiltered" />}
    rowClick={(id) => companyPath(id)}
  >
    <Column source="name" label={label('name')} render={(company) => <NameCell company={company} />} />
    <Column
      source="status"
      label={label('status')}
      render={(company) => <CompanyStatusChip status={company.status} />}
    />
    <Column
      source="region"
      label={label('region')}
      disableSort
      sx={NO_WRAP}
      render={(company) => <RegionCell company={company} />}
    />
    <Column
      source="ownerName"
      label={label('ownerColumn')}
      disableSort
      render={(company) => <OwnerCell company={company} />}
    />
    <Column source="nip" label={label('nip')} disableSort sx={NO_WRAP} />
    <Column
      source="contractState"
      label={label('contractState')}
      disableSort
      sx={{ maxWidth: 200 }}
      render={(company) => <ContractCell company={company} />}
    />
    <Column source="locationsCount" label={label('locationsCount')} disableSort align="right" />
    <Column
      source="createdAt"
      label={label('createdAt')}
      sx={NO_WRAP}
      render={(company) => formatTimestamp(company.createdAt)}
    />
  </ListFrame>
);
