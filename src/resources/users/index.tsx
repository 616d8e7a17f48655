// The users area (operators): a resource at /users whose list is the operators page at the spec's /users/manager
// (/users and /users/create redirect there; react-admin's /users/:id and /users/:id/show open it with that operator
// selected), behind the area's guard; the page loads lazily. The operators page stays one master-detail page (the
// spec's: the list beside the create or edit form) rather than <Create> and <Edit> pages; it reads and writes through
// the `users` resource with react-admin's useGetList, useCreate and useUpdate.
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { USERS_MANAGER_PATH, userPath, usersMenu } from './menu.ts';

const UsersPage = lazy(() => import('./UsersPage.tsx').then((module) => ({ default: module.UsersPage })));

const ToManager = () => <Navigate to={USERS_MANAGER_PATH} replace />;

/** /users/:id (and /users/:id/show): the users page with the operator selected; a path that is no id: the page. */
const ToOperator = () => {
  const id = Number(useParams().id);
  return <Navigate to={Number.isSafeInteger(id) && id > 0 ? userPath(id) : USERS_MANAGER_PATH} replace />;
};

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
          <AreaPage link={usersMenu}>
            <UsersPage />
          </AreaPage>
        }
      />,
      <Route key="create" path="create" element={<ToManager />} />,
      <Route key="operator" path=":id" element={<ToOperator />} />,
      <Route key="operator-show" path=":id/show" element={<ToOperator />} />,
    ],
  },
} satisfies Area;
