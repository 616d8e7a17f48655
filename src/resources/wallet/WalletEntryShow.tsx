// A wallet entry's page (/wallet/:id/show): its number and state, the driver with a link to the driver's wallet, the
// deletion (when, who, why) for a deleted entry, and every detail of the entry (type, amounts, currency, description,
// linked order, who created it, when and why, the payout period). A user who may write wallet entries gets the Delete
// action on a non-deleted entry (a settled one opens the warning, as in the list). An entry that does not exist, or
// whose driver the user may not see (the server answers 404 for both), or a path that is no id: said so, with the way
// back to the wallet.
import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import { ShowBase, Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { WalletEntry } from '../../../domain/walletSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { WALLET_RESOURCE } from '../../dataProvider/wallet.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { walletPath } from '../drivers/paths.ts';
import { formatTimestamp } from '../../i18n/format.ts';
import { DeleteWalletEntryButton } from './DeleteWalletEntryDialog.tsx';
import { WALLET_LIST_PATH } from './paths.ts';
import { BackLink, PageSpinner, RECORD_QUERY, recordIdOf } from '../../layout/RecordPage.tsx';
import { WalletEntryExpand } from './WalletEntryExpand.tsx';
import { EntryStatusChip, EntryType, Money } from './walletFormat.tsx';
import { useCan } from '../../authProvider/useAccess.ts';

const PAGE_SX = { py: 2, px: { xs: 0, sm: 1 } } as const;

const EntryNotFound = ({ value }: { value: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={PAGE_SX}>
      <Title title={translate('wallet.page.title')} />
      <Alert severity="warning" action={<BackLink to={WALLET_LIST_PATH} label={translate('wallet.page.title')} />}>
        <AlertTitle>{translate('wallet.show.notFoundTitle')}</AlertTitle>
        {translate('wallet.show.notFound', { id: value })}
      </Alert>
    </Box>
  );
};

/** On react-admin's ShowBase (the entry in its record context), with the wallet's own not-found and load-error states. */
export const WalletEntryShowPage = () => {
  const param = useParams().id ?? '';
  const id = recordIdOf(param);
  if (id === null) return <EntryNotFound value={param} />;
  return (
    <ShowBase<WalletEntry>
      resource={WALLET_RESOURCE}
      id={id}
      queryOptions={RECORD_QUERY}
      render={({ record, error, refetch }) => {
        if (isApiError(error, 404)) return <EntryNotFound value={param} />;
        if (error) return <LoadError messageKey="wallet.show.loadError" onRefresh={() => void refetch()} />;
        return record ? <WalletEntryView entry={record} /> : <PageSpinner />;
      }}
    />
  );
};

const WalletEntryView = ({ entry }: { entry: WalletEntry }) => {
  const translate = useTranslate();
  const canDelete = useCan('wallet', 'delete');
  const title = translate('wallet.show.title', { no: entry.no });
  const mayDelete = !entry.deletedAt && canDelete;
  return (
    <Box sx={PAGE_SX}>
      <Title title={title} />
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Box>
          <BackLink
            to={walletPath(entry.driverId)}
            label={translate('wallet.show.driverWallet', { name: entry.driverName })}
          />
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <EntryStatusChip entry={entry} />
        </Stack>
        <Typography variant="body1" component="p" data-testid="wallet-entry-summary">
          <EntryType type={entry.type} /> ·{' '}
          <Money value={entry.payoutDriver} currency={entry.currency} struck={!!entry.deletedAt} /> · {entry.driverName}
        </Typography>
        {entry.deletedAt ? (
          <Alert severity="error" role="status">
            {translate('wallet.show.deleted', {
              date: formatTimestamp(entry.deletedAt),
              by: entry.deletedByEmail ?? entry.deletedByName ?? '–',
              reason: entry.deletionReason ?? '–',
            })}
          </Alert>
        ) : null}
        {mayDelete ? (
          <Box>
            <DeleteWalletEntryButton entry={entry} labelled />
          </Box>
        ) : null}
      </Stack>
      <WalletEntryExpand />
    </Box>
  );
};
