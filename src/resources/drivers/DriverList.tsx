// The drivers page: a table paginated on the server (GET /driver/list) with its filter bar in the URL — search, company
// and region ("---": no choice), status (online / offline / all = empty), account active (default true) and blocked (both by default: a block is no deactivation) — rows that
// expand to the driver's details with links to its page and wallet, a blocked driver's reason as the Blocked chip's
// tooltip, New driver (drivers.canWrite) and the Send notification action (Notifications scope or SuperAdmin), which
// starts from the filters. The list refetches when any console changes a driver (useDriverEvents). Loading, empty and
// error-with-refresh states.
import { SearchFilter } from '../shared/SearchFilter.tsx';
import { useActiveCompaniesQuery, useRegionsQuery } from '../shared/choiceQueries.ts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Button as RaButton,
  DataTable,
  required,
  SelectInput,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DEFAULT_DRIVERS_PER_PAGE, type DriverRow } from '../../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { ListEmpty, ListFrame } from '../../layout/ListFrame.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import { DriverExpand } from './DriverExpand.tsx';
import { DriverAccountChip, DriverStatusChip } from './DriverChips.tsx';
import { SendNotificationButton } from './SendNotificationDialog.tsx';
import { useCanManageDrivers } from './DriverStateActions.tsx';
import { useDriverEvents } from './useDriverEvents.ts';
import { NEW_DRIVER_PATH } from './paths.ts';
import { Link } from 'react-router-dom';
import { useCan } from '../../authProvider/useAccess.ts';

