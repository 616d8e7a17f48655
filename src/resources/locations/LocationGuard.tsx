// The guard of the location pages: signed in (else the login page), then the rule the server applies to the calls
// the page makes (domain/permissions.ts): reading for the list and a location's page (a client user; an operator
// with the company page, the zip-code page, order writing or the users page), writing for a new location (a client
// user; an operator with company.canWrite). Others are told the page is closed to them, as in any area they cannot open.
import type { ReactNode } from 'react';
import { Authenticated } from 'react-admin';
import { AccessDeniedPage } from '../../layout/guards/AccessDeniedPage.tsx';
import { useLocationAccess } from './usePermissionFlags.ts';

const LocationAccessGuard = ({ write, children }: { write: boolean; children: ReactNode }) => {
  const access = useLocationAccess();
  if (access.isPending) return null;
  return (write ? access.canWrite : access.canRead) ? <>{children}</> : <AccessDeniedPage />;
};

export const LocationAreaPage = ({ write = false, children }: { write?: boolean; children: ReactNode }) => (
  <Authenticated>
    <LocationAccessGuard write={write}>{children}</LocationAccessGuard>
  </Authenticated>
);
