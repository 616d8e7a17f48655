// Shell-level redirects: the root goes to the orders, an unknown route inside the shell too.
import { Navigate } from 'react-admin';
import { ORDERS_PATH } from '../resources/orders/paths.ts';

export const RootRedirect = () => <Navigate to={ORDERS_PATH} replace />;

export const ShellCatchAll = () => <Navigate to={ORDERS_PATH} replace />;
