// Company data tab: the company's legal data for the contract (NIP, REGON, address, representative, …), then the
// contract itself: generating it means accepting the terms; the PDF downloads as contract.pdf. The first save binds
// the NIP to the company for good: a question shows the NIP and the company name first. The contract is made from the
// saved data only: the contract section knows when the form holds unsaved changes (UnsavedCompanyData). Once the
// company is active (or its contract signed) the data are shown as text, with whom to write to change them, and the
// contract can still be downloaded.
import { Alert, Box, CircularProgress, DialogContentText, Divider, Grid, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Form, setSubmissionErrors, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { companyDataLocked, type MyCompany } from '../../../domain/accountSchemas.ts';
import type { MeResponse } from '../../../domain/api.ts';
import { CONTRACT_DATA_FIELDS, contractDataSchema, formatNip } from '../../../domain/companySchemas.ts';
import { SUPPORT_EMAIL, TOAST_MS } from '../../../domain/constants.ts';
import type { CompanyContractData } from '../../../domain/types.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { LabelledValues } from '../../layout/LabelledValues.tsx';
import { LoadError } from '../../layout/LoadError.tsx';
import { schemaValidator, serverFieldErrors, topLevelField } from '../../forms/formErrors.ts';
import { ConfirmDialog } from '../../forms/FormDialog.tsx';
import { FormSubmitButton } from '../../forms/SubmitButton.tsx';
import { optionalText } from '../../forms/formValues.ts';
import { OnboardingStepper } from '../onboarding/OnboardingStepper.tsx';
import { ContractSection, type UnsavedCompanyData } from './ContractSection.tsx';
import { FormDraft, useClearFormDraft } from '../../drafts/useDraft.tsx';
import { useMyCompany, useMyCompanyChanged } from './useMyCompany.ts';

/** The draft of the company data being typed (src/drafts). */
const COMPANY_DATA_DRAFT = 'settings.companyData';

/** The form's fields, under the company-data form's names (toContractData maps them to the API's). */
export interface CompanyDataValues {
  companyName?: string | null;
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  regon?: string | null;
  nip?: string | null;
  krs?: string | null;
  headquartersIn?: string | null;
  shareCapital?: string | null;
  streetName?: string | null;
  streetNumber?: string | null;
  apartmentNumber?: string | null;
  city?: string | null;
  zipCode?: string | null;
}

const text = (v: string | null | undefined) => (v ?? '').trim();

export const toContractData = (v: CompanyDataValues) => ({
  name: text(v.companyName),
  displayName: optionalText(v.displayName),
  firstName: text(v.firstName),
  lastName: text(v.lastName),
  regon: text(v.regon),
  nip: text(v.nip),
  krs: optionalText(v.krs),
  headquartersIn: text(v.headquartersIn),
  shareCapital: optionalText(v.shareCapital),
  street: text(v.streetName),
  streetNumber: optionalText(v.streetNumber),
  apartmentNumber: optionalText(v.apartmentNumber),
  city: text(v.city),
  zipCode: text(v.zipCode),
});

/** A message of a contract-data field under the form's field of that name. */
const fieldOf = topLevelField({ name: 'companyName', street: 'streetName' });

export const validateCompanyData = schemaValidator<CompanyDataValues>(contractDataSchema, toContractData, {
  fieldPath: fieldOf,
});

/** The form of a company's data as loaded: saving it unchanged sends the data as stored. */
export const valuesOf = (company: MyCompany): CompanyDataValues => {
  const d = company.contractData;
  return {
    companyName: d?.name ?? company.name,
    displayName: d?.displayName ?? company.displayName ?? '',
    firstName: d?.firstName ?? '',
    lastName: d?.lastName ?? '',
    regon: d?.regon ?? '',
    nip: d?.nip ?? '',
    krs: d?.krs ?? '',
    headquartersIn: d?.headquartersIn ?? '',
    shareCapital: d?.shareCapital ?? '',
    streetName: d?.street ?? '',
    streetNumber: d?.streetNumber ?? '',
    apartmentNumber: d?.apartmentNumber ?? '',
    city: d?.city ?? '',
    zipCode: d?.zipCode ?? '',
  };
};

/** The fields in the form's order (the read-only view shows them in the same order): the company data's, by their
 * names in this form. */
const FIELDS = CONTRACT_DATA_FIELDS.map((key) => fieldOf([key])[0] as keyof CompanyDataValues);

const fieldLabel = (source: keyof CompanyDataValues) => `settings.companyData.fields.${source}`;

/** Server field errors (contractData paths) under the form's fields. */
const serverErrors = (error: unknown) =>
  serverFieldErrors(error, (path) => fieldOf(path[0] === 'contractData' ? path.slice(1) : path));

/** Our support address, a mail about the company's data when `subject` is given. */
const SupportMail = ({ subject }: { subject?: string }) => (
  <Link href={`mailto:${SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>
    {SUPPORT_EMAIL}
  </Link>
);

/** The question before the first save: the NIP is bound to the company for good. */
interface NipQuestion {
  nip: string;
  name: string;
  answer: (confirmed: boolean) => void;
}

const NipConfirmDialog = ({ question }: { question: NipQuestion }) => {
  const translate = useTranslate();
  const key = (name: string) => `settings.companyData.nipConfirm.${name}`;
  return (
    <ConfirmDialog
      title={translate(key('title'))}
      onClose={() => question.answer(false)}
      onConfirm={() => question.answer(true)}
      cancelLabel={key('cancel')}
      confirmLabel={key('confirm')}
      content={
        <Stack spacing={2}>
          <DialogContentText>{translate(key('text'))}</DialogContentText>
          <LabelledValues
            rows={[
              [translate(fieldLabel('nip')), question.nip],
              [translate(fieldLabel('companyName')), question.name],
            ]}
          />
          <DialogContentText>
            {translate(key('howToChange'))} <SupportMail />
          </DialogContentText>
        </Stack>
      }
    />
  );
};

type SaveResult = { saved?: MyCompany; errors?: object };

/**
 * Inside the form: tells the contract section whether the form holds unsaved changes (typed, or restored from a
 * draft), with the save and the discard it may ask for. The save goes through the form's checks and `save`.
 */
const UnsavedChangesBridge = ({
  save,
  discardDraft,
  onChange,
}: {
  save: (values: CompanyDataValues) => Promise<SaveResult>;
  discardDraft: () => void;
  onChange: (unsaved: UnsavedCompanyData | null) => void;
}) => {
  const { handleSubmit, reset, setError } = useFormContext();
  const { isDirty } = useFormState();
  const latest = useRef({ save, discardDraft });
  useEffect(() => {
    latest.current = { save, discardDraft };
  });
  useEffect(() => {
    onChange(
      isDirty
        ? {
            save: () =>
              new Promise<MyCompany | null>((resolve) => {
                void handleSubmit(
                  async (values) => {
                    const { saved, errors } = await latest.current.save(values as CompanyDataValues);
                    if (errors) setSubmissionErrors(errors, setError);
                    // The form shows what was saved (also when the server stored it as it was, trimmed).
                    if (saved) reset(valuesOf(saved));
                    resolve(saved ?? null);
                  },
                  () => resolve(null),
                )();
              }),
            discard: () => {
              reset();
              latest.current.discardDraft();
            },
          }
        : null,
    );
  }, [isDirty, handleSubmit, reset, setError, onChange]);
  useEffect(() => () => onChange(null), [onChange]);
  return null;
};

const CompanyDataForm = ({
  company,
  onUnsavedChange,
}: {
  company: MyCompany;
  onUnsavedChange: (unsaved: UnsavedCompanyData | null) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const companyChanged = useMyCompanyChanged();
  const nipLocked = !!company.contractData?.nip;
  const clearDraft = useClearFormDraft(COMPANY_DATA_DRAFT);
  const [nipQuestion, setNipQuestion] = useState<NipQuestion | null>(null);

  /** Before the save that sets the NIP: the user confirms the NIP and the company it is bound to. */
  const nipConfirmed = (values: CompanyDataValues) =>
    nipLocked
      ? Promise.resolve(true)
      : new Promise<boolean>((resolve) =>
          setNipQuestion({
            nip: formatNip(text(values.nip)),
            name: text(values.companyName),
            answer: (confirmed) => {
              setNipQuestion(null);
              resolve(confirmed);
            },
          }),
        );

  /** Saves the values: the saved company, or the field errors to show (neither when not confirmed or failed). */
  const save = async (values: CompanyDataValues): Promise<SaveResult> => {
    // Declined: the form stays as typed.
    if (!(await nipConfirmed(values))) return {};
    try {
      const saved = await api.saveCompanyData(toContractData(values) as CompanyContractData);
      clearDraft();
      notify('settings.companyData.saved', { type: 'success', autoHideDuration: TOAST_MS });
      await companyChanged(saved);
      return { saved };
    } catch (error) {
      const fieldErrors = serverErrors(error);
      if (fieldErrors) return { errors: fieldErrors };
      console.error('Company data update failed', error);
      notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      return {};
    }
  };

  const field = (source: keyof CompanyDataValues, props: Record<string, unknown> = {}) => (
    <TextInput source={source} label={fieldLabel(source)} fullWidth {...props} />
  );

  return (
    <Form
      key={company.contractData ? 'saved' : 'new'}
      defaultValues={valuesOf(company)}
      onSubmit={async (values: Record<string, unknown>) => (await save(values as CompanyDataValues)).errors}
      validate={validateCompanyData}
      noValidate
    >
      {/* What is typed survives a reload and a failed save until it is saved. */}
      <FormDraft name={COMPANY_DATA_DRAFT} />
      <UnsavedChangesBridge save={save} discardDraft={clearDraft} onChange={onUnsavedChange} />
      {nipQuestion && <NipConfirmDialog question={nipQuestion} />}
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>{field('companyName', { isRequired: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('displayName', { helperText: 'settings.companyData.displayNameHelp' })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('firstName', { isRequired: true, autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('lastName', { isRequired: true, autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {field('nip', {
            isRequired: true,
            readOnly: nipLocked,
            helperText: nipLocked ? 'settings.companyData.nipLocked' : 'settings.companyData.nipHelp',
            slotProps: { htmlInput: { inputMode: 'numeric', readOnly: nipLocked } },
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {field('regon', { isRequired: true, slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {field('krs', {
            helperText: 'settings.companyData.krsHelp',
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('headquartersIn', { isRequired: true, helperText: 'settings.companyData.headquartersHelp' })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {field('shareCapital', { helperText: 'settings.companyData.shareCapitalHelp' })}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('streetName', { isRequired: true, autoComplete: 'address-line1' })}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('streetNumber')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{field('apartmentNumber')}</Grid>
        <Grid size={{ xs: 5, md: 3 }}>
          {field('zipCode', {
            isRequired: true,
            placeholder: '00-000',
            slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 6 } },
          })}
        </Grid>
        <Grid size={{ xs: 7, md: 9 }}>{field('city', { isRequired: true, autoComplete: 'address-level2' })}</Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <FormSubmitButton>{translate('settings.companyData.save')}</FormSubmitButton>
      </Box>
      {company.contractState === 'generated' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('settings.companyData.changeResetsContract')}
        </Alert>
      )}
    </Form>
  );
};

/** A link to the contract (…#contract) brings it into view once the company is loaded. */
const useScrollToContract = (ready: boolean) => {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === '#contract') document.getElementById('contract')?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
};

/** An active company's data (or a signed contract's): text only, and whom to write to for a change. */
const CompanyDataView = ({ company }: { company: MyCompany }) => {
  const translate = useTranslate();
  const values = valuesOf(company);
  const shown = (source: keyof CompanyDataValues) => {
    const value = text(values[source]);
    if (!value)
      return (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate('settings.companyData.notGiven')}
        </Box>
      );
    return source === 'nip' ? formatNip(value) : value;
  };
  return (
    <Stack spacing={2}>
      {company.contractData ? (
        <LabelledValues rows={FIELDS.map((source) => [translate(fieldLabel(source)), shown(source)])} />
      ) : (
        <Typography variant="body2">{translate('settings.companyData.noData')}</Typography>
      )}
      <Alert severity="info">
        {translate('settings.companyData.changeRequest')}{' '}
        <SupportMail subject={translate('settings.companyData.changeRequestSubject', { name: company.name })} />
      </Alert>
    </Stack>
  );
};

export const CompanyDataTab = ({ me }: { me: MeResponse }) => {
  const translate = useTranslate();
  const company = useMyCompany();
  const [unsaved, setUnsaved] = useState<UnsavedCompanyData | null>(null);
  useScrollToContract(company.isSuccess);
  if (company.isPending) return <CircularProgress aria-hidden={false} aria-label={translate('app.loading')} />;
  if (company.isError)
    return <LoadError messageKey="settings.companyData.loadError" onRefresh={() => void company.refetch()} />;
  const locked = companyDataLocked(company.data);
  return (
    <Stack spacing={3}>
      {!me.activated && <OnboardingStepper me={me} sx={{ display: { xs: 'none', md: 'flex' } }} />}
      <div>
        <Typography variant="h6" component="h2">
          {translate('settings.companyData.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(locked ? 'settings.companyData.readOnlyIntro' : 'settings.companyData.intro')}
        </Typography>
        {locked ? (
          <CompanyDataView company={company.data} />
        ) : (
          <CompanyDataForm company={company.data} onUnsavedChange={setUnsaved} />
        )}
      </div>
      <Divider />
      <ContractSection company={company.data} unsaved={locked ? null : unsaved} />
    </Stack>
  );
};
