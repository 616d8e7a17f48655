// Shows the session events of the authProvider: an expired session logs out with its message; a failed
// initialisation shows "User initialization failed".
import { useEffect } from 'react';
import { useAuthProvider, useLogout, useNotify } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { AUTH_MESSAGES } from '../authProvider/messages.ts';
import { useSocketSessionEnd } from '../realtime/sessionEnd.ts';

export const SessionWatcher = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const logout = useLogout();
  const notify = useNotify();
  useSocketSessionEnd(); // a session ended on the server (deactivation): check it at once

  useEffect(() => {
    if (!authProvider) return undefined;
    const unsubscribe = authProvider.subscribe((event) => {
      if (event === 'sessionExpired') {
        void logout().then(() => notify(AUTH_MESSAGES.sessionExpired, { type: 'warning' }));
      } else {
        notify(AUTH_MESSAGES.initFailed, { type: 'error' });
      }
    });
    return () => {
      unsubscribe();
    };
  }, [authProvider, logout, notify]);

  return null;
};
