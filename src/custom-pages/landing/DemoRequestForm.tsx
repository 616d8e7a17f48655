// The demo-request form of the landing page (our own form, stored by POST /api/lead/register): name, e-mail, phone,
// company, message, the contact consent and a honeypot. Field errors come from the shared zod schema
// (domain/leadSchemas.ts) under the fields, and from the server's 400 the same way; other failures show a message
// above the button.
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { leadErrorCode, leadRegisterSchema, type LeadRegisterBody } from '../../../domain/leadSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { onlyFields, schemaValidator, serverFieldErrors, topLevelField } from '../../forms/formErrors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { LANDING_COMPANY } from './company.ts';

export interface DemoRequestValues {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  companyName?: string | null;
  message?: string | null;
  consent?: boolean;
  website?: string | null;
}

const FIELDS = ['name', 'email', 'phone', 'companyName', 'message', 'consent'] as const;

export const toLeadBody = (values: DemoRequestValues, source?: string): LeadRegisterBody => ({
  name: (values.name ?? '').trim(),
  email: (values.email ?? '').trim(),
  phone: (values.phone ?? '').trim(),
  companyName: (values.companyName ?? '').trim(),
  message: (values.message ?? '').trim(),
  // The form sends only after the schema accepted the values, so the consent is true by then.
  consent: (values.consent === true) as true,
  website: values.website ?? '',
  ...(source ? { source } : {}),
});

const validate = schemaValidator<DemoRequestValues>(leadRegisterSchema, (values) => toLeadBody(values), {
  fieldPath: topLevelField(),
});

/** Server field errors (400) under the form's fields; others give the failure above the button. */
const fieldPath = onlyFields(FIELDS);

/** The contact consent with its error under it (react-admin's BooleanInput is a switch without an error text). */
const ConsentCheckbox = () => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: 'consent', defaultValue: false });
  const { isSubmitted } = useFormContext().formState;
  const error = fieldState.error && (fieldState.isTouched || isSubmitted) ? fieldState.error : undefined;
  const message = error?.message as unknown as { message: string; args?: Record<string, unknown> } | string | undefined;
  return (
    <FormControl error={!!error} required>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
            sx={{ mt: -0.75 }}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': !!error,
                'aria-describedby': error ? 'lead-consent-error' : undefined,
              },
            }}
          />
        }
        label={
          <Typography variant="body2" color="text.secondary">
            {translate('landing.form.consent', { controller: LANDING_COMPANY.controller })} *
          </Typography>
        }
      />
      {error && (
        <FormHelperText id="lead-consent-error" sx={{ ml: 4 }}>
          {typeof message === 'string' ? translate(message) : message ? translate(message.message, message.args) : ''}
        </FormHelperText>
      )}
    </FormControl>
  );
};

/** A field people never see (off-screen, out of the tab order); bots that fill every input fill it too. */
const Honeypot = () => {
  const translate = useTranslate();
  const { field } = useController({ name: 'website', defaultValue: '' });
  return (
    <Box aria-hidden sx={{ position: 'absolute', left: -10000, top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        {translate('landing.form.honeypot')}
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
        />
      </label>
    </Box>
  );
};

export interface DemoRequestFormProps {
  source?: string;
  onSent(): void;
}

const INPUT = { variant: 'outlined', fullWidth: true } as const;

export const DemoRequestForm = ({ source, onSent }: DemoRequestFormProps) => {
  const translate = useTranslate();
  const leads = useAppApi('leads');
  const [failure, setFailure] = useState<string | null>(null);
  const register = useMutation({ mutationFn: (body: LeadRegisterBody) => leads.register(body) });

  const submit = async (values: DemoRequestValues) => {
    setFailure(null);
    try {
      await register.mutateAsync(toLeadBody(values, source));
      onSent();
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fieldPath);
      if (fieldErrors) return fieldErrors;
      setFailure(leadErrorCode(isApiError(error) ? error.errorCode : undefined));
      return undefined;
    }
  };

  const pending = register.isPending;
  return (
    <Form
      defaultValues={{ name: '', email: '', phone: '', companyName: '', message: '', consent: false, website: '' }}
      validate={validate}
      onSubmit={(values: Record<string, unknown>) => submit(values as DemoRequestValues)}
      noValidate
    >
      <Box sx={{ position: 'relative' }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput {...INPUT} source="name" label="landing.form.name" isRequired autoComplete="name" />
          <TextInput
            {...INPUT}
            source="companyName"
            label="landing.form.companyName"
            isRequired
            autoComplete="organization"
          />
          <TextInput
            {...INPUT}
            source="email"
            label="landing.form.email"
            isRequired
            type="email"
            autoComplete="email"
          />
          <TextInput {...INPUT} source="phone" label="landing.form.phone" type="tel" autoComplete="tel" />
        </Box>
        <TextInput
          {...INPUT}
          source="message"
          label="landing.form.message"
          helperText="landing.form.messageHelp"
          multiline
          minRows={3}
          maxRows={8}
        />
        <Honeypot />
        <Stack spacing={2} sx={{ mt: 1 }}>
          <ConsentCheckbox />
          {failure && (
            <Alert severity="error" role="alert">
              {translate(`landing.form.errors.${failure}`, { email: LANDING_COMPANY.salesEmail })}
            </Alert>
          )}
          <SubmitButton
            pending={pending}
            size="large"
            disableElevation
            endIcon={pending ? undefined : <SendIcon />}
            sx={{ py: 1.5, fontSize: '1rem' }}
            fullWidth
          >
            {translate('landing.form.submit')}
          </SubmitButton>
          <Typography variant="caption" color="text.secondary">
            {translate('landing.form.requiredNote')}
          </Typography>
        </Stack>
      </Box>
    </Form>
  );
};
