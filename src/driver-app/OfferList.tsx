// The orders offered to the driver (GET /api/driver/order/offered), nearest first, read again every few seconds
// while the driver is online and free: a new one rings; one another driver took, or that was cancelled, leaves at
// the next read. Accept takes it (409 order_already_taken: says so and reads the list again).
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DriverOfferedResponse, DriverOrder } from '../../domain/driverApi.ts';
import { callDriverApi } from './api.ts';
import { LoadError } from './LoadError.tsx';
import { clockTime, kilometres, money } from './format.ts';
import { useDriverI18n } from './i18n.tsx';
import { Loading } from './Loading.tsx';
import { ring } from './ring.ts';
import { usePoll } from './usePoll.ts';

export const OFFERS_EVERY_MS = 5_000;

export function OfferList({ token, onAccept }: { token: string; onAccept: (order: DriverOrder) => void }) {
  const { t, locale } = useDriverI18n();
  const offers = usePoll(
    (signal) => callDriverApi<DriverOfferedResponse>('order/offered', { token, signal }),
    OFFERS_EVERY_MS,
  );
  const seen = useRef<Set<number> | null>(null);
  const orders = offers.data?.orders;
  const fresh = orders && seen.current ? orders.filter((order) => !seen.current!.has(order.id)) : [];
  useEffect(() => {
    if (!orders) return;
    if (seen.current && orders.some((order) => !seen.current!.has(order.id))) ring();
    seen.current = new Set(orders.map((order) => order.id));
  }, [orders]);

  if (offers.pending) return <Loading />;
  if (offers.error && !orders) return <LoadError error={offers.error} onRetry={() => offers.refetch()} />;
  if (!orders?.length)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', my: 4 }}>
        {t('shift.waiting')}
      </Typography>
    );
  const freshIds = new Set(fresh.map((order) => order.id));
  return (
    <Box component="section" aria-label={t('shift.offers')} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        {t('shift.offers')}
      </Typography>
      {orders.map((order) => (
        <Card key={order.id} component="article" aria-label={order.orderNo} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mr: 'auto' }}>
                {order.companyName}
              </Typography>
              {freshIds.has(order.id) ? <Chip color="secondary" size="small" label={t('offer.ringing')} /> : null}
              {order.emergencyDelivery ? <Chip color="error" size="small" label={t('offer.emergency')} /> : null}
            </Box>
            {order.pickup ? (
              <Typography>
                {t('offer.pickup')}:{' '}
                {[order.pickup.name, order.pickup.street, order.pickup.city].filter(Boolean).join(', ')}
              </Typography>
            ) : null}
            <Typography>
              {t('offer.receiver')}: {[order.receiver.street, order.receiver.city].filter(Boolean).join(', ')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                order.distanceMetres !== null
                  ? t('offer.away', { km: kilometres(locale, order.distanceMetres) })
                  : null,
                order.estimatedDistance !== null
                  ? t('offer.route', { km: kilometres(locale, order.estimatedDistance) })
                  : null,
                order.packageSize ? t('offer.size', { size: order.packageSize }) : null,
                order.scheduledSlot
                  ? t('offer.slot', {
                      from: clockTime(locale, order.scheduledSlot.from),
                      to: clockTime(locale, order.scheduledSlot.to),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {order.estimatedPayoutDriver !== null ? (
              <Typography sx={{ fontWeight: 600 }}>
                {t('offer.payout', { amount: money(locale, order.estimatedPayoutDriver, order.currency) })}
              </Typography>
            ) : null}
          </CardContent>
          <CardActions>
            <Button variant="contained" fullWidth size="large" onClick={() => onAccept(order)}>
              {t('offer.accept')}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
