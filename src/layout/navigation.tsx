// Shell-level redirects: the root goes to the console's first screen (the dashboard, whose guard sends a user without
// it on), an unknown route inside the shell to the areas' fallback (the orders); both paths come from the areas
// (src/layout/shell.ts). Both are the console's way to the start page (START_NAVIGATION): its guards send a user on,
// not to the access-denied page.
import { Navigate } from 'react-admin';
import { START_NAVIGATION } from './guards/startNavigation.ts';

export const ShellRedirect = ({ to }: { to: string }) => <Navigate to={to} replace state={START_NAVIGATION} />;
