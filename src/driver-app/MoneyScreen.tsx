// The driver's money: the balance and entries of the current settlement (GET /api/driver/wallet: the open payout
// week, payouts booked at delivery, accepted corrections, the office's bonuses and deductions), and the driver's
// corrections with the office's decisions (GET /api/driver/corrections). A delivered order's entry offers "ask for a
// correction" (POST /api/driver/correction), unless one of that order already waits for a decision. Both lists are
// read again every minute, when the phone's screen comes back, and after a correction is sent.
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type {
  DriverCorrectionItem,
  DriverCorrectionListResponse,
  DriverWalletEntry,
  DriverWalletResponse,
} from '../../domain/driverMoney.ts';
import { callDriverApi, DriverApiError } from './api.ts';
import { errorText } from './errors.ts';
import { LoadError } from './LoadError.tsx';
import { money } from './format.ts';
import { DRIVER_LOCALE_TAGS, translate, useDriverI18n, type DriverLocale } from './i18n.tsx';
import { Loading } from './Loading.tsx';
import { MoneyCorrectionDialog, type CorrectionRequest } from './MoneyCorrectionDialog.tsx';
import { Toast } from './Toast.tsx';
import { usePoll, type Poll } from './usePoll.ts';
import { driverMoneyEn } from '../../locales/driver/money.ts';
import { WARSAW_TIME_ZONE } from '../../domain/constants.ts';

export const MONEY_EVERY_MS = 60_000;
/** The most entries and corrections read at once (the server's page limit): a week of a busy driver fits. */
export const MONEY_PAGE = 200;

const MONEY_ERRORS = new Set(Object.keys(driverMoneyEn.errors));

/** A refusal of the correction in the money screen's words when it has them, else the app's. */
function correctionError(locale: DriverLocale, error: unknown): string {
  if (error instanceof DriverApiError && MONEY_ERRORS.has(error.errorCode))
    return translate(locale, `money.errors.${error.errorCode}`);
  return errorText(locale, error);
}

/** A day of the settlement: payout weeks are Warsaw's (Monday 00:00 Europe/Warsaw), wherever the phone is. */
const day = (locale: DriverLocale, iso: string | Date) =>
  new Intl.DateTimeFormat(DRIVER_LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    timeZone: WARSAW_TIME_ZONE,
  }).format(new Date(iso));
