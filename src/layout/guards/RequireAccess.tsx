// Route guard of an ability: renders its children only when the auth provider's canAccess allows the page's resource
// and action (useAccess: the same canAccess of domain/permissions.ts, which says which flags each needs). Otherwise,
// on the console's way to the start page, it sends the user on to what it may open after 300 ms (the spec's redirect);
// a page opened by its address, or one whose access an administrator just took away, shows that it is closed to the
// user (AccessDeniedPage), never a silent redirect.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Authenticated } from 'react-admin';
import type { AccessRequest } from '../../../domain/permissions.ts';
import { ROOT_PATH } from '../paths.ts';
import type { GuardedLink } from '../sections.ts';
import { AccessDeniedPage } from './AccessDeniedPage.tsx';
import { DelayedRedirect } from './DelayedRedirect.tsx';
import { isStartNavigation, START_NAVIGATION } from './startNavigation.ts';
import { useAccess } from '../../authProvider/useAccess.ts';

export interface RequireAccessProps {
  /** The ability the page needs, as the auth provider's canAccess answers it (src/authProvider/useAccess.ts). */
  access: AccessRequest;
  redirectTo?: string;
  children: ReactNode;
}

export const RequireAccess = ({ access, redirectTo = ROOT_PATH, children }: RequireAccessProps) => {
  const { allowed, isPending } = useAccess(access);
  const { state } = useLocation();
  // Whether this page was open to the user: a refusal afterwards says it no longer is.
  const [wasAllowed, setWasAllowed] = useState(false);
  useEffect(() => {
    if (allowed) setWasAllowed(true);
  }, [allowed]);
  if (isPending) return null;
  if (allowed) return <>{children}</>;
  if (isStartNavigation(state) && !wasAllowed) return <DelayedRedirect to={redirectTo} state={START_NAVIGATION} />;
  return <AccessDeniedPage revoked={wasAllowed} />;
};

/**
 * The guard of a menu section or sub-item: the area's own menu entry (its menu.ts; a sub-item through `subItem`) holds
 * the ability its page needs and where to send the denied.
 */
export const SectionGuard = ({ link, children }: { link: GuardedLink; children: ReactNode }) => (
  <RequireAccess access={link.access} redirectTo={link.deniedRedirect}>
    {children}
  </RequireAccess>
);

/** A page of an area: signed in (else the login page), then the guard of its menu entry. */
export const AreaPage = ({ link, children }: { link: GuardedLink; children: ReactNode }) => (
  <Authenticated>
    <SectionGuard link={link}>{children}</SectionGuard>
  </Authenticated>
);
