// Keeps a not-yet-activated client user on the registration steps until they are done.
import type { ReactNode } from 'react';
import { Loading, Navigate } from 'react-admin';
import { useMe } from '../../authProvider/useMe.ts';
import { registrationRedirect } from './registrationRedirect.ts';

export const RegistrationGuard = ({ children }: { children: ReactNode }) => {
  const { data: me, isPending } = useMe();
  if (isPending) return <Loading loadingPrimary="app.loading" loadingSecondary="" />;
  const target = me ? registrationRedirect(me) : null;
  return target ? <Navigate to={target} replace /> : <>{children}</>;
};
