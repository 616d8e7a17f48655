// Shell-level redirects: the root goes to the dashboard, the first screen after sign-in (its guard sends a user
// without the orders page on to the settings, as the orders' guard did); an unknown route inside the shell goes to
// the orders.
import { Navigate } from 'react-admin';
import { ORDERS_PATH } from '../resources/orders/paths.ts';
import { DASHBOARD_PATH } from '../custom-pages/dashboard/paths.ts';

export const RootRedirect = () => <Navigate to={DASHBOARD_PATH} replace />;

export const ShellCatchAll = () => <Navigate to={ORDERS_PATH} replace />;
