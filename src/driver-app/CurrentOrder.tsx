// The order the driver is on, one step at a time: where to go (navigate opens the phone's maps app; call opens the
// phone's dialler when the number is known), and the one button of the next step. Pick-up asks for the PIN the
// pickup point's staff give; the receiver may ask to wait (hold, with a note). A step waiting to be sent says so and
// its button waits too, so a step is never sent twice.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NavigationIcon from '@mui/icons-material/Navigation';
import PhoneIcon from '@mui/icons-material/Phone';
import type { DriverOrder, DriverOrderPlace } from '../domain/driverApi.ts';
import { clockTime } from './format.ts';
import { useDriverI18n } from './i18n.tsx';

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
  onStep: (step: OrderStep, extra?: { verificationCode?: string }) => Promise<string | null>;
  onHold: (notes: string) => Promise<string | null>;
}

export function CurrentOrder({ order, waiting, onStep, onHold }: CurrentOrderProps) {
  const { t, locale } = useDriverI18n();
  const step = nextStep(order);
  const [dialog, setDialog] = useState<'pin' | 'hold' | null>(null);
  const [pin, setPin] = useState('');
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canHold = order.status === 'picked_up' || order.status === 'arrived';

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
              if (step === 'pick-up') {
                setPin('');
                setFieldError(null);
                setDialog('pin');
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
              setNote('');
              setFieldError(null);
              setDialog('hold');
            }}
          >
            {t('order.action.hold')}
          </Button>
        ) : null}
        {fieldError && !dialog ? <Alert severity="error">{fieldError}</Alert> : null}
      </CardContent>
      <Dialog open={dialog === 'pin'} onClose={() => setDialog(null)} fullWidth>
        <DialogTitle>{t('pin.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('pin.help')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label={t('pin.label')}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 32 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('pin.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy || !pin.trim()}
            onClick={() => void run(() => onStep('pick-up', { verificationCode: pin.trim() }))}
          >
            {t('pin.submit')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'hold'} onClose={() => setDialog(null)} fullWidth>
        <DialogTitle>{t('hold.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={t('hold.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? undefined}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{t('hold.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy || !note.trim()}
            onClick={() => void run(() => onHold(note.trim()))}
          >
            {t('hold.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
