// Route guard of the permission flags: renders its children only when ALL listed permission paths are true. Otherwise,
// on the console's way to the start page, it sends the user on to what it may open after 300 ms (the spec's
// redirect); a page opened by its address, or one whose access an administrator just took away, shows that it is
// closed to the user (AccessDeniedPage), never a silent redirect.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Authenticated, usePermissions } from 'react-admin';
import type { Permissions } from '../../../domain/api.ts';
import { hasAllPaths } from '../../../domain/permissions.ts';
import { ROOT_PATH } from '../paths.ts';
import type { GuardedLink } from '../sections.ts';
import { AccessDeniedPage } from './AccessDeniedPage.tsx';
import { DelayedRedirect } from './DelayedRedirect.tsx';
import { isStartNavigation, START_NAVIGATION } from './startNavigation.ts';

export interface RequirePermissionsProps {
  paths: string[];
  redirectTo?: string;
  children: ReactNode;
}

export const RequirePermissions = ({ paths, redirectTo = ROOT_PATH, children }: RequirePermissionsProps) => {
  const { permissions, isPending } = usePermissions<Permissions>();
  const { state } = useLocation();
  const allowed = !isPending && hasAllPaths(permissions, paths);
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
 * the permissions its page needs and where to send the denied.
 */
export const SectionGuard = ({ link, children }: { link: GuardedLink; children: ReactNode }) => (
  <RequirePermissions paths={link.permissions} redirectTo={link.deniedRedirect}>
    {children}
  </RequirePermissions>
);

/** A page of an area: signed in (else the login page), then the guard of its menu entry. */
export const AreaPage = ({ link, children }: { link: GuardedLink; children: ReactNode }) => (
  <Authenticated>
    <SectionGuard link={link}>{children}</SectionGuard>
  </Authenticated>
);
