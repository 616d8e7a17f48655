// Company data tab: the company's legal data for the contract (NIP, REGON, address, representative, …), then the
// contract itself: generating it means accepting the terms; the PDF downloads as contract.pdf. Shown while the company
// is not activated. NIP is read-only once saved.
import { Alert, Box, CircularProgress, Divider, Grid, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Form, TextInput, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useReloadSession } from '../../authProvider/useReloadSession.ts';
import type { MyCompany } from '../../domain/accountSchemas.ts';
import type { MeResponse } from '../../domain/api.ts';
import { contractDataSchema } from '../../domain/companySchemas.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import type { CompanyContractData } from '../../domain/types.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { schemaValidator, serverFieldErrors, topLevelField } from '../../forms/formErrors.ts';
import { FormSubmitButton } from '../../forms/SubmitButton.tsx';
import { optionalText } from '../../forms/formValues.ts';
import { OnboardingStepper } from '../onboarding/OnboardingStepper.tsx';
import { ContractSection } from './ContractSection.tsx';
import { FormDraft, useClearFormDraft } from '../../drafts/useDraft.tsx';

/** The draft of the company data being typed (src/drafts). */
const COMPANY_DATA_DRAFT = 'settings.companyData';
import { useMyCompany, useSetMyCompany } from './useMyCompany.ts';

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

/** Server field errors (contractData paths) under the form's fields. */
const serverErrors = (error: unknown) =>
  serverFieldErrors(error, (path) => fieldOf(path[0] === 'contractData' ? path.slice(1) : path));

const CompanyDataForm = ({ company }: { company: MyCompany }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const setCompany = useSetMyCompany();
  const reloadSession = useReloadSession();
  const nipLocked = !!company.contractData?.nip;
  const clearDraft = useClearFormDraft(COMPANY_DATA_DRAFT);

  const submit = async (values: CompanyDataValues) => {
    try {
      const saved = await api.saveCompanyData(toContractData(values) as CompanyContractData);
      setCompany(saved);
      clearDraft();
      notify('settings.companyData.saved', { type: 'success', autoHideDuration: TOAST_MS });
      await reloadSession();
      return undefined;
    } catch (error) {
      const fieldErrors = serverErrors(error);
      if (fieldErrors) return fieldErrors;
      console.error('Company data update failed', error);
      notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
  };

  const field = (source: keyof CompanyDataValues, props: Record<string, unknown> = {}) => (
    <TextInput source={source} label={`settings.companyData.fields.${source}`} fullWidth {...props} />
  );

  return (
    <Form
      key={company.contractData ? 'saved' : 'new'}
      defaultValues={valuesOf(company)}
      onSubmit={(values: Record<string, unknown>) => submit(values as CompanyDataValues)}
      validate={validateCompanyData}
      noValidate
    >
      {/* What is typed survives a reload and a failed save until it is saved. */}
      <FormDraft name={COMPANY_DATA_DRAFT} />
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

export const CompanyDataTab = ({ me }: { me: MeResponse }) => {
  const translate = useTranslate();
  const company = useMyCompany();
  useScrollToContract(company.isSuccess);
  if (company.isPending) return <CircularProgress aria-hidden={false} aria-label={translate('app.loading')} />;
  if (company.isError)
    return <LoadError messageKey="settings.companyData.loadError" onRefresh={() => void company.refetch()} />;
  return (
    <Stack spacing={3}>
      <OnboardingStepper me={me} sx={{ display: { xs: 'none', md: 'flex' } }} />
      <div>
        <Typography variant="h6" component="h2">
          {translate('settings.companyData.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('settings.companyData.intro')}
        </Typography>
        <CompanyDataForm company={company.data} />
      </div>
      <Divider />
      <ContractSection company={company.data} />
    </Stack>
  );
};
