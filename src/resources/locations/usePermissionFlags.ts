// The permission flags the locations screens read (the zip-code link shows only with the zip-code page), and who
// may read and write locations: the rule the server applies (domain/permissions.ts), with the user's kind.
import { usePermissions } from 'react-admin';
import { useMe } from '../../authProvider/useMe.ts';
import type { Permissions } from '../../../domain/api.ts';
import { canReadLocations, canWriteLocations } from '../../../domain/permissions.ts';
import { useCan } from '../../authProvider/useAccess.ts';

export const usePermissionsFlags = () => ({
  zipCodes: useCan('zipCodes', 'list'),
});

export interface LocationAccess {
  isPending: boolean;
  /** GET /region/locations answers (a client user: its own company). */
  canRead: boolean;
  /** POST /region/locations/add and /update answer (a client user; an operator with company.canWrite). */
  canWrite: boolean;
  isClient: boolean;
  /** A client user's company. */
  ownCompanyId: number | undefined;
  /** The operator opens company pages. */
  companiesPage: boolean;
  zipCodesPage: boolean;
}

export const useLocationAccess = (): LocationAccess => {
  const { permissions, isPending } = usePermissions<Permissions>();
  const me = useMe();
  const kind = me.data?.user.kind;
  const companiesPage = useCan('companies', 'list');
  const zipCodesPage = useCan('zipCodes', 'list');
  return {
    isPending: isPending || me.isPending,
    // Every client user reads its own company's locations (its flags always hold orders.canOpenNewOrder).
    canRead: kind === 'client' || canReadLocations(permissions),
    canWrite: canWriteLocations(kind, permissions),
    isClient: kind === 'client',
    ownCompanyId: kind === 'client' ? (me.data?.user.companyId ?? undefined) : undefined,
    companiesPage,
    zipCodesPage,
  };
};
