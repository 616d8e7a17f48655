// Downloads the client's generated contract as contract.pdf (the onboarding's waiting screen, the settings' contract
// section), busy while it loads; a failure shows downloadContractFailure.
import DownloadIcon from '@mui/icons-material/Download';
import type { ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../browser/saveBlob.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';

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
    <SubmitButton
      type="button"
      pending={downloading}
      variant={variant}
      color={color}
      onClick={() => void download()}
      aria-busy={downloading}
      startIcon={<DownloadIcon />}
    >
      {translate('settings.contract.download')}
    </SubmitButton>
  );
};
