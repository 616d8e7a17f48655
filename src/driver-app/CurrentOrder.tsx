// The order the driver is on, one step at a time: where to go (navigate opens the phone's maps app; call opens the
// phone's dialler when the number is known), and the one button of the next step. Pick-up asks for the PIN the
// pickup point's staff give; the receiver may ask to wait (hold, with a note). A step waiting to be sent says so and
// its button waits too, so a step is never sent twice.
import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import NavigationIcon from '@mui/icons-material/Navigation';
import PhoneIcon from '@mui/icons-material/Phone';
import type { DriverOrder, DriverOrderPlace } from '../../domain/driverApi.ts';
import type { DeliveryProofInput } from './DeliverDialog.tsx';
import type { FailureReason, FailureStage } from './FailDialog.tsx';
import { clockTime } from './format.ts';
import { useDriverI18n } from './i18n.tsx';

// The steps' dialogs load when first opened (the screen draws without them: a smaller first load on a phone).
const DeliverDialog = lazy(() => import('./DeliverDialog.tsx').then((module) => ({ default: module.DeliverDialog })));
const TextDialog = lazy(() => import('./TextDialog.tsx').then((module) => ({ default: module.TextDialog })));
const FailDialog = lazy(() => import('./FailDialog.tsx').then((module) => ({ default: module.FailDialog })));

export type OrderStep = 'arrive-at-pickup' | 'pick-up' | 'arrive' | 'deliver' | 'finish';

/** The next step of an order, from its status and times (an order without a pickup point starts at "arrive"). */
export function nextStep(order: DriverOrder): OrderStep | null {
  switch (order.status) {
    case 'accepted':
      if (!order.pickup) return 'arrive';
      return order.pickupArrivedAt ? 'pick-up' : 'arrive-at-pickup';
    case 'picked_up':
      return 'arrive';
    case 'arrived':
      return 'deliver';
    case 'delivered':
      return 'finish';
    default:
      return null;
  }
}

const STEP_TITLE: Record<OrderStep, string> = {
  'arrive-at-pickup': 'order.step.accepted',
  'pick-up': 'order.step.atPickup',
  arrive: 'order.step.picked_up',
  deliver: 'order.step.arrived',
  finish: 'order.step.delivered',
};
const STEP_ACTION: Record<OrderStep, string> = {
  'arrive-at-pickup': 'order.action.arriveAtPickup',
  'pick-up': 'order.action.pickUp',
  arrive: 'order.action.arrive',
  deliver: 'order.action.deliver',
  finish: 'order.action.finish',
};

