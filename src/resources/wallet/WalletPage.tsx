// /wallet, optional ?driverId: the wallet entries of a date range — the order list's range picker (presets Today and
// Yesterday, at most 7 days, a reversed pick swapped; default today, kept in the URL) — newest first, paginated on the
// server, with the sums of the range per currency. Rows show the number, driver, type, amounts with 2 decimals and the
// currency (negative in red), description, creation time (HH:mm dd.MM.yy) and creator; deleted entries look struck
// through; a row expands to every detail. The header button: with a driver, "Create wallet entry" (wallet.canCreate);
// without, "Select driver" to the driver list. Each non-deleted row can be deleted (a settled one shows why it cannot).
// Loading, empty and error-with-refresh. A driver that does not exist (or is not the user's, or a driverId that is no
// id) is said so, never every driver's entries. Each entry's number links to its page (/wallet/:id/show). The
// resource's create view (/wallet/create, same query) is this page with the create dialog open; closing it comes back
// here with the same query.
import InboxIcon from '@mui/icons-material/Inbox';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Alert, AlertTitle, Box, Button, Chip, Link, Stack, Typography, type SxProps } from '@mui/material';
import { DataTable, List, Pagination, Title, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  WALLET_DEFAULT_PER_PAGE,
  WALLET_ERRORS,
  walletRangeQueryOf,
  type WalletEntry,
} from '../../../domain/walletSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { WALLET_RESOURCE, type WalletListMeta } from '../../dataProvider/wallet.ts';
import { LIST_QUERY_OPTIONS, ListLoadError } from '../../layout/LoadError.tsx';
import { DateRangePicker, type DateRangeValue } from '../orders/filters/DateRangePicker.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import { CreateWalletEntryButton, CreateWalletEntryDialog, useWalletDriver } from './CreateWalletEntryDialog.tsx';
import { DeleteWalletEntryButton } from './DeleteWalletEntryDialog.tsx';
import {
  DRIVER_ID_PARAM,
  DRIVERS_PATH,
  pageDriverOf,
  WALLET_LIST_PATH,
  walletEntryShowPath,
  withSearch,
} from './paths.ts';
import { WalletEntryExpand } from './WalletEntryExpand.tsx';
import { EntryStatusChip, EntryType, Money, useWalletDescription } from './walletFormat.tsx';
import { useAccess, useCan } from '../../authProvider/useAccess.ts';

const Column = DataTable.Col<WalletEntry>;
const label = (name: string) => `wallet.fields.${name}`;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

const usePageDriver = () => pageDriverOf(useSearchParams()[0].get(DRIVER_ID_PARAM));
const isDriverNotFound = (error: unknown) => isApiError(error, 404) && error.errorCode === WALLET_ERRORS.driverNotFound;

/**
 * A driver that does not exist (or that the user may not see, or a driverId that is no id): said so, with the ways
 * on (every driver's entries, the driver list), instead of an empty list that reads like a driver without entries.
 */
const WalletDriverNotFound = ({ value }: { value: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const showAll = () => {
    const next = new URLSearchParams(params);
    next.delete(DRIVER_ID_PARAM);
    setParams(next);
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('wallet.page.title')} />
      <Alert
        severity="warning"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={showAll}>
              {translate('wallet.page.showAll')}
            </Button>
            <Button
              color="inherit"
              size="small"
              startIcon={<PersonSearchIcon />}
              onClick={() => navigate(DRIVERS_PATH)}
            >
              {translate('wallet.actions.selectDriver')}
            </Button>
          </Stack>
        }
      >
        <AlertTitle>{translate('wallet.page.driverNotFoundTitle')}</AlertTitle>
        {translate('wallet.page.driverNotFound', { id: value })}
      </Alert>
    </Box>
  );
};

/** The range filter: the URL's range (today when absent, at most 7 days); a new pick goes back to page 1. */
const RangeFilter = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const value = walletRangeQueryOf(filterValues ?? {});
  const change = (range: DateRangeValue) => setFilters({ ...filterValues, ...range }, displayedFilters);
  return <DateRangePicker value={value} onChange={change} />;
};

/** With a driver: their name, and a way back to every driver's entries. */
const DriverChip = ({ driverId }: { driverId: number }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const driver = useWalletDriver(driverId);
  const text = driver.data
    ? translate('wallet.actions.driver', { name: driver.data.name })
    : translate('wallet.actions.driverUnknown', { id: driverId });
  const showAll = () => {
    const next = new URLSearchParams(params);
    next.delete(DRIVER_ID_PARAM);
    setParams(next);
  };
  return <Chip label={text} title={driver.data?.email} onDelete={showAll} aria-label={text} />;
};

