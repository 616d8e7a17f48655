// Shell-level redirects: the root goes to the dashboard, the first screen after sign-in (its guard sends a user
// without the orders page on to the settings, as the orders' guard did); an unknown route inside the shell goes to
// the orders. Both are the console's way to the start page (START_NAVIGATION): its guards send a user on, not to the
// access-denied page.
import { Navigate } from 'react-admin';
import { START_NAVIGATION } from './guards/startNavigation.ts';
import { ORDERS_PATH } from '../resources/orders/paths.ts';
import { DASHBOARD_PATH } from '../custom-pages/dashboard/paths.ts';

export const RootRedirect = () => <Navigate to={DASHBOARD_PATH} replace state={START_NAVIGATION} />;

export const ShellCatchAll = () => <Navigate to={ORDERS_PATH} replace state={START_NAVIGATION} />;
