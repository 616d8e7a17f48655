// The contract and its states: pending (fill in the company data first), not generated (accept the terms and generate),
// generated (print, sign and send it for activation, then wait for it: WaitingForActivation says what happens next; it
// may be generated again after a data change), signed and accepted.
// Download saves contract.pdf; a failure shows downloadContractFailure.
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Alert, Checkbox, Chip, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useReloadSession } from '../../authProvider/useReloadSession.ts';
import type { MyCompany } from '../../domain/accountSchemas.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { ContractDownloadButton } from '../onboarding/ContractDownloadButton.tsx';
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
          <SubmitButton
            type="button"
            pending={generating}
            disabled={!accepted}
            onClick={() => void generate()}
            startIcon={<DescriptionIcon />}
          >
            {translate(state === 'generated' ? 'settings.contract.regenerate' : 'settings.contract.generate')}
          </SubmitButton>
        )}
        {(state === 'generated' || state === 'signed') && <ContractDownloadButton />}
      </Stack>
      {!accepted && state === 'not_generated' && (
        <Typography variant="caption" color="text.secondary">
          {translate('settings.contract.acceptFirst')}
        </Typography>
      )}
    </Stack>
  );
};
