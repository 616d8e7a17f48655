// The multipliers area's menu entry and the ability its pages need (the route guard reads the same entry).
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

/** The spec's path of the calendar; the resource's own list path (/multipliers) shows the same page. */
export const MULTIPLIERS_PATH = '/multiplier/calendar';

export const multipliersMenu: Section = {
  key: 'multipliers',
  labelKey: 'menu.multipliers',
  path: MULTIPLIERS_PATH,
  icon: TrendingUpIcon,
  access: { resource: 'multipliers', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