const Column = DataTable.Col<DriverRow>;
const label = (name: string) => `drivers.fields.${name}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The filter bar's choices: the companies and regions the user may see (the order list's cached queries). */
const useCompanyChoices = () => useActiveCompaniesQuery().data ?? [];
const useRegionChoices = () => useRegionsQuery().data ?? [];

interface FilterProps {
  source: string;
  alwaysOn?: boolean;
}

const CompanyFilter = (props: FilterProps) => {
  const companies = useCompanyChoices();
  return (
    <SelectInput
      {...props}
      label="drivers.filters.company"
      emptyText="drivers.filters.none"
      choices={companies.map((c) => ({ id: String(c.id), name: c.name }))}
      sx={{ minWidth: 200 }}
      helperText={false}
    />
  );
};

const RegionFilter = (props: FilterProps) => {
  const regions = useRegionChoices();
  return (
    <SelectInput
      {...props}
      label="drivers.filters.region"
      emptyText="drivers.filters.none"
      choices={regions.map((r) => ({ id: r.name, name: r.name }))}
      sx={{ minWidth: 160 }}
      helperText={false}
    />
  );
};

const StatusFilter = (props: FilterProps) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="drivers.filters.status"
      emptyText="drivers.filters.statusAll"
      choices={(['online', 'offline'] as const).map((s) => ({ id: s, name: translate(`drivers.status.${s}`) }))}
      sx={{ minWidth: 140 }}
      helperText={false}
    />
  );
};

/** Account active: true or false, no empty choice (default true). */
const ActiveFilter = (props: FilterProps) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="drivers.filters.active"
      validate={required()}
      choices={[
        { id: 'true', name: translate('drivers.filters.activeTrue') },
        { id: 'false', name: translate('drivers.filters.activeFalse') },
      ]}
      // Required only to leave out the empty choice: no asterisk (react-admin's label adds it) on a filter.
      sx={{ minWidth: 140, '& .MuiInputLabel-root span[aria-hidden="true"]': { display: 'none' } }}
      helperText={false}
    />
  );
};

/** Blocked or not, or both (empty): apart from the account, as a blocked driver's account stays active. */
const BlockedFilter = (props: FilterProps) => {
  const translate = useTranslate();
  return (
    <SelectInput
      {...props}
      label="drivers.filters.blocked"
      emptyText="drivers.filters.blockedAll"
      choices={[
        { id: 'false', name: translate('drivers.filters.blockedFalse') },
        { id: 'true', name: translate('drivers.filters.blockedTrue') },
      ]}
      sx={{ minWidth: 160 }}
      helperText={false}
    />
  );
};

const FILTERS = [
  <SearchFilter placeholderKey="drivers.filters.search" sx={{ minWidth: 260 }} key="q" source="q" alwaysOn />,
  <CompanyFilter key="companyId" source="companyId" alwaysOn />,
  <RegionFilter key="region" source="region" alwaysOn />,
  <StatusFilter key="status" source="status" alwaysOn />,
  <ActiveFilter key="active" source="active" alwaysOn />,
  <BlockedFilter key="blocked" source="blocked" alwaysOn />,
];

export const DEFAULT_DRIVER_FILTERS = { active: 'true' };

const DriverListActions = () => {
  const canNotify = useCan('drivers', 'notify');
  const canManage = useCanManageDrivers();
  const { filterValues } = useListContext();
  return (
    <TopToolbar>
      {canManage ? (
        <RaButton component={Link} to={NEW_DRIVER_PATH} label="drivers.actions.create" variant="outlined">
          <AddIcon />
        </RaButton>
      ) : null}
      {canNotify ? <SendNotificationButton filters={filterValues} /> : null}
    </TopToolbar>
  );
};

/** Keeps the list live while it is open. */
const DriverEvents = () => {
  useDriverEvents();
  return null;
};

const NameCell = ({ driver }: { driver: DriverRow }) => (
  <Box sx={{ minWidth: 180 }}>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {driver.firstName} {driver.lastName}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {driver.email}
    </Typography>
  </Box>
);

const VehicleCell = ({ driver }: { driver: DriverRow }) => {
  const translate = useTranslate();
  return <>{translate(`drivers.vehicle.${driver.vehicleType}`)}</>;
};

const RegionCell = ({ driver }: { driver: DriverRow }) => {
  const translate = useTranslate();
  return <>{driver.regionName ?? translate('drivers.details.noRegion')}</>;
};

const LastLoginCell = ({ driver }: { driver: DriverRow }) => {
  const translate = useTranslate();
  return <>{driver.lastLogin ? formatTimestamp(driver.lastLogin) : translate('drivers.details.never')}</>;
};

const TypeBadge = ({ driver }: { driver: DriverRow }) => {
  const translate = useTranslate();
  return driver.type === 'ambassador' ? (
    <Chip size="small" variant="outlined" color="secondary" label={translate('drivers.type.ambassador')} />
  ) : null;
};

export const DriverList = () => (
  <>
    <DriverEvents />
    <ListFrame<DriverRow>
      resource={DRIVERS_RESOURCE}
      title="drivers.list.title"
      perPage={DEFAULT_DRIVERS_PER_PAGE}
      filters={FILTERS}
      filterDefaultValues={DEFAULT_DRIVER_FILTERS}
      actions={<DriverListActions />}
      storeKey="drivers.list"
      errorKey="drivers.list.error"
      empty={
        <ListEmpty
          emptyKey="drivers.list.empty"
          filteredKey="drivers.list.emptyFiltered"
          defaults={DEFAULT_DRIVER_FILTERS}
        />
      }
      rowClick="expand"
      expand={<DriverExpand />}
    >
      <Column source="lastName" label={label('name')} disableSort render={(driver) => <NameCell driver={driver} />} />
      <Column source="phone" label={label('phone')} disableSort sx={NO_WRAP} />
      <Column
        source="regionName"
        label={label('region')}
        disableSort
        sx={NO_WRAP}
        render={(driver) => <RegionCell driver={driver} />}
      />
      <Column
        source="status"
        label={label('status')}
        disableSort
        render={(driver) => <DriverStatusChip status={driver.status} />}
      />
      <Column
        source="vehicleType"
        label={label('vehicle')}
        disableSort
        sx={NO_WRAP}
        render={(driver) => <VehicleCell driver={driver} />}
      />
      <Column
        source="active"
        label={label('account')}
        disableSort
        render={(driver) => (
          <Stack direction="row" spacing={0.5}>
            <DriverAccountChip driver={driver} />
            <TypeBadge driver={driver} />
          </Stack>
        )}
      />
      <Column
        source="lastLogin"
        label={label('lastLogin')}
        disableSort
        sx={NO_WRAP}
        render={(driver) => <LastLoginCell driver={driver} />}
      />
    </ListFrame>
  </>
);
