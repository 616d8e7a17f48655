// Shell-level redirects: the root goes to the dashboard for users with the orders page (operators and client users
// alike: the first screen after sign-in), otherwise to the orders (whose guard sends them on to what they may open);
// an unknown route inside the shell goes to the orders.
import { Navigate, usePermissions } from 'react-admin';
import type { Permissions } from '../domain/api.ts';
import { hasAllPaths } from '../domain/permissions.ts';
import { ORDERS_PATH } from '../resources/orders/paths.ts';
import { dashboardMenu } from '../custom-pages/dashboard/menu.ts';

export const RootRedirect = () => {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return null;
  return (
    <Navigate to={hasAllPaths(permissions, dashboardMenu.permissions) ? dashboardMenu.path : ORDERS_PATH} replace />
  );
};

export const ShellCatchAll = () => <Navigate to={ORDERS_PATH} replace />;
