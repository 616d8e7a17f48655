// How the wallet shows its values: amounts with 2 decimals and the currency (negative in red), entry types, states.
import { Box, Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Currency, WalletEntryType } from '../../../domain/enums.ts';
import type { WalletEntry } from '../../../domain/walletSchemas.ts';
import { formatMoney } from '../../i18n/format.ts';
import { cancellationReasonKey } from '../orders/cells/cancellationText.ts';

/** "-12,50 zł" in the user's language; red when negative. */
export const Money = ({ value, currency, struck }: { value: number | null; currency: Currency; struck?: boolean }) => {
  const [locale] = useLocaleState();
  if (value === null) return <>—</>;
  return (
    <Box
      component="span"
      data-negative={value < 0 ? 'true' : undefined}
      sx={{
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        color: value < 0 ? 'error.main' : undefined,
        textDecoration: struck ? 'line-through' : undefined,
      }}
    >
      {formatMoney(value, currency, locale)}
    </Box>
  );
};

export const useMoneyText = () => {
  const [locale] = useLocaleState();
  return (value: number, currency: Currency) => formatMoney(value, currency, locale);
};

/**
 * An entry's description in the user's language: the system's entries (rides, cancellations, corrections) are worded
 * from their data; the others show the stored description (null when there is none).
 */
export const useWalletDescription = () => {
  const translate = useTranslate();
  return (entry: WalletEntry): string | null => {
    const p = entry.descriptionParams;
    if (!p) return entry.description;
    const orderNo = entry.orderNo ?? '—';
    switch (p.kind) {
      case 'cancelled':
        return translate('wallet.descriptions.cancelled', {
          orderNo,
          reason: translate(cancellationReasonKey(p.reason)),
        });
      case 'correction':
        return translate('wallet.descriptions.correction', {
          orderNo,
          category: translate(`corrections.categories.${p.category}`, { _: p.category }),
        });
      default:
        return translate(`wallet.descriptions.${p.kind}`, { orderNo });
    }
  };
};

export const EntryType = ({ type }: { type: WalletEntryType }) => {
  const translate = useTranslate();
  return <>{translate(`wallet.types.${type}`)}</>;
};

/** The entry's state: deleted, settled (inside a closed payout period) or open. */
export const EntryStatusChip = ({ entry }: { entry: Pick<WalletEntry, 'deletedAt' | 'settled'> }) => {
  const translate = useTranslate();
  if (entry.deletedAt)
    return <Chip size="small" color="error" variant="outlined" label={translate('wallet.status.deleted')} />;
  if (entry.settled) return <Chip size="small" variant="outlined" label={translate('wallet.status.settled')} />;
  return <Chip size="small" color="success" variant="outlined" label={translate('wallet.status.open')} />;
};
