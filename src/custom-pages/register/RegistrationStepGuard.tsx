// A registration step page is only for users who are on that step; others go where they belong: an earlier step, the
// onboarding page once the first two steps are done (until the activation), or the main page.
import type { ReactNode } from 'react';
import { Loading, Navigate } from 'react-admin';
import { useMe } from '../../authProvider/useMe.ts';
import { registrationRedirect, type RegistrationStepPath } from '../../layout/guards/registrationRedirect.ts';
import { ONBOARDING_PATH } from '../onboarding/paths.ts';
import { ROOT_PATH } from '../../layout/paths.ts';

export const RegistrationStepGuard = ({ step, children }: { step: RegistrationStepPath; children: ReactNode }) => {
  const { data: me, isPending } = useMe();
  if (isPending) return <Loading loadingPrimary="app.loading" loadingSecondary="" />;
  const target = me ? registrationRedirect(me) : null;
  if (target !== step)
    return (
      <Navigate to={target ?? (me?.user.kind === 'client' && !me.activated ? ONBOARDING_PATH : ROOT_PATH)} replace />
    );
  return <>{children}</>;
};
