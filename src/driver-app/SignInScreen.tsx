// Sign-in: the driver's e-mail and password; a refusal says why (wrong password, deactivated, blocked with the
// reason when the office gave one, too many attempts with the wait).
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DriverTokenResponse } from '../../domain/driverApi.ts';
import { callDriverApi, sessionOf, type DriverSession } from './api.ts';
import { errorText } from './errors.ts';
import { Field } from './Field.tsx';
import { useDriverI18n } from './i18n.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { mobileReport } from './platform.ts';

export function SignInScreen({
  onSignedIn,
  notice,
}: {
  onSignedIn: (session: DriverSession) => void;
  notice?: string;
}) {
  const { t, locale } = useDriverI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { email: !email.trim(), password: !password };
    setMissing(empty);
    if (empty.email || empty.password) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await callDriverApi<DriverTokenResponse>('sign-in', {
        body: { email: email.trim(), password, mobile: mobileReport() },
      });
      onSignedIn(sessionOf(answer));
    } catch (caught) {
      setError(errorText(locale, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ maxWidth: 420, mx: 'auto', px: 2, py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h5" component="h1">
          {t('signIn.title')}
        </Typography>
        <LanguageMenu />
      </Box>
      {notice && !error ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Field
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={missing.email}
          helperText={missing.email ? t('signIn.required') : undefined}
          inputProps={{ maxLength: 254, inputMode: 'email' }}
        />
        <Field
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={missing.password}
          helperText={missing.password ? t('signIn.required') : undefined}
          inputProps={{ maxLength: 200 }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t('signIn.submit')}
        </Button>
      </Box>
    </Box>
  );
}
