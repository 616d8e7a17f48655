// Shows the session events of the authProvider: an expired session logs out with its message (and one the account's
// deactivation ended says so); a failed initialisation shows "User initialization failed". It also keeps the session's
// own real-time channel open (realtime/sessionChannel.ts): an ended session logs out at once, and a change of the
// user's permissions or reach (`accessChanged`, or a refused call) reads the session again, so the menu, the pages'
// guards and the buttons follow within seconds.
import { useEffect } from 'react';
import { useAuthProvider, useLogout, useNotify } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { AUTH_MESSAGES } from '../authProvider/messages.ts';
import { useSocketSessionEnd } from '../realtime/sessionEnd.ts';
import { useFollowAccess, useSessionChannel } from '../realtime/sessionChannel.ts';

export const SessionWatcher = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const logout = useLogout();
  const notify = useNotify();
  const followAccess = useFollowAccess();
  useSocketSessionEnd(); // a session ended on the server (deactivation): check it at once
  useSessionChannel(followAccess);

  useEffect(() => {
    if (!authProvider) return undefined;
    const unsubscribe = authProvider.subscribe((event) => {
      if (event === 'sessionExpired' || event === 'accountDeactivated') {
        const message = event === 'sessionExpired' ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.sessionDeactivated;
        void logout().then(() => notify(message, { type: 'warning' }));
      } else if (event === 'accessChanged') {
        void followAccess({ announced: false });
      } else {
        notify(AUTH_MESSAGES.initFailed, { type: 'error' });
      }
    });
    return () => {
      unsubscribe();
    };
  }, [authProvider, logout, notify, followAccess]);

  return null;
};
