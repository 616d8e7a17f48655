// Route guard of the permission flags: renders its children only when ALL listed permission paths are true, otherwise
// redirects after 300 ms.
import type { ReactNode } from 'react';
import { Authenticated, usePermissions } from 'react-admin';
import type { Permissions } from '../../domain/api.ts';
import { hasAllPaths } from '../../domain/permissions.ts';
import { ROOT_PATH } from '../paths.ts';
import { findMenuLink } from '../sections.ts';
import { DelayedRedirect } from './DelayedRedirect.tsx';

export interface RequirePermissionsProps {
  paths: string[];
  redirectTo?: string;
  children: ReactNode;
}

export const RequirePermissions = ({ paths, redirectTo = ROOT_PATH, children }: RequirePermissionsProps) => {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  return hasAllPaths(permissions, paths) ? <>{children}</> : <DelayedRedirect to={redirectTo} />;
};

/** The guard of a menu section or sub-item (sections.ts holds its permissions and where to send the denied). */
export const SectionGuard = ({ section, children }: { section: string; children: ReactNode }) => {
  const link = findMenuLink(section);
  return (
    <RequirePermissions paths={link.permissions} redirectTo={link.deniedRedirect}>
      {children}
    </RequirePermissions>
  );
};

/** A page of an area: signed in (else the login page), then the area's guard. */
export const AreaPage = ({ section, children }: { section: string; children: ReactNode }) => (
  <Authenticated>
    <SectionGuard section={section}>{children}</SectionGuard>
  </Authenticated>
);
