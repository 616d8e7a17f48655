// The settings area's menu entry and the ability its pages need (the route guard reads the same entry).
import SettingsIcon from '@mui/icons-material/Settings';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';
import { SETTINGS_PATH } from './paths.ts';

/** Open to every logged-in user. */
export const settingsMenu: Section = {
  key: 'settings',
  labelKey: 'menu.settings',
  path: SETTINGS_PATH,
  icon: SettingsIcon,
  access: { resource: 'account', action: 'access' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
