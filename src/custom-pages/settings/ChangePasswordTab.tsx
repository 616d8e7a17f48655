// Change password tab (POST /@me/change-password): old password, new password (min 7) and its confirmation. The
// returned token replaces the session token (the server ends the user's other sessions); password_does_not_match gives
// its notification and marks the old-password field; 401 logs out (the http layer); others the generic message.
import { Box, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Form, PasswordInput, useAuthProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { AppAuthProvider } from '../../authProvider/createAuthProvider.ts';
import { AUTH_MESSAGES, waitMessage } from '../../authProvider/messages.ts';
import { changeOwnPasswordSchema } from '../../../domain/accountSchemas.ts';
import { TOAST_MS } from '../../../domain/constants.ts';
import { isApiError } from '../../dataProvider/errors.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { schemaValidator } from '../../forms/formErrors.ts';
import { FormSubmitButton } from '../../forms/SubmitButton.tsx';

interface PasswordValues {
  oldPassword?: string | null;
  newPassword?: string | null;
  newPasswordConfirmation?: string | null;
}

const toBody = (v: PasswordValues) => ({
  oldPassword: v.oldPassword ?? '',
  newPassword: v.newPassword ?? '',
  newPasswordConfirmation: v.newPasswordConfirmation ?? '',
});

const validate = schemaValidator<PasswordValues>(changeOwnPasswordSchema, toBody);

/** The fields; the form empties after a successful change. */
const Fields = () => {
  const { reset } = useFormContext();
  const { isSubmitSuccessful } = useFormState();
  useEffect(() => {
    if (isSubmitSuccessful) reset({ oldPassword: '', newPassword: '', newPasswordConfirmation: '' });
  }, [isSubmitSuccessful, reset]);
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
      <PasswordInput
        source="oldPassword"
        label="settings.password.oldPassword"
        autoComplete="current-password"
        isRequired
        fullWidth
      />
      <PasswordInput
        source="newPassword"
        label="settings.password.newPassword"
        helperText="settings.password.newPasswordHelp"
        autoComplete="new-password"
        isRequired
        fullWidth
      />
      <PasswordInput
        source="newPasswordConfirmation"
        label="settings.password.confirmation"
        autoComplete="new-password"
        isRequired
        fullWidth
      />
    </Stack>
  );
};

export const ChangePasswordTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAppApi('account');
  const authProvider = useAuthProvider<AppAuthProvider>();

  const submit = async (values: PasswordValues) => {
    try {
      const { token } = await api.changePassword(toBody(values));
      authProvider?.replaceToken(token);
      notify('settings.password.changed', { type: 'success', autoHideDuration: TOAST_MS });
      return undefined;
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'password_does_not_match') {
        notify('settings.password.doesNotMatch', { type: 'error', autoHideDuration: TOAST_MS });
        return { oldPassword: 'settings.password.doesNotMatch' };
      }
      if (isApiError(error, 429)) {
        const wait = waitMessage(
          AUTH_MESSAGES.tooManyAttempts,
          AUTH_MESSAGES.tooManyAttemptsWait,
          error.retryAfterSeconds,
        );
        notify(wait.message, { type: 'error', autoHideDuration: TOAST_MS, messageArgs: wait.args });
        return undefined;
      }
      if (!isApiError(error, 401)) {
        console.error('Password change failed', error);
        notify('errors.generic', { type: 'error', autoHideDuration: TOAST_MS });
      }
      return undefined;
    }
  };

  return (
    <Box>
      <Typography variant="h6" component="h2">
        {translate('settings.password.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('settings.password.intro')}
      </Typography>
      <Form
        onSubmit={(values: Record<string, unknown>) => submit(values as PasswordValues)}
        validate={validate}
        noValidate
      >
        <Fields />
        <FormSubmitButton>{translate('settings.password.submit')}</FormSubmitButton>
      </Form>
    </Box>
  );
};
