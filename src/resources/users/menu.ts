// The users area's menu entry and the ability its pages need (the route guard reads the same entry).
import PeopleIcon from '@mui/icons-material/People';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const USERS_PATH = '/users';
export const USERS_MANAGER_PATH = '/users/manager';
/** The query parameter of the operator selected on the users page (a link to it opens its edit form). */
export const OPERATOR_PARAM = 'operatorId';
/** An operator's page: the users page with that operator selected (/users/:id redirects here). */
export const userPath = (id: number): string => `${USERS_MANAGER_PATH}?${OPERATOR_PARAM}=${id}`;

export const usersMenu: Section = {
  key: 'users',
  labelKey: 'menu.users',
  path: USERS_PATH,
  icon: PeopleIcon,
  access: { resource: 'users', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
