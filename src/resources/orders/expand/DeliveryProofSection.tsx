// The proof of delivery in the expanded row (issue 39): who took the package, when, and the photo the driver took as a
// thumbnail that opens larger in a dialog. The photo is read through the data provider as a blob (the console's token
// travels in a header, so a bare <img src> to the API could not load it) and shown from an object URL, freed when the
// part leaves. While it loads a placeholder says so; a failure says so with a retry. The server decides what the user
// may see: without the receiver's data the name is "customer" and there is no photo to open.
import { Box, Button, ButtonBase, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { HIDDEN_PERSON, type DeliveryProof } from '../../../../domain/api.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { CloseButton, DialogBody, DialogFrame } from '../../../forms/FormDialog.tsx';
import { formatTimestamp } from '../../../i18n/format.ts';
import { Field, Section } from './Fields.tsx';

export const deliveryProofPhotoKey = (orderId: number) => ['deliveryProofPhoto', orderId];

const THUMBNAIL = { width: 120, height: 90 };

/** An object URL of the blob for as long as the blob is shown (revoked when it changes or the part leaves). */
const useObjectUrl = (blob: Blob | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [blob]);
  return url;
};

/** The photo: a thumbnail button that opens it larger; its loading and failed states. */
const DeliveryPhoto = ({ orderId, orderNo }: { orderId: number; orderNo: string }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`orderList.expand.${key}`, options);
  const api = useAppApi('orderList');
  const [open, setOpen] = useState(false);
  const photo = useQuery({
    queryKey: deliveryProofPhotoKey(orderId),
    queryFn: ({ signal }) => api.deliveryProofPhoto(orderId, signal),
    // A proof never changes once given.
    staleTime: Infinity,
  });
  const url = useObjectUrl(photo.data);

  if (photo.isError) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="error" role="alert">
          {t('deliveryPhotoFailed')}
        </Typography>
        <Button size="small" onClick={() => void photo.refetch()}>
          {translate('errors.refresh')}
        </Button>
      </Stack>
    );
  }
  if (!url) {
    return (
      <Box
        role="status"
        aria-label={t('deliveryPhotoLoading')}
        sx={{ ...THUMBNAIL, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <CircularProgress size={24} />
      </Box>
    );
  }
  const alt = t('deliveryPhotoAlt', { orderNo });
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('openDeliveryPhoto')}
        aria-haspopup="dialog"
        sx={{ ...THUMBNAIL, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        <Box component="img" src={url} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </ButtonBase>
      {open && (
        <DialogFrame onClose={() => setOpen(false)} title={t('deliveryPhotoTitle', { orderNo })} maxWidth="md">
          <DialogBody
            actions={<CloseButton label="orderList.expand.deliveryPhotoClose" onClick={() => setOpen(false)} />}
          >
            <Box
              component="img"
              src={url}
              alt={alt}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', objectFit: 'contain' }}
            />
          </DialogBody>
        </DialogFrame>
      )}
    </>
  );
};

/** "Delivered to <name>", the time, and the photo when there is one the user may open. */
export const DeliveryProofSection = ({
  proof,
  orderId,
  orderNo,
}: {
  proof: DeliveryProof;
  orderId: number;
  orderNo: string;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`orderList.expand.${key}`);
  return (
    <Section title={t('deliveryProof')}>
      <Field label={t('deliveredTo')}>
        {proof.receiverName === HIDDEN_PERSON ? t('receiverHidden') : proof.receiverName}
      </Field>
      <Field label={t('deliveredAt')}>{formatTimestamp(proof.at)}</Field>
      {proof.hasPhoto && (
        <Field label={t('deliveryPhoto')}>
          <DeliveryPhoto orderId={orderId} orderNo={orderNo} />
        </Field>
      )}
    </Section>
  );
};
