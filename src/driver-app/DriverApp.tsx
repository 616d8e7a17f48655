// The driver app (/driver/): signed out, the sign-in; signed in, the shift. Its own providers (theme, language):
// nothing of the console's react-admin is loaded.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { REDUCED_MOTION, REDUCED_MOTION_BASELINE } from '../browser/reducedMotion.ts';
import { readSession, writeSession, type DriverSession } from './api.ts';
import { DriverI18nProvider, type DriverLocale } from './i18n.tsx';
import { Loading } from './Loading.tsx';
import { forgetPushOnThisPhone } from './forgetPush.ts';

// Each screen in a chunk of its own: a phone's first load is the app's frame and the one screen it opens with.
const ShiftScreen = lazy(() => import('./ShiftScreen.tsx').then((module) => ({ default: module.ShiftScreen })));
const SignInScreen = lazy(() => import('./SignInScreen.tsx').then((module) => ({ default: module.SignInScreen })));

// Text on a coloured ground (chips, filled alerts, buttons) meets WCAG AA's 4.5:1: MUI picks dark text where white
// would not reach it (white on the secondary orange is 3.1:1, which axe found on the stock's "handover under way").
// Motion follows the phone's setting (src/browser/reducedMotion.ts).
const theme = createTheme({
  palette: { primary: { main: '#1565c0' }, secondary: { main: '#ef6c00' }, contrastThreshold: 4.5 },
  motion: REDUCED_MOTION,
  components: { MuiCssBaseline: { styleOverrides: REDUCED_MOTION_BASELINE } },
});

function Screens() {
  const [session, setSession] = useState<DriverSession | null>(() => readSession());
  const [notice, setNotice] = useState<string | undefined>();
  const signedIn = useCallback((next: DriverSession) => {
    writeSession(next);
    setNotice(undefined);
    setSession(next);
  }, []);
  const current = useRef(session);
  current.current = session;
  const signedOut = useCallback((why?: string) => {
    // Whenever the session ends on the phone, this phone stops getting its pushes (the browser's side at least).
    if (current.current) void forgetPushOnThisPhone(current.current.token);
    writeSession(null);
    setNotice(why);
    setSession(null);
  }, []);
  return (
    <Suspense fallback={<Loading />}>
      {session ? (
        <ShiftScreen key={session.token} session={session} onSignOut={signedOut} />
      ) : (
        <SignInScreen onSignedIn={signedIn} notice={notice} />
      )}
    </Suspense>
  );
}

export function DriverApp({ locale }: { locale?: DriverLocale }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DriverI18nProvider locale={locale}>
        <Screens />
      </DriverI18nProvider>
    </ThemeProvider>
  );
}