const HeaderButton = ({ driverId }: { driverId: number | undefined }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canCreate = useCan('wallet', 'create');
  if (driverId === undefined) {
    return (
      <Button size="small" variant="contained" startIcon={<PersonSearchIcon />} onClick={() => navigate(DRIVERS_PATH)}>
        {translate('wallet.actions.selectDriver')}
      </Button>
    );
  }
  return canCreate ? <CreateWalletEntryButton /> : null;
};

const WalletToolbar = ({ driverId }: { driverId: number | undefined }) => (
  <Stack
    direction={{ xs: 'column', sm: 'row' }}
    spacing={1.5}
    sx={{ width: '100%', alignItems: { sm: 'center' }, justifyContent: 'space-between', py: 1.5 }}
  >
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <RangeFilter />
      {driverId !== undefined ? <DriverChip driverId={driverId} /> : null}
    </Stack>
    <Box>
      <HeaderButton driverId={driverId} />
    </Box>
  </Stack>
);

/** The sums of the whole range per currency (non-deleted entries). */
const WalletTotalsBar = () => {
  const translate = useTranslate();
  const { meta, isPending, error } = useListContext<WalletEntry>();
  const totals = (meta as WalletListMeta | undefined)?.totals;
  if (isPending || error || !totals?.length) return null;
  return (
    <Stack
      component="section"
      aria-label={translate('wallet.totals.title')}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 3, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {totals.map((t) => (
        <Box key={t.currency}>
          <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.6 }}>
            {translate('wallet.totals.title')} · {t.currency.toUpperCase()}
          </Typography>
          <Stack direction="row" spacing={3} sx={{ alignItems: 'baseline' }}>
            <Box>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {translate('wallet.totals.driver')}
              </Typography>
              <Typography variant="h6" component="p" data-testid={`wallet-total-${t.currency}`}>
                <Money value={t.payoutDriver} currency={t.currency} />
              </Typography>
            </Box>
            <Box>
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {translate('wallet.totals.client')}
              </Typography>
              <Typography variant="body1" component="p">
                <Money value={t.payoutClient} currency={t.currency} />
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {translate('wallet.totals.entries', { smart_count: t.entries })}
              {t.deleted ? ` · ${translate('wallet.totals.deleted', { smart_count: t.deleted })}` : ''}
            </Typography>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
};

const WalletEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography>{translate('wallet.list.empty')}</Typography>
    </Box>
  );
};

const WalletListError = () => <ListLoadError messageKey="wallet.list.error" />;

/** Long e-mails are cut with an ellipsis (the whole one is in the tooltip and the details). */
const ELLIPSIS = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const DriverCell = ({ entry }: { entry: WalletEntry }) => (
  <Box sx={{ minWidth: 100, maxWidth: 160 }} title={entry.driverEmail}>
    <Typography variant="body2" sx={{ fontWeight: 500, ...ELLIPSIS }}>
      {entry.driverName}
    </Typography>
    <Typography variant="caption" color="text.secondary" sx={ELLIPSIS}>
      {entry.driverEmail}
    </Typography>
  </Box>
);

/** When and by whom: the time (HH:mm dd.MM.yy) above the creator's e-mail (or System). */
const CreatedCell = ({ entry }: { entry: WalletEntry }) => {
  const translate = useTranslate();
  const by = entry.createdByEmail ?? entry.createdByName ?? translate('wallet.details.system');
  return (
    <Box sx={{ minWidth: 96, maxWidth: 150 }} title={by}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatTimestamp(entry.createdAt)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={ELLIPSIS}>
        {by}
      </Typography>
    </Box>
  );
};

/** The entry's state and, for a non-deleted one (with the create permission), its delete action. */
/** The description, or for a manual entry without one its creation comment. */
const DescriptionCell = ({ entry }: { entry: WalletEntry }) => (
  <>{useWalletDescription()(entry) ?? entry.creationComment ?? ''}</>
);

const StatusCell = ({ entry }: { entry: WalletEntry }) => {
  const canDelete = useCan('wallet', 'delete');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <EntryStatusChip entry={entry} />
      {!entry.deletedAt && canDelete ? <DeleteWalletEntryButton entry={entry} /> : null}
    </Stack>
  );
};

/**
 * Deleted entries: greyed and struck through (the row stays, with its details). The grey is the secondary text's
 * (contrast 5.7:1), not the disabled one's (2.7:1, below WCAG AA's 4.5:1 for text that is still read).
 */
const DELETED_ROW_SX: SxProps = {
  '& td': { color: 'text.secondary' },
  '& td.wallet-struck': { textDecoration: 'line-through' },
};
const rowSx = (entry: WalletEntry): SxProps => (entry.deletedAt ? DELETED_ROW_SX : {});

/**
 * Dense cells, so the table of every driver fits the card at 1366–1440 px with the side menu open (in Polish too):
 * narrower side padding, headers and the type and description wrapping onto a second line instead of widening
 * their columns; the money and the entry number stay on one line.
 */