const dayAndTime = (locale: DriverLocale, iso: string) =>
  new Intl.DateTimeFormat(DRIVER_LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

function ListError({ poll }: { poll: Poll<unknown> }) {
  return <LoadError error={poll.error} onRetry={() => poll.refetch()} />;
}

function EntryCard({
  entry,
  waiting,
  onAsk,
}: {
  entry: DriverWalletEntry;
  waiting: boolean;
  onAsk: (() => void) | null;
}) {
  const { t, locale } = useDriverI18n();
  const what =
    entry.reason && entry.orderNo ? t(`money.reason.${entry.reason.kind}`, { orderNo: entry.orderNo }) : null;
  return (
    <Card component="article" variant="outlined" aria-label={entry.no}>
      <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mr: 'auto' }}>
            {t(`money.type.${entry.type}`)}
          </Typography>
          <Typography
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
            color={entry.payoutDriver < 0 ? 'error.main' : 'success.main'}
          >
            {money(locale, entry.payoutDriver, entry.currency)}
          </Typography>
        </Box>
        {what ? <Typography>{what}</Typography> : null}
        {!what && entry.orderNo ? <Typography>{t('money.order', { orderNo: entry.orderNo })}</Typography> : null}
        {entry.comment ? (
          <Typography variant="body2">{t('money.officeComment', { comment: entry.comment })}</Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {dayAndTime(locale, entry.createdAt)} · {entry.no}
        </Typography>
        {waiting ? (
          <Chip size="small" color="info" label={t('money.correctionWaiting')} sx={{ justifySelf: 'start' }} />
        ) : onAsk ? (
          <Button variant="outlined" size="large" onClick={onAsk} sx={{ justifySelf: 'start', mt: 0.5 }}>
            {t('money.askCorrection')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

const STATUS_COLOR = { pending: 'info', accepted: 'success', rejected: 'error' } as const;

function CorrectionCard({ correction: c }: { correction: DriverCorrectionItem }) {
  const { t, locale } = useDriverI18n();
  return (
    <Card component="article" variant="outlined" aria-label={t('money.order', { orderNo: c.orderNo })}>
      <CardContent sx={{ display: 'grid', gap: 0.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mr: 'auto' }}>
            {t('money.order', { orderNo: c.orderNo })}
          </Typography>
          <Chip size="small" color={STATUS_COLOR[c.status]} label={t(`money.status.${c.status}`)} />
        </Box>
        <Typography>
          {t(`money.category.${c.category}`)} · {c.companyName}
        </Typography>
        {c.status === 'accepted' && c.acceptedAmount !== null ? (
          <Typography sx={{ fontWeight: 600 }} color="success.main">
            {t('money.paid', { amount: money(locale, c.acceptedAmount, c.currency) })}
          </Typography>
        ) : null}
        {c.status === 'pending' && c.suggestedCorrectionPay ? (
          <Typography variant="body2">
            {t('money.suggested', { amount: money(locale, c.suggestedCorrectionPay, c.currency) })}
          </Typography>
        ) : null}
        {c.rejectionReason ? (
          <Typography>{t('money.rejectionReason', { reason: c.rejectionReason })}</Typography>
        ) : null}
        {c.comment ? <Typography>{t('money.decisionNote', { note: c.comment })}</Typography> : null}
        {c.driversComment ? (
          <Typography variant="body2" color="text.secondary">
            {t('money.yourComment', { comment: c.driversComment })}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {[
            t('money.sent', { date: dayAndTime(locale, c.createdAt) }),
            c.decidedAt ? t('money.decided', { date: dayAndTime(locale, c.decidedAt) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function MoneyScreen({ token }: { token: string }) {
  const { t, locale } = useDriverI18n();
  const wallet = usePoll(
    (signal) => callDriverApi<DriverWalletResponse>(`wallet?perPage=${MONEY_PAGE}`, { token, signal }),
    MONEY_EVERY_MS,
  );
  const corrections = usePoll(
    (signal) => callDriverApi<DriverCorrectionListResponse>(`corrections?perPage=${MONEY_PAGE}`, { token, signal }),
    MONEY_EVERY_MS,
  );
  const [asking, setAsking] = useState<{ orderId: number; orderNo: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const closeToast = useCallback(() => setMessage(null), []);

  const waitingOrders = new Set(
    (corrections.data?.items ?? []).filter((c) => c.status === 'pending').map((c) => c.orderId),
  );

  const send = async (request: CorrectionRequest) => {
    if (!asking) return;
    setBusy(true);
    setRefusal(null);
    try {
      await callDriverApi('correction', { method: 'POST', body: request, token });
      setMessage(t('money.form.done', { orderNo: asking.orderNo }));
      setAsking(null);
      corrections.refetch();
    } catch (error) {
      setRefusal(correctionError(locale, error));
    } finally {
      setBusy(false);
    }
  };

  const data = wallet.data;
  const periodEnd = data ? new Date(new Date(data.period.to).getTime() - 1) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h2">
        {t('money.title')}
      </Typography>

      <Box component="section" aria-label={t('money.entries')} sx={{ display: 'grid', gap: 1.5 }}>
        {wallet.pending ? (
          <Loading />
        ) : wallet.error && !data ? (
          <ListError poll={wallet} />
        ) : data ? (
          <>
            <Card variant="outlined" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <Typography variant="body2">
                  {t('money.period', { from: day(locale, data.period.from), to: day(locale, periodEnd!) })}
                </Typography>
                <Typography variant="overline" component="p">
                  {t('money.balance')}
                </Typography>
                {(data.balance.length ? data.balance : [{ currency: 'pln' as const, amount: 0, entries: 0 }]).map(
                  (b) => (
                    <Typography key={b.currency} variant="h4" component="p" sx={{ fontWeight: 600 }}>
                      {money(locale, b.amount, b.currency)}
                    </Typography>
                  ),
                )}
              </CardContent>
            </Card>
            {wallet.error ? <ListError poll={wallet} /> : null}
            <Typography variant="h6" component="h3">
              {t('money.entries')}
            </Typography>
            {data.items.length ? (
              data.items.map((entry) => (
                <EntryCard
                  key={entry.id}
                  entry={entry}
                  waiting={entry.orderId !== null && waitingOrders.has(entry.orderId)}
                  onAsk={
                    entry.type === 'ride_added' &&
                    entry.reason?.kind === 'delivered' &&
                    entry.orderId !== null &&
                    entry.orderNo
                      ? () => {
                          setRefusal(null);
                          setAsking({ orderId: entry.orderId!, orderNo: entry.orderNo! });
                        }
                      : null
                  }
                />
              ))
            ) : (
              <Typography color="text.secondary" sx={{ textAlign: 'center', my: 2 }}>
                {t('money.noEntries')}
              </Typography>
            )}
            {data.total > data.items.length ? (
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('money.more', { shown: data.items.length, total: data.total })}
              </Typography>
            ) : null}
          </>
        ) : null}
      </Box>

      <Box component="section" aria-label={t('money.corrections')} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h3">
          {t('money.corrections')}
        </Typography>
        {corrections.pending ? (
          <Loading />
        ) : corrections.error && !corrections.data ? (
          <ListError poll={corrections} />
        ) : corrections.data?.items.length ? (
          <>
            {corrections.error ? <ListError poll={corrections} /> : null}
            {corrections.data.items.map((c) => (
              <CorrectionCard key={c.id} correction={c} />
            ))}
          </>
        ) : (
          <Typography color="text.secondary" sx={{ textAlign: 'center', my: 2 }}>
            {t('money.noCorrections')}
          </Typography>
        )}
      </Box>

      {asking ? (
        <MoneyCorrectionDialog
          orderId={asking.orderId}
          orderNo={asking.orderNo}
          busy={busy}
          error={refusal}
          onClose={() => setAsking(null)}
          onSubmit={(request) => void send(request)}
        />
      ) : null}
      <Toast message={message} onClose={closeToast} />
    </Box>
  );
}
