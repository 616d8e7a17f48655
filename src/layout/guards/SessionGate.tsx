// The shell needs a session: it checks it once when mounted (the authProvider remembers a validated session, so
// this is cheap) and renders nothing until it is confirmed. Without one, react-admin logs out and sends the user to
// /login with "You have to be logged in to visit this page" — except at the root: a visitor who never signed in (no
// token) opening the site's address sees the landing page, not a login form with a warning.
//
// We do not use <Admin requireAuth>: with react-router 7 (navigations run in transitions) its LogoutOnMount
// re-mounts after the store reset and logs out in a loop (marmelab/react-admin#10764). A one-shot check cannot loop.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useCheckAuth } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { currentToken } from '../../authProvider/tokenStorage.ts';
import { LANDING_PATH } from '../../custom-pages/landing/paths.ts';
import { ROOT_PATH } from '../paths.ts';

export const SessionGate = ({ children }: { children: ReactNode }) => {
  const checkAuth = useCheckAuth();
  const checkAuthOnce = useRef(checkAuth);
  const [confirmed, setConfirmed] = useState(false);
  const visitorAtRoot = useLocation().pathname === ROOT_PATH && !currentToken();

  useEffect(() => {
    if (visitorAtRoot) return undefined;
    let active = true;
    checkAuthOnce
      .current()
      .then(() => {
        if (active) setConfirmed(true);
      })
      .catch(() => undefined); // useCheckAuth already logged out and notified
    return () => {
      active = false;
    };
  }, [visitorAtRoot]);

  if (visitorAtRoot) return <Navigate to={LANDING_PATH} replace />;
  return confirmed ? <>{children}</> : null;
};
