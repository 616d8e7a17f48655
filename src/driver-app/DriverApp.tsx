// The driver app (/driver): signed out, the sign-in; signed in, the shift. Its own providers (theme, language, a
// query client): nothing of the console's react-admin is loaded.
import { useCallback, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { readSession, writeSession, type DriverSession } from './api.ts';
import { DriverI18nProvider, type DriverLocale } from './i18n.tsx';
import { ShiftScreen } from './ShiftScreen.tsx';
import { SignInScreen } from './SignInScreen.tsx';

const theme = createTheme({ palette: { primary: { main: '#1565c0' }, secondary: { main: '#ef6c00' } } });

export const createDriverQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 2_000 } } });

function Screens() {
  const [session, setSession] = useState<DriverSession | null>(() => readSession());
  const [notice, setNotice] = useState<string | undefined>();
  const signedIn = useCallback((next: DriverSession) => {
    writeSession(next);
    setNotice(undefined);
    setSession(next);
  }, []);
  const signedOut = useCallback((why?: string) => {
    writeSession(null);
    setNotice(why);
    setSession(null);
  }, []);
  return session ? (
    <ShiftScreen key={session.token} session={session} onSignOut={signedOut} />
  ) : (
    <SignInScreen onSignedIn={signedIn} notice={notice} />
  );
}

export function DriverApp({ queryClient, locale }: { queryClient?: QueryClient; locale?: DriverLocale }) {
  const [client] = useState(() => queryClient ?? createDriverQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DriverI18nProvider locale={locale}>
        <QueryClientProvider client={client}>
          <Screens />
        </QueryClientProvider>
      </DriverI18nProvider>
    </ThemeProvider>
  );
}
