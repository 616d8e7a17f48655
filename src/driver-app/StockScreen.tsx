// The driver's stock: the handovers of stock from other drivers waiting for this driver (GET
// /api/driver/stock/exchanges; start, confirm or reject each) and what the driver carries (GET /api/driver/stock: per
// product the amount, the units promised to open exchanges with other drivers, the serials or batches). Both lists are
// read again every STOCK_EVERY_MS and after each step. A step needs the server's answer at once (the other driver
// stands there), so it is sent directly, not through the offline ActionQueue; the exchange routes take no
// Idempotency-Key (a confirm sent twice is refused as no longer open, nothing moves twice).
import { useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {
  StockExchange,
  StockExchangeListResponse,
  StockExchangeResponse,
  StockItem,
  StockResponse,
} from '../../domain/stockSchemas.ts';
import { driverStockEn } from '../../locales/driver/stock.ts';
import { callDriverApi, DriverApiError } from './api.ts';
import { errorText } from './errors.ts';
import { LoadError } from './LoadError.tsx';
import { DRIVER_LOCALE_TAGS, useDriverI18n, type DriverLocale } from './i18n.tsx';
import { Loading } from './Loading.tsx';
import { ExchangeCard, type ExchangeStep } from './stock/ExchangeCard.tsx';
import { StockItemCard } from './stock/StockItemCard.tsx';
import { Toast } from './Toast.tsx';
import { usePoll, type Poll } from './usePoll.ts';

export const STOCK_EVERY_MS = 30_000;

const STOCK_ERRORS = new Set(Object.keys(driverStockEn.errors));

/** A refused step in the driver's words: the exchange's own codes here, the rest as the app says them. */
function stepErrorText(locale: DriverLocale, t: (path: string) => string, error: unknown): string {
  if (error instanceof DriverApiError && STOCK_ERRORS.has(error.errorCode)) return t(`stock.errors.${error.errorCode}`);
  return errorText(locale, error);
}

/** The products by name in the app's language (the answer is a map by product id). */
const byName = (locale: DriverLocale, stock: Record<string, StockItem>) => {
  const collator = new Intl.Collator(DRIVER_LOCALE_TAGS[locale]);
  return Object.values(stock).sort((a, b) => collator.compare(a.name, b.name) || a.productId - b.productId);
};

/** A list's loading, its error with refresh (when nothing was read yet), its empty line, or the list. */
function ListState<T>({ poll, empty, children }: { poll: Poll<T>; empty: string | null; children: ReactNode }) {
  if (poll.pending) return <Loading />;
  if (poll.error && poll.data === undefined) return <LoadError error={poll.error} onRetry={() => poll.refetch()} />;
  if (empty !== null)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', my: 2 }}>
        {empty}
      </Typography>
    );
  return <>{children}</>;
}

export function StockScreen({ token }: { token: string }) {
  const { t, locale } = useDriverI18n();
  const stock = usePoll((signal) => callDriverApi<StockResponse>('stock', { token, signal }), STOCK_EVERY_MS);
  const exchanges = usePoll(
    (signal) => callDriverApi<StockExchangeListResponse>('stock/exchanges', { token, signal }),
    STOCK_EVERY_MS,
  );
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const closeToast = useCallback(() => setMessage(null), []);

  const step = async (exchange: StockExchange, next: ExchangeStep) => {
    setBusy(true);
    setRefusal(null);
    try {
      await callDriverApi<StockExchangeResponse>(`stock/exchange/${next}`, {
        body: { exchangeId: exchange.id },
        token,
      });
      const values = { amount: exchange.amount, product: exchange.productName, name: exchange.givingDriverName };
      setMessage(
        t(next === 'start' ? 'stock.started' : next === 'confirm' ? 'stock.confirmed' : 'stock.rejected', values),
      );
    } catch (error) {
      setRefusal(stepErrorText(locale, t, error));
    } finally {
      setBusy(false);
      stock.refetch();
      exchanges.refetch();
    }
  };

  const items = stock.data ? byName(locale, stock.data.stock) : [];
  const waiting = exchanges.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('stock.title')}
      </Typography>
      <Box component="section" aria-label={t('stock.exchanges')} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h3">
          {t('stock.exchanges')}
        </Typography>
        {refusal ? (
          <Alert severity="error" onClose={() => setRefusal(null)} closeText={t('app.close')}>
            {refusal}
          </Alert>
        ) : null}
        <ListState poll={exchanges} empty={waiting.length ? null : t('stock.exchangesEmpty')}>
          {waiting.map((exchange) => (
            <ExchangeCard key={exchange.id} exchange={exchange} busy={busy} onStep={(x, s) => void step(x, s)} />
          ))}
        </ListState>
      </Box>
      <Box component="section" aria-label={t('stock.carry')} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h3">
          {t('stock.carry')}
        </Typography>
        <ListState poll={stock} empty={items.length ? null : t('stock.carryEmpty')}>
          {items.map((item) => (
            <StockItemCard key={item.productId} item={item} />
          ))}
        </ListState>
      </Box>
      <Toast message={message} onClose={closeToast} />
    </Box>
  );
}
