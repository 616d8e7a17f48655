// The registration form (validated by registerSchema): e-mail, name, password and its confirmation, optional phone,
// city and kind of goods, the privacy policy consent. The city says at once whether we deliver from there (and where
// we do); a city we do not serve yet never stops the registration: the data is kept and the server records the
// interest for sales. Success signs the new account in (the authorised stage reloads and the registration guard takes
// it to the product choice) with "Account created!".
import { Alert, FormControl, FormControlLabel, FormHelperText, Checkbox, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, SelectInput, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { EmailTakenError, TooManyAttemptsError } from '../../authProvider/createAuthProvider.ts';
import { AUTH_MESSAGES, waitMessage } from '../../authProvider/messages.ts';
import { DELIVERY_PRODUCT_TYPES, SUPPORT_EMAIL, TOAST_MS } from '../../../domain/constants.ts';
import { msg, registerSchema, type RegisterInput } from '../../../domain/schemas.ts';
import { schemaValidator, topLevelField } from '../../forms/formErrors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { CoverageNotice } from '../../forms/CoverageNotice.tsx';
import { optionalText } from '../../forms/formValues.ts';

export interface RegisterValues {
  email?: string | null;
  name?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  phone?: string | null;
  city?: string | null;
  deliveryProductType?: string | null;
  confirmPrivacyPolicy?: boolean;
}

export const toRegisterBody = (values: RegisterValues) => ({
  email: (values.email ?? '').trim(),
  name: (values.name ?? '').trim(),
  password: values.password ?? '',
  confirmPassword: values.confirmPassword ?? '',
  phone: optionalText(values.phone),
  city: optionalText(values.city),
  deliveryProductType: optionalText(values.deliveryProductType),
  confirmPrivacyPolicy: values.confirmPrivacyPolicy === true,
});

const validateFields = schemaValidator<RegisterValues>(registerSchema, toRegisterBody, { fieldPath: topLevelField() });

/** The schema's field rules, and the confirmation (zod checks it only once every field is valid). */
export const validateRegister = (values: RegisterValues) => {
  const errors = validateFields(values);
  if (!errors.confirmPassword && (values.confirmPassword ?? '') !== (values.password ?? '')) {
    errors.confirmPassword = { message: msg.passwordMismatch, args: {} };
  }
  return errors;
};

/** The consent checkbox with its error under it (react-admin's BooleanInput has no error text). */
const PrivacyConsent = () => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: 'confirmPrivacyPolicy', defaultValue: false });
  const { isSubmitted } = useFormContext().formState;
  const error = fieldState.error && (fieldState.isTouched || isSubmitted) ? fieldState.error : undefined;
  const message = error?.message as unknown as { message: string; args?: Record<string, unknown> } | string | undefined;
  return (
    <FormControl error={!!error}>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value === true}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            name={field.name}
          />
        }
        label={
          <>
            {translate('register.form.privacyConsent')}{' '}
            <Link component={RouterLink} to="/privacy" target="_blank" rel="noopener">
              {translate('register.form.privacyPolicy')}
            </Link>
          </>
        }
      />
      {error && (
        <FormHelperText>
          {typeof message === 'string' ? translate(message) : message ? translate(message.message, message.args) : ''}
        </FormHelperText>
      )}
    </FormControl>
  );
};

/** Under the city, as it is typed: "We deliver from Warszawa", or that we do not deliver from Lublin yet and where we do. */
const CityCoverage = () => {
  const city = useWatch({ name: 'city' }) as string | null | undefined;
  return <CoverageNotice city={city} showServed kept />;
};

const productTypeChoices = DELIVERY_PRODUCT_TYPES.map((id) => ({ id, name: `register.productTypes.${id}` }));

export const RegisterForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; args: Record<string, unknown> } | null>(null);

  const submit = async (values: RegisterValues) => {
    setPending(true);
    setFailure(null);
    try {
      await login({ register: toRegisterBody(values) as RegisterInput });
      notify(AUTH_MESSAGES.accountCreated, { type: 'success', autoHideDuration: TOAST_MS });
      return undefined;
    } catch (error) {
      if (error instanceof EmailTakenError) {
        return { email: AUTH_MESSAGES.emailTaken }; // shown under the field, not as a toast
      }
      let shown: { message: string; args: Record<string, unknown> };
      if (error instanceof TooManyAttemptsError) {
        shown = waitMessage(AUTH_MESSAGES.registerTooMany, AUTH_MESSAGES.registerTooManyWait, error.retryAfterSeconds);
      } else {
        const message = error instanceof Error ? error.message : AUTH_MESSAGES.registerUnknown;
        shown = {
          message: message === AUTH_MESSAGES.registerFailed ? message : AUTH_MESSAGES.registerUnknown,
          args: { email: SUPPORT_EMAIL },
        };
      }
      setFailure(shown);
      notify(shown.message, { type: 'error', autoHideDuration: TOAST_MS, messageArgs: shown.args });
      return undefined;
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      onSubmit={(values: Record<string, unknown>) => submit(values as RegisterValues)}
      validate={validateRegister as never}
      noValidate
    >
      <Stack spacing={0.5}>
        <TextInput
          source="email"
          label="register.form.email"
          type="email"
          autoComplete="email"
          isRequired
          autoFocus
          fullWidth
        />
        <TextInput
          source="name"
          label="register.form.name"
          helperText="register.form.nameHelper"
          autoComplete="organization"
          isRequired
          fullWidth
        />
        <PasswordInput
          source="password"
          label="register.form.password"
          helperText="register.form.passwordHelper"
          autoComplete="new-password"
          isRequired
          fullWidth
        />
        <PasswordInput
          source="confirmPassword"
          label="register.form.confirmPassword"
          autoComplete="new-password"
          isRequired
          fullWidth
        />
        <TextInput
          source="phone"
          label="register.form.phone"
          helperText="register.form.phoneHelper"
          autoComplete="tel"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <TextInput source="city" label="register.form.city" autoComplete="address-level2" fullWidth />
        <CityCoverage />
        <SelectInput
          source="deliveryProductType"
          label="register.form.deliveryProductType"
          choices={productTypeChoices}
          emptyText="register.form.notSaying"
          fullWidth
        />
        <PrivacyConsent />
        {failure && <Alert severity="error">{translate(failure.message, failure.args)}</Alert>}
        <SubmitButton pending={pending} fullWidth sx={{ mt: 1 }}>
          {translate('register.form.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
};
