// Routes of the users section: /users and any other path under it go to /users/manager, the operators page, behind the
// section guard (users.canAccessPage; otherwise the root after 300 ms).
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const USERS_PATH = '/users';
export const USERS_MANAGER_PATH = '/users/manager';

const UsersPage = lazy(() => import('./UsersPage.tsx').then((module) => ({ default: module.UsersPage })));

export const userRoutes = [
  <Route
    key="usersManager"
    path={USERS_MANAGER_PATH}
    element={<Authenticated><SectionGuard section="users"><UsersPage /></SectionGuard></Authenticated>}
  />,
  <Route key="users" path={`${USERS_PATH}/*`} element={<Navigate to={USERS_MANAGER_PATH} replace />} />,
];
