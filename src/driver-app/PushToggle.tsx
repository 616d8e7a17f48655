// Notifications on this phone, at the top of the messages screen: whether the browser can show the office's messages
// while the app is closed (Web Push, pushSubscription.ts), and the driver's switch for it. Push is an extra: every
// state says or implies that messages still arrive in the app while it is open (useDriverNotifications), and nothing
// else in the app waits for it. Its words (locales/driver/push.ts) load with this screen, not with the first load.
import { useEffect, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  driverPushCz,
  driverPushEn,
  driverPushPl,
  driverPushUk,
  type DriverPushMessages,
} from '../../locales/driver/push.ts';
import { DriverApiError } from './api.ts';
import { errorText } from './errors.ts';
import { Spinner } from './Loading.tsx';
import { fillTemplate, useDriverI18n, type DriverLocale } from './i18n.tsx';
import {
  PushNotReadyError,
  pushSupported,
  readPushState,
  subscribePush,
  unsubscribePush,
  type PushState,
} from './pushSubscription.ts';

const WORDS: Record<DriverLocale, DriverPushMessages> = {
  pl: driverPushPl,
  en: driverPushEn,
  cz: driverPushCz,
  uk: driverPushUk,
};

type Action = 'on' | 'off';

type View =
  | { kind: 'checking' }
  | { kind: PushState }
  | { kind: 'working'; action: Action }
  | { kind: 'error'; action: Action; error: unknown };

/** Why turning notifications on or off failed, in the driver's words. */
function reason(locale: DriverLocale, words: DriverPushMessages, error: unknown): string {
  if (error instanceof PushNotReadyError) return words.notReady;
  if (error instanceof DriverApiError)
    return error.errorCode === 'validation_failed' ? words.endpointRefused : errorText(locale, error);
  // The browser's own refusals are DOMExceptions (NotAllowedError, AbortError…): their name helps whoever helps.
  const code = error instanceof Error && error.name ? error.name : 'client';
  return fillTemplate(words.browser, { code });
}

export function PushToggle({ token }: { token: string }) {
  const { locale } = useDriverI18n();
  const words = WORDS[locale];
  const [view, setView] = useState<View>(() => (pushSupported() ? { kind: 'checking' } : { kind: 'unsupported' }));

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    const read = (store: boolean) =>
      readPushState(token, { store }).then(
        // A tap's work under way, or its failure on screen, is not overwritten by a read that started before it.
        (kind) =>
          live && setView((before) => (before.kind === 'working' || before.kind === 'error' ? before : { kind })),
        // The state could not be read (the browser's storage refused): offer to turn it on, which says what fails.
        () => live && setView((before) => (before.kind === 'checking' ? { kind: 'off' } : before)),
      );
    void read(true);
    // Back from the browser's site settings (notifications allowed or blocked there): read again.
    const visible = () => document.visibilityState === 'visible' && void read(false);
    document.addEventListener('visibilitychange', visible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', visible);
    };
  }, [token]);

  const run = async (action: Action) => {
    setView({ kind: 'working', action });
    try {
      setView({ kind: action === 'on' ? await subscribePush(token) : await unsubscribePush(token) });
    } catch (error) {
      setView({ kind: 'error', action, error });
    }
  };

  // Until the phone's state is known (a moment), nothing: a button that changes under the finger is worse.
  if (view.kind === 'checking') return null;

  let severity: AlertColor = 'info';
  let text: string;
  let button: { label: string; action: Action } | undefined;
  let icon: ReactNode | undefined;
  switch (view.kind) {
    case 'unsupported':
      text = words.unsupported;
      break;
    case 'blocked':
      severity = 'warning';
      text = words.blocked;
      break;
    case 'off':
      text = words.off;
      button = { label: words.turnOn, action: 'on' };
      break;
    case 'on':
      severity = 'success';
      text = words.on;
      button = { label: words.turnOff, action: 'off' };
      break;
    case 'working':
      text = view.action === 'on' ? words.turningOn : words.turningOff;
      icon = <Spinner size={20} label={text} />;
      break;
    case 'error':
      severity = 'error';
      text = fillTemplate(view.action === 'on' ? words.failedOn : words.failedOff, {
        error: reason(locale, words, view.error),
      });
      button = { label: words.retry, action: view.action };
      break;
  }

  const action = button?.action ?? 'on';
  return (
    // A change of state is announced; only a failure interrupts (role "alert").
    <Alert severity={severity} role={view.kind === 'error' ? 'alert' : 'status'} icon={icon}>
      <AlertTitle>{words.label}</AlertTitle>
      {text}
      {button ? (
        <Box sx={{ mt: 1 }}>
          <Button
            variant={view.kind === 'off' ? 'contained' : 'outlined'}
            color={view.kind === 'off' ? 'primary' : 'inherit'}
            onClick={() => void run(action)}
          >
            {button.label}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
