// Downloads the client's generated contract as contract.pdf (the onboarding's waiting screen, the settings' contract
// section), busy while it loads; a failure shows downloadContractFailure. The server builds it from the saved company
// data; the settings' contract section asks first when the form on screen holds unsaved changes (onBeforeDownload).
import DownloadIcon from '@mui/icons-material/Download';
import type { ButtonProps } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../browser/saveBlob.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

/** The contract's download: `download()` saves contract.pdf (a failure is notified), `downloading` while it runs. */
export const useContractDownload = () => {
  const notify = useNotify();
  const api = useAppApi('account');
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
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
  }, [api, notify]);
  return { download, downloading };
};

export const ContractDownloadButton = ({
  variant = 'outlined',
  color,
  onBeforeDownload,
}: Pick<ButtonProps, 'variant' | 'color'> & {
  /** Asked on click: false stops the download (the caller says why and offers what to do). */
  onBeforeDownload?: () => boolean;
}) => {
  const translate = useTranslate();
  const { download, downloading } = useContractDownload();
  return (
    <SubmitButton
      type="button"
      pending={downloading}
      variant={variant}
      color={color}
      onClick={() => {
        if (!onBeforeDownload || onBeforeDownload()) void download();
      }}
      aria-busy={downloading}
      startIcon={<DownloadIcon />}
    >
      {translate('settings.contract.download')}
    </SubmitButton>
  );
};
