// The dashboard's menu entry (first in the menu) and the ability it needs (the route guard reads the same entry).
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { Section } from '../../layout/sections.ts';
import { SETTINGS_PATH } from '../settings/paths.ts';
import { DASHBOARD_PATH } from './paths.ts';

export const dashboardMenu: Section = {
  key: 'dashboard',
  labelKey: 'menu.dashboard',
  path: DASHBOARD_PATH,
  icon: DashboardIcon,
  access: { resource: 'dashboard', action: 'list' },
  available: true,
  deniedRedirect: SETTINGS_PATH,
};
