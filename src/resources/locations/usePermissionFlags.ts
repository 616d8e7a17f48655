// The permission flags the locations screens read (the zip-code link shows only with the zip-code page).
import { usePermissions } from 'react-admin';
import type { Permissions } from '../../domain/api.ts';

export const usePermissionsFlags = () => {
  const { permissions } = usePermissions<Permissions>();
  return { zipCodes: permissions?.zipCodes?.canAccessPage === true };
};
