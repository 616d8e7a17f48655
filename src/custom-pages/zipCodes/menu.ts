// The zip codes area's menu entry and the ability its pages need (the route guard reads the same entry).
import MapIcon from '@mui/icons-material/Map';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';
import { ZIP_CODES_PATH } from './paths.ts';

export const zipCodesMenu: Section = {
  key: 'zipCodes',
  labelKey: 'menu.zipCodes',
  path: ZIP_CODES_PATH,
  icon: MapIcon,
  access: { resource: 'zipCodes', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
