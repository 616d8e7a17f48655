// Delivered, with proof: the name of the person who took the package and a photo taken with the phone's camera
// (made smaller on the phone). The name is required; the photo is asked for and may be skipped when the camera
// cannot be used.
import { useRef, useState } from 'react';
import { DELIVERY_RECEIVER_NAME_MAX, type DeliveryProofInput } from '../../domain/driverApi.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Field } from './Field.tsx';
import { useDriverI18n } from './i18n.tsx';
import { PhotoError, preparePhoto, type DeliveryPhoto } from './photo.ts';

export type { DeliveryProofInput };

export function DeliverDialog({
  open,
  busy,
  error,
  onClose,
  onDeliver,
}: {
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onDeliver: (proof: DeliveryProofInput) => void;
}) {
  const { t } = useDriverI18n();
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setPhotoError(null);
    try {
      setPhoto(await preparePhoto(file));
    } catch (caught) {
      setPhoto(null);
      setPhotoError(
        t(caught instanceof PhotoError && caught.code === 'size' ? 'deliver.photoTooLarge' : 'deliver.photoType'),
      );
    } finally {
      setReading(false);
    }
  };

  const submit = () => {
    if (!name.trim()) {
      setNameMissing(true);
      return;
    }
    onDeliver({
      receiverName: name.trim(),
      ...(photo ? { photo: { contentType: photo.contentType, data: photo.data } } : {}),
    });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth>
      <DialogTitle>{t('deliver.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Field
          autoFocus
          label={t('deliver.receiverName')}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameMissing(false);
          }}
          error={nameMissing || Boolean(error)}
          helperText={nameMissing ? t('signIn.required') : (error ?? undefined)}
          inputProps={{ maxLength: DELIVERY_RECEIVER_NAME_MAX, autoComplete: 'off' }}
          sx={{ mt: 1 }}
        />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            hidden
            aria-label={t('deliver.takePhoto')}
            onChange={(event) => void take(event.target.files?.[0])}
          />
          <Button
            variant="outlined"
            startIcon={<PhotoCameraIcon />}
            disabled={reading}
            onClick={() => input.current?.click()}
          >
            {photo ? t('deliver.retakePhoto') : t('deliver.takePhoto')}
          </Button>
          {photo?.url ? (
            <Box
              component="img"
              src={photo.url}
              alt={t('deliver.photoPreview')}
              sx={{ width: '100%', maxHeight: 240, objectFit: 'contain', borderRadius: 1 }}
            />
          ) : null}
          {photo ? (
            <Typography variant="body2" color="text.secondary">
              {t('deliver.photoReady')}
            </Typography>
          ) : null}
          {photoError ? (
            <Typography variant="body2" color="error" role="alert">
              {photoError}
            </Typography>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('pin.cancel')}</Button>
        <Button variant="contained" disabled={busy || reading} onClick={submit}>
          {t('order.action.deliver')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
