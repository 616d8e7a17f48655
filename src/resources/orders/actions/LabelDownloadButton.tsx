// Label download (GET /order/labels/{orderId}): the order's label PDF saved as {orderId}_order_label.pdf. While the PDF
// is fetched the button says so (a spinner, "Preparing the label…", busy and disabled); it rests for 5 seconds after
// each click; a failure shows the downloadLabelFailure toast.
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import { Button, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PDF_BUTTON_DISABLED_MS, TOAST_MS } from '../../../../domain/constants.ts';
import { isApiError } from '../../../dataProvider/errors.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { saveBlob } from '../../../browser/saveBlob.ts';

export const LabelDownloadButton = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('orderActions');
  const [resting, setResting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const download = async () => {
    setResting(true);
    timer.current = setTimeout(() => setResting(false), PDF_BUTTON_DISABLED_MS);
    setDownloading(true);
    try {
      const file = await api.downloadLabel(orderId);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      if (!isApiError(error, 401))
        notify('orderActions.errors.downloadLabelFailure', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      if (mounted.current) setDownloading(false);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void download()}
      disabled={resting || downloading}
      aria-busy={downloading}
      startIcon={downloading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <LocalPrintshopIcon />}
    >
      {translate(downloading ? 'orderActions.labelDownload.preparing' : 'orderActions.actions.downloadLabel')}
    </Button>
  );
};
