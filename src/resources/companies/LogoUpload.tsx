// The logo upload of the company page: PNG, JPEG or WebP of at most 1 MB, checked here first and again by the
// server (which decodes the image and stores it drawn again, and says why when it refuses it); sent as base64 JSON
// to POST /company/logo.
import UploadIcon from '@mui/icons-material/Upload';
import { Button, CircularProgress } from '@mui/material';
import { useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  type CompanyDetails,
  type LogoContentType,
} from '../../../domain/companySchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { serverErrorMessage } from '../../dataProvider/serverErrorMessage.ts';

const toBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export const LogoUpload = ({
  company,
  onUploaded,
}: {
  company: CompanyDetails;
  onUploaded: (company: CompanyDetails) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('companies');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      notify('companies.logo.wrongType', { type: 'error' });
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      notify('companies.logo.tooLarge', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const updated = await api.uploadLogo({
        companyId: company.id,
        contentType: file.type as LogoContentType,
        data: await toBase64(file),
      });
      notify('companies.logo.uploaded', { type: 'success' });
      onUploaded(updated);
    } catch (error) {
      console.error('Logo upload failed', error);
      const code = isApiError(error, 400) ? error.errorCode : null;
      notify(
        code === 'logo_too_large'
          ? 'companies.logo.tooLarge'
          : code === 'logo_type_not_allowed'
            ? 'companies.logo.wrongType'
            : serverErrorMessage(error),
        { type: 'error' },
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={LOGO_CONTENT_TYPES.join(',')}
        hidden
        aria-label={translate('companies.logo.file')}
        data-testid="company-logo-input"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {translate(company.logo ? 'companies.logo.change' : 'companies.logo.upload')}
      </Button>
    </>
  );
};
