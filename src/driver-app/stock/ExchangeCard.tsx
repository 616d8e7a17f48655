// One stock exchange waiting for the driver (GET /api/driver/stock/exchanges): another driver hands over an amount of
// a product an operator ordered moved. The receiving driver may start the handover (pending → in_progress, shown as
// under way), confirm the receipt (the stock moves) or reject it (after a question: nothing moves).
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { StockExchange } from '../../../domain/stockSchemas.ts';
import { dateTime } from '../format.ts';
import { useDriverI18n } from '../i18n.tsx';

const RejectDialog = lazy(() => import('./RejectDialog.tsx').then((module) => ({ default: module.RejectDialog })));

export type ExchangeStep = 'start' | 'confirm' | 'reject';

/** A day and time: an exchange may wait for days. */

export function ExchangeCard({
  exchange,
  busy,
  onStep,
}: {
  exchange: StockExchange;
  /** A step (of this or another exchange) is being sent. */
  busy: boolean;
  onStep: (exchange: StockExchange, step: ExchangeStep) => void;
}) {
  const { t, locale } = useDriverI18n();
  const [asking, setAsking] = useState(false);
  const units = t('stock.units', { amount: exchange.amount, product: exchange.productName });
  return (
    <Card component="article" aria-label={units} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mr: 'auto' }}>
            {units}
          </Typography>
          {exchange.status === 'in_progress' ? (
            <Chip color="secondary" size="small" label={t('stock.inProgress')} />
          ) : null}
        </Box>
        <Typography>{t('stock.from', { name: exchange.givingDriverName })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            exchange.companyName,
            exchange.productCode ? t('stock.code', { code: exchange.productCode }) : null,
            t('stock.ordered', { when: dateTime(locale, exchange.createdAt) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </CardContent>
      <CardActions sx={{ display: 'grid', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {exchange.status === 'pending' ? (
          <Button variant="outlined" size="large" disabled={busy} onClick={() => onStep(exchange, 'start')}>
            {t('stock.start')}
          </Button>
        ) : null}
        <Button variant="contained" size="large" disabled={busy} onClick={() => onStep(exchange, 'confirm')}>
          {t('stock.confirm')}
        </Button>
        <Button color="error" size="large" disabled={busy} onClick={() => setAsking(true)}>
          {t('stock.reject')}
        </Button>
      </CardActions>
      <Suspense fallback={null}>
        {asking ? (
          <RejectDialog
            exchange={exchange}
            onClose={() => setAsking(false)}
            onReject={() => {
              setAsking(false);
              onStep(exchange, 'reject');
            }}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
