// The drivers area's menu entry and the ability its pages need (the route guard reads the same entry).
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const DRIVERS_PATH = '/drivers';

export const driversMenu: Section = {
  key: 'drivers',
  labelKey: 'menu.drivers',
  path: DRIVERS_PATH,
  icon: DirectionsCarIcon,
  access: { resource: 'drivers', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