const mapsUrl = (place: DriverOrderPlace) =>
  place.lat !== null && place.lng !== null
    ? `https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`
    : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
        [place.street, place.zipCode, place.city].filter(Boolean).join(', '),
      )}`;

function Place({ title, place, notes }: { title: string; place: DriverOrderPlace; notes?: string | null }) {
  const { t } = useDriverI18n();
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="overline" component="h3">
        {title}
      </Typography>
      {place.name ? <Typography sx={{ fontWeight: 600 }}>{place.name}</Typography> : null}
      <Typography>
        {[place.street, [place.zipCode, place.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
      </Typography>
      {notes ? (
        <Typography variant="body2" color="text.secondary">
          {notes}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<NavigationIcon />} href={mapsUrl(place)} target="_blank" rel="noopener">
          {t('order.navigate')}
        </Button>
        {place.phone ? (
          <Button variant="outlined" startIcon={<PhoneIcon />} href={`tel:${place.phone.replace(/\s+/g, '')}`}>
            {t('order.call')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

export interface CurrentOrderProps {
  order: DriverOrder;
  /** A step of this order is waiting to be sent. */
  waiting: boolean;
  onStep: (
    step: OrderStep,
    extra?: { verificationCode?: string; proof?: DeliveryProofInput },
  ) => Promise<string | null>;
  onHold: (notes: string) => Promise<string | null>;
  onFail: (reason: FailureReason, note: string) => Promise<string | null>;
}

/** Where a failure would be reported: at the pickup point once there, or on the way to or at the receiver. */
export function failureStage(order: DriverOrder): FailureStage | null {
  if (order.status === 'accepted' && order.pickup) return order.pickupArrivedAt ? 'toBePickedUp' : null;
  if (order.status === 'accepted' || order.status === 'picked_up' || order.status === 'arrived') return 'inDelivery';
  return null;
}

export function CurrentOrder({ order, waiting, onStep, onHold, onFail }: CurrentOrderProps) {
  const { t, locale } = useDriverI18n();
  const step = nextStep(order);
  const [dialog, setDialog] = useState<'pin' | 'hold' | 'deliver' | 'fail' | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canHold = order.status === 'picked_up' || order.status === 'arrived';
  const stage = failureStage(order);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setFieldError(null);
    try {
      const error = await action();
      if (error) setFieldError(error);
      else setDialog(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="article" aria-label={t('order.current', { orderNo: order.orderNo })}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('order.current', { orderNo: order.orderNo })}
          </Typography>
          <Typography color="text.secondary">{t('order.company', { company: order.companyName })}</Typography>
        </Box>
        {order.onHold ? (
          <Alert severity="warning">
            {t('order.onHold', { until: clockTime(locale, order.onHold.until) })}
            {order.onHold.note ? ` ${t('order.onHoldNote', { note: order.onHold.note })}` : ''}
          </Alert>
        ) : null}
        {step ? (
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            {t(STEP_TITLE[step])}
          </Typography>
        ) : null}
        {order.pickup && (step === 'arrive-at-pickup' || step === 'pick-up') ? (
          <Place title={t('order.pickupPoint')} place={order.pickup} notes={order.pickup.notes} />
        ) : null}
        {step !== 'arrive-at-pickup' && step !== 'pick-up' ? (
          <Place title={t('order.receiver')} place={order.receiver} notes={order.notes} />
        ) : null}
        {order.products.length ? (
          <Typography variant="body2">
            {t('order.products')}: {order.products.map((product) => product.name ?? product.code).join(', ')}
          </Typography>
        ) : null}
        {step ? (
          <Button
            variant="contained"
            size="large"
            disabled={busy || waiting}
            onClick={() => {
              if (step === 'pick-up' || step === 'deliver') {
                setFieldError(null);
                setDialog(step === 'pick-up' ? 'pin' : 'deliver');
              } else void run(() => onStep(step));
            }}
          >
            {t(STEP_ACTION[step])}
          </Button>
        ) : null}
        {canHold ? (
          <Button
            variant="text"
            disabled={busy || waiting}
            onClick={() => {
              setFieldError(null);
              setDialog('hold');
            }}
          >
            {t('order.action.hold')}
          </Button>
        ) : null}
        {stage ? (
          <Button
            variant="text"
            color="error"
            disabled={busy || waiting}
            onClick={() => {
              setFieldError(null);
              setDialog('fail');
            }}
          >
            {t('fail.action')}
          </Button>
        ) : null}
        {fieldError && !dialog ? <Alert severity="error">{fieldError}</Alert> : null}
      </CardContent>
      <Suspense fallback={null}>
        {dialog === 'pin' ? (
          <TextDialog
            title={t('pin.title')}
            help={t('pin.help')}
            label={t('pin.label')}
            submit={t('pin.submit')}
            cancel={t('pin.cancel')}
            maxLength={32}
            numeric
            busy={busy}
            error={fieldError}
            onClose={() => setDialog(null)}
            onSubmit={(pin) => void run(() => onStep('pick-up', { verificationCode: pin }))}
          />
        ) : null}
        {dialog === 'hold' ? (
          <TextDialog
            title={t('hold.title')}
            label={t('hold.note')}
            submit={t('hold.submit')}
            cancel={t('hold.cancel')}
            maxLength={500}
            multiline
            busy={busy}
            error={fieldError}
            onClose={() => setDialog(null)}
            onSubmit={(note) => void run(() => onHold(note))}
          />
        ) : null}
        {dialog === 'deliver' ? (
          <DeliverDialog
            open
            busy={busy}
            error={fieldError}
            onClose={() => setDialog(null)}
            onDeliver={(proof) => void run(() => onStep('deliver', { proof }))}
          />
        ) : null}
        {stage && dialog === 'fail' ? (
          <FailDialog
            open
            stage={stage}
            busy={busy}
            error={fieldError}
            onClose={() => setDialog(null)}
            onFail={(reason, note) => void run(() => onFail(reason, note))}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
