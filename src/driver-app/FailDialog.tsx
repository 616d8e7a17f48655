// The order cannot be completed: at the pickup point (no stock, a damaged product, codes that do not work) or at the
// receiver (nobody there, a wrong address, no ID, …). The driver picks the reason (the spec's cancellation reasons
// of the order's stage, DRIVER_FAILURE_REASONS) and may add a note (required for "other"); the office sees the
// order cancelled with that reason, and goods already picked up go back by a return order.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DRIVER_FAILURE_REASONS } from '../../domain/driverApi.ts';
import { Field } from './Field.tsx';
import { useDriverI18n } from './i18n.tsx';

export type FailureStage = keyof typeof DRIVER_FAILURE_REASONS;
export type FailureReason = (typeof DRIVER_FAILURE_REASONS)[FailureStage][number];

export function FailDialog({
  open,
  stage,
  busy,
  error,
  onClose,
  onFail,
}: {
  open: boolean;
  stage: FailureStage;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onFail: (reason: FailureReason, note: string) => void;
}) {
  const { t } = useDriverI18n();
  const [reason, setReason] = useState<FailureReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<{ reason?: boolean; note?: boolean }>({});
  const submit = () => {
    const empty = { reason: !reason, note: reason === 'OTHER' && !note.trim() };
    setMissing(empty);
    if (empty.reason || empty.note || !reason) return;
    onFail(reason, note.trim());
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth>
      <DialogTitle>{t(stage === 'toBePickedUp' ? 'fail.titlePickup' : 'fail.titleDelivery')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label={t('fail.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as FailureReason);
            setMissing({});
          }}
        >
          {DRIVER_FAILURE_REASONS[stage].map((code) => (
            <FormControlLabel key={code} value={code} control={<Radio />} label={t(`fail.reasons.${code}`)} />
          ))}
        </RadioGroup>
        {missing.reason ? (
          <Typography variant="body2" color="error" role="alert">
            {t('fail.chooseReason')}
          </Typography>
        ) : null}
        <Field
          multiline
          minRows={2}
          label={t(reason === 'OTHER' ? 'fail.noteRequired' : 'fail.note')}
          value={note}
          onChange={setNote}
          error={Boolean(missing.note || error)}
          helperText={missing.note ? t('signIn.required') : (error ?? undefined)}
          inputProps={{ maxLength: 500 }}
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pin.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={submit}>
          {t('fail.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
