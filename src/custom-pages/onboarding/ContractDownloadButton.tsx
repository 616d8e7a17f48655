// Downloads the client's generated contract as contract.pdf, showing that it works; a failure shows
// downloadContractFailure.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../browser/saveBlob.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';

export const ContractDownloadButton = ({ variant = 'outlined', color }: Pick<ButtonProps, 'variant' | 'color'>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const file = await api.downloadContract();
      saveBlob(file.blob, file.filename);
    } catch (error) {
      console.error('Contract download failed', error);
      notify('settings.contract.downloadContractFailure', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant={variant}
      color={color}
      onClick={() => void download()}
      disabled={downloading}
      aria-busy={downloading}
      startIcon={downloading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <DownloadIcon />}
    >
      {translate('settings.contract.download')}
    </Button>
  );
};
