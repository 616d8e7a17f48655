// The users area (operators): a resource at /users whose list is the operators page at the spec's /users/manager
// (/users and any other path under it redirect there), behind the area's guard; the page loads lazily.
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequirePermissions.tsx';
import { USERS_MANAGER_PATH, usersMenu } from './menu.ts';

const UsersPage = lazy(() => import('./UsersPage.tsx').then((module) => ({ default: module.UsersPage })));

const ToManager = () => <Navigate to={USERS_MANAGER_PATH} replace />;

export default {
  menu: usersMenu,
  resource: {
    name: 'users',
    list: ToManager,
    icon: PeopleIcon,
    children: [
      <Route
        key="manager"
        path="manager"
        element={
          <AreaPage section="users">
            <UsersPage />
          </AreaPage>
        }
      />,
    ],
  },
} satisfies Area;
