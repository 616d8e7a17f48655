// The contract and its states: pending (fill in the company data first), not generated (accept the terms and generate),
// generated (print, sign and send it for activation, then wait for it: WaitingForActivation says what happens next; it
// may be generated again after a data change), signed and accepted.
// Download saves contract.pdf; a failure shows downloadContractFailure.
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useReloadSession } from '../../authProvider/useReloadSession.ts';
import type { MyCompany } from '../../domain/accountSchemas.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { saveBlob } from '../../browser/saveBlob.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { WaitingForActivation } from '../onboarding/WaitingForActivation.tsx';
import { useSetMyCompany } from './useMyCompany.ts';

const STATE_COLOR = { pending: 'default', not_generated: 'info', generated: 'warning', signed: 'success' } as const;

export const ContractSection = ({ company }: { company: MyCompany }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const setCompany = useSetMyCompany();
  const reloadSession = useReloadSession();
  const [accepted, setAccepted] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const state = company.contractState;
  const canGenerate = state === 'not_generated' || state === 'generated';

  const generate = async () => {
    setGenerating(true);
    try {
      const saved = await api.generateContract();
      setCompany(saved);
      setAccepted(false);
      notify('settings.contract.generatedToast', { type: 'success', autoHideDuration: TOAST_MS });
      await reloadSession();
    } catch (error) {
      console.error('Contract generation failed', error);
      notify('settings.contract.generateFailure', { type: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setGenerating(false);
    }
  };

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
    <Stack spacing={2} component="section" aria-labelledby="contract-title" id="contract" sx={{ scrollMarginTop: 80 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DescriptionIcon color="primary" />
        <Typography variant="h6" component="h2" id="contract-title" sx={{ flex: 1 }}>
          {translate('settings.contract.title')}
        </Typography>
        <Chip color={STATE_COLOR[state]} label={translate(`settings.contract.states.${state}`)} />
      </Stack>
      {state === 'generated' ? (
        <WaitingForActivation withDownload={false} />
      ) : (
        <Alert severity={state === 'signed' ? 'success' : state === 'pending' ? 'warning' : 'info'}>
          {translate(`settings.contract.explain.${state}`)}
        </Alert>
      )}
      {canGenerate && (
        <FormControlLabel
          control={<Checkbox checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />}
          label={
            <>
              {translate('settings.contract.acceptTerms')}{' '}
              <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
                {translate('register.form.privacyPolicy')}
              </Link>
            </>
          }
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {canGenerate && (
          <Button
            variant="contained"
            onClick={() => void generate()}
            disabled={!accepted || generating}
            startIcon={generating ? <CircularProgress size={18} color="inherit" /> : <DescriptionIcon />}
          >
            {translate(state === 'generated' ? 'settings.contract.regenerate' : 'settings.contract.generate')}
          </Button>
        )}
        {(state === 'generated' || state === 'signed') && (
          <Button
            variant="outlined"
            onClick={() => void download()}
            disabled={downloading}
            startIcon={downloading ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
          >
            {translate('settings.contract.download')}
          </Button>
        )}
      </Stack>
      {!accepted && state === 'not_generated' && (
        <Typography variant="caption" color="text.secondary">
          {translate('settings.contract.acceptFirst')}
        </Typography>
      )}
    </Stack>
  );
};
