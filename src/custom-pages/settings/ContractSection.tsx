// The contract and its states: pending (fill in the company data first), not generated (accept the terms and generate),
// generated (print, sign and send it for activation, then wait for it: WaitingForActivation says what happens next; it
// may be generated again after a data change), signed and accepted (an active company: download only).
// Download saves contract.pdf; a failure shows downloadContractFailure. A contract is made only from the saved company
// data: while the form above holds unsaved changes (typed, or restored from a draft), generating or downloading first
// says so and offers to save and generate, or to discard the changes.
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  DialogContentText,
  FormControlLabel,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MyCompany } from '../../../domain/accountSchemas.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { CloseButton, DialogBody, DialogFrame } from '../../forms/FormDialog.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { ContractDownloadButton, useContractDownload } from '../onboarding/ContractDownloadButton.tsx';
import { WaitingForActivation } from '../onboarding/WaitingForActivation.tsx';
import { useMyCompanyChanged } from './useMyCompany.ts';

const STATE_COLOR = { pending: 'default', not_generated: 'info', generated: 'warning', signed: 'success' } as const;

/** The company-data form's unsaved changes, as the contract section acts on them. */
export interface UnsavedCompanyData {
  /** Saves the form (its checks and questions first): the saved company, or null when nothing was saved. */
  save(): Promise<MyCompany | null>;
  /** Puts the form back to the saved data and forgets its draft. */
  discard(): void;
}

/** What the user asked for while the form held unsaved changes. */
type Wanted = 'generate' | 'download';

const TermsCheckbox = ({ accepted, onChange }: { accepted: boolean; onChange: (accepted: boolean) => void }) => {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Checkbox checked={accepted} onChange={(e) => onChange(e.target.checked)} />}
      label={
        <>
          {translate('settings.contract.acceptTerms')}{' '}
          <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
            {translate('register.form.privacyPolicy')}
          </Link>
        </>
      }
    />
  );
};

const UnsavedChangesDialog = ({
  wanted,
  accepted,
  onAccept,
  saving,
  onSave,
  onDiscard,
  onClose,
}: {
  wanted: Wanted;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const key = (name: string) => `settings.contract.unsaved.${name}`;
  return (
    <DialogFrame onClose={saving ? undefined : onClose} title={translate(key('title'))} maxWidth="sm">
      <DialogBody
        dividers={false}
        actions={
          <>
            <CloseButton label={key('keepEditing')} onClick={onClose} disabled={saving} />
            <Button onClick={onDiscard} disabled={saving}>
              {translate(key(wanted === 'generate' ? 'discardAndGenerate' : 'discardAndDownload'))}
            </Button>
            <SubmitButton type="button" pending={saving} disabled={!accepted} onClick={onSave}>
              {translate(key(wanted === 'generate' ? 'saveAndGenerate' : 'saveGenerateAndDownload'))}
            </SubmitButton>
          </>
        }
      >
        <DialogContentText>{translate(key('text'))}</DialogContentText>
        <TermsCheckbox accepted={accepted} onChange={onAccept} />
      </DialogBody>
    </DialogFrame>
  );
};

export const ContractSection = ({
  company,
  unsaved = null,
}: {
  company: MyCompany;
  /** The form's unsaved changes; null when what is on screen is saved. */
  unsaved?: UnsavedCompanyData | null;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const companyChanged = useMyCompanyChanged();
  const contract = useContractDownload();
  const [accepted, setAccepted] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [wanted, setWanted] = useState<Wanted | null>(null);
  const [saving, setSaving] = useState(false);
  const state = company.contractState;
  const canGenerate = state === 'not_generated' || state === 'generated';
  // The server prints the saved company data: without them there is nothing to download.
  const canDownload = (state === 'generated' || state === 'signed') && company.contractData !== null;

  /** Generates the contract from the saved data; true when it was generated. */
  const generate = async () => {
    setGenerating(true);
    try {
      const saved = await api.generateContract();
      setAccepted(false);
      notify('settings.contract.generatedToast', { type: 'success', autoHideDuration: TOAST_MS });
      await companyChanged(saved);
      return true;
    } catch (error) {
      console.error('Contract generation failed', error);
      notify('settings.contract.generateFailure', { type: 'error', autoHideDuration: TOAST_MS });
      return false;
    } finally {
      setGenerating(false);
    }
  };

  const saveAndGenerate = async () => {
    if (!unsaved || !wanted) return;
    setSaving(true);
    try {
      // Not saved (errors under the fields, or a question declined): the form says why; nothing is generated.
      if (!(await unsaved.save())) return;
      if ((await generate()) && wanted === 'download') await contract.download();
    } finally {
      setSaving(false);
      setWanted(null);
    }
  };

  const discardAndGo = async () => {
    if (!unsaved || !wanted) return;
    unsaved.discard();
    setWanted(null);
    if (wanted === 'generate') await generate();
    else await contract.download();
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
      {canGenerate && <TermsCheckbox accepted={accepted} onChange={setAccepted} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {canGenerate && (
          <SubmitButton
            type="button"
            pending={generating}
            disabled={!accepted}
            onClick={() => (unsaved ? setWanted('generate') : void generate())}
            startIcon={<DescriptionIcon />}
          >
            {translate(state === 'generated' ? 'settings.contract.regenerate' : 'settings.contract.generate')}
          </SubmitButton>
        )}
        {canDownload && (
          <ContractDownloadButton
            onBeforeDownload={() => {
              if (!unsaved) return true;
              setWanted('download');
              return false;
            }}
          />
        )}
      </Stack>
      {unsaved && (canGenerate || canDownload) && (
        <Alert severity="warning" role="status">
          {translate('settings.contract.unsaved.hint')}
        </Alert>
      )}
      {!accepted && state === 'not_generated' && (
        <Typography variant="caption" color="text.secondary">
          {translate('settings.contract.acceptFirst')}
        </Typography>
      )}
      {wanted && unsaved && (
        <UnsavedChangesDialog
          wanted={wanted}
          accepted={accepted}
          onAccept={setAccepted}
          saving={saving}
          onSave={() => void saveAndGenerate()}
          onDiscard={() => void discardAndGo()}
          onClose={() => setWanted(null)}
        />
      )}
    </Stack>
  );
};