const TABLE_SX: SxProps = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
  '& .MuiTableCell-head': { lineHeight: 1.3, verticalAlign: 'bottom' },
};
const moneyCellSx = (): SxProps => ({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** The entry's number, a link to its page (the row's click still expands it). */
const NoCell = ({ entry }: { entry: WalletEntry }) => {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to={walletEntryShowPath(entry.id)}
      onClick={(event) => event.stopPropagation()}
      title={translate('wallet.actions.open', { no: entry.no })}
      underline="hover"
      sx={{ color: 'inherit' }}
    >
      {entry.no}
    </Link>
  );
};

/**
 * /wallet/create: the create dialog over the page, for users who may create entries (the others go back to the list
 * with the same query); closing it, or saving, returns to the list with the page's query (its driver, range, page).
 */
const CreateOverPage = ({ driverId }: { driverId: number | undefined }) => {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { allowed, isPending } = useAccess({ resource: 'wallet', action: 'create' });
  if (isPending) return null;
  const back = withSearch(WALLET_LIST_PATH, params);
  if (!allowed) return <Navigate to={back} replace />;
  return <CreateWalletEntryDialog driverId={driverId} onClose={() => navigate(back)} />;
};

export const WalletPage = ({ creating = false }: { creating?: boolean }) => {
  const pageDriver = usePageDriver();
  const driverId = typeof pageDriver === 'number' ? pageDriver : undefined;
  const driver = useWalletDriver(driverId);
  const raw = useSearchParams()[0].get(DRIVER_ID_PARAM) ?? '';
  const notFound = pageDriver === 'invalid' || (driver.isError && isDriverNotFound(driver.error));
  return (
    <>
      {notFound ? (
        <WalletDriverNotFound value={raw} />
      ) : (
        <WalletEntryList driverId={driverId} driverName={driver.data?.name} />
      )}
      {creating ? <CreateOverPage driverId={driverId} /> : null}
    </>
  );
};

const WalletEntryList = ({
  driverId,
  driverName,
}: {
  driverId: number | undefined;
  driverName: string | undefined;
}) => {
  const translate = useTranslate();
  const title = driverName
    ? translate('wallet.page.driverTitle', { name: driverName })
    : translate('wallet.page.title');
  return (
    <List<WalletEntry>
      resource={WALLET_RESOURCE}
      title={title}
      filter={driverId !== undefined ? { driverId } : undefined}
      perPage={WALLET_DEFAULT_PER_PAGE}
      sort={{ field: 'createdAt', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100, 200]} />}
      actions={<WalletToolbar driverId={driverId} />}
      exporter={false}
      storeKey={false}
      empty={false}
      error={<WalletListError />}
      queryOptions={LIST_QUERY_OPTIONS}
      // A wide table (all drivers, long e-mails) scrolls inside the card instead of being cut at the window's edge.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <WalletTotalsBar />
      <DataTable<WalletEntry>
        rowClick="expand"
        expand={<WalletEntryExpand />}
        bulkActionButtons={false}
        size="small"
        empty={<WalletEmpty />}
        rowSx={rowSx}
        sx={TABLE_SX}
      >
        <Column source="no" label={label('no')} disableSort sx={NO_WRAP} render={(entry) => <NoCell entry={entry} />} />
        {driverId === undefined ? (
          <Column
            source="driverName"
            label={label('driver')}
            disableSort
            render={(entry) => <DriverCell entry={entry} />}
          />
        ) : null}
        <Column
          source="type"
          label={label('type')}
          disableSort
          sx={{ minWidth: 72, maxWidth: 130 }}
          render={(entry) => <EntryType type={entry.type} />}
        />
        <Column
          source="payoutDriver"
          label={label('payoutDriver')}
          disableSort
          align="right"
          cellSx={moneyCellSx}
          render={(entry) => <Money value={entry.payoutDriver} currency={entry.currency} struck={!!entry.deletedAt} />}
        />
        <Column
          source="payoutClient"
          label={label('payoutClient')}
          disableSort
          align="right"
          cellSx={moneyCellSx}
          render={(entry) => <Money value={entry.payoutClient} currency={entry.currency} struck={!!entry.deletedAt} />}
        />
        <Column
          source="description"
          label={label('description')}
          disableSort
          cellClassName="wallet-struck"
          sx={{ minWidth: 150, maxWidth: 260, overflowWrap: 'anywhere' }}
          render={(entry) => <DescriptionCell entry={entry} />}
        />
        <Column
          source="createdAt"
          label={label('created')}
          disableSort
          render={(entry) => <CreatedCell entry={entry} />}
        />
        <Column source="settled" label={label('status')} disableSort render={(entry) => <StatusCell entry={entry} />} />
      </DataTable>
    </List>
  );
};
