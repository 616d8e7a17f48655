// Username and password, a log-in button with loading state. Invalid credentials and too many attempts are error
// toasts (too many attempts with the wait the server gave); any other failure is logged and shown as an unexpected
// failure.
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { TooManyAttemptsError } from '../../authProvider/createAuthProvider.ts';
import { AUTH_MESSAGES, LOGIN_FAILURE_MESSAGES, waitMessage } from '../../authProvider/messages.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { validatePassword, validateUsername } from './loginValidators.ts';

interface LoginValues {
  username?: string | null;
  password?: string | null;
}

type LoginStatus = 'idle' | 'pending' | 'error';

export const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [status, setStatus] = useState<LoginStatus>('idle');
  const [unexpectedFailure, setUnexpectedFailure] = useState(false);

  const submit = async (values: LoginValues) => {
    setStatus('pending');
    setUnexpectedFailure(false);
    try {
      await login({ username: (values.username ?? '').trim(), password: values.password ?? '' });
    } catch (error) {
      setStatus('error');
      const message = error instanceof Error ? error.message : '';
      if (error instanceof TooManyAttemptsError) {
        const wait = waitMessage(
          AUTH_MESSAGES.tooManyAttempts,
          AUTH_MESSAGES.tooManyAttemptsWait,
          error.retryAfterSeconds,
        );
        notify(wait.message, { type: 'error', messageArgs: wait.args });
      } else if (LOGIN_FAILURE_MESSAGES.includes(message)) {
        notify(message, { type: 'error' });
      } else {
        console.error(error); // other failures are logged only
        setUnexpectedFailure(true);
      }
      return;
    }
    notify(AUTH_MESSAGES.loggedIn, { type: 'success' });
  };

  const pending = status === 'pending';
  return (
    <Form onSubmit={(values: Record<string, unknown>) => submit(values as LoginValues)} noValidate>
      <Stack spacing={1}>
        <TextInput
          source="username"
          label="auth.username"
          validate={validateUsername}
          autoComplete="username"
          autoFocus
          fullWidth
        />
        <PasswordInput
          source="password"
          label="auth.password"
          validate={validatePassword}
          autoComplete="current-password"
          fullWidth
        />
        {unexpectedFailure && <Alert severity="error">{translate('auth.failed')}</Alert>}
        <SubmitButton pending={pending} fullWidth>
          {translate('auth.submit')}
        </SubmitButton>
      </Stack>
    </Form>
  );
};
