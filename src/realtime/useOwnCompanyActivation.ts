// A client user whose company is not activated yet waits for an operator to activate it: the company's status
// change arrives on the private socket (and, as a fallback, the session user is reloaded when the window regains
// focus), the session reloads and the top bar switches to "Account active" with a notification.
import { useEffect, useRef } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import { useReloadSession } from '../authProvider/useReloadSession.ts';
import type { MeResponse } from '../../domain/api.ts';
import { COMPANY_STATUS_CHANGE_EVENT } from '../../domain/companyEvents.ts';
import { TOAST_MS } from '../../domain/constants.ts';
import { useConnectionMonitor } from '../dataProvider/ConnectionMonitorContext.ts';
import { openPrivateSocket } from './privateSocket.ts';

export const useOwnCompanyActivation = (me: MeResponse | undefined, getToken: () => string | null = currentToken) => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const connection = useConnectionMonitor();
  const reloadSession = useReloadSession();
  const notify = useNotify();
  const waiting = me?.user.kind === 'client' && !me.activated && me.user.companyId !== null;
  const companyId = me?.user.companyId ?? null;
  const reloadRef = useRef(reloadSession);
  reloadRef.current = reloadSession;

  useEffect(() => {
    if (!waiting) return undefined;
    let closed = false;
    const reload = async () => {
      const fresh = await reloadRef.current().catch(() => undefined);
      if (!closed && fresh?.activated) notify('account.activatedNow', { type: 'success', autoHideDuration: TOAST_MS });
    };
    return openPrivateSocket(getToken, authProvider, connection, (socket) => {
      socket.on(COMPANY_STATUS_CHANGE_EVENT, (event: { companyId?: number }) => {
        if (event?.companyId === companyId) void reload();
      });
      // An activation while the socket connected (a sign-in, a reload) was not heard: the session is read again then.
      socket.onFirstJoin(() => void reload());
      const onFocus = () => void reload();
      window.addEventListener('focus', onFocus);
      return () => {
        closed = true;
        window.removeEventListener('focus', onFocus);
      };
    });
  }, [waiting, companyId, authProvider, connection, getToken, notify]);
};
