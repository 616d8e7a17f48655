// Whether the signed-in user has an ability, asked by resource and action as react-admin asks the auth provider's
// canAccess: the answer is canAccess() of domain/permissions.ts over the session's permissions (react-admin's
// usePermissions), which is exactly what the auth provider's canAccess answers (createAuthProvider.ts). It is read
// synchronously here rather than through react-admin's useCanAccess, whose answer comes one query later: a list's
// delete button, a page's edit button or a chart drew a moment after its row or page (the component tests' rows met
// no button). A session reloaded after an administrator's change (useReloadSession) gives new permissions, and every
// answer follows.
import { usePermissions } from 'react-admin';
import type { Permissions } from '../../domain/api.ts';
import { canAccess, type AccessRequest } from '../../domain/permissions.ts';

/** The answer and whether the session's permissions are still loading (no answer yet: false). */
export const useAccess = (request: AccessRequest): { allowed: boolean; isPending: boolean } => {
  const { permissions, isPending } = usePermissions<Permissions>();
  return { allowed: !isPending && canAccess(permissions, request), isPending };
};

/** Whether the user may: `useCan('wallet', 'create')`. */
export const useCan = (resource: string, action: string): boolean => useAccess({ resource, action }).allowed;

/** The same question for many at once (the menu's entries), from one read of the permissions. */
export const useAccessCheck = (): ((request: AccessRequest) => boolean) => {
  const { permissions, isPending } = usePermissions<Permissions>();
  return (request) => !isPending && canAccess(permissions, request);
};
