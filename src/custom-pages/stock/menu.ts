// The stock transfer area's menu entry and the ability its pages need (the route guard reads the same entry).
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const STOCK_PATH = '/stock';

export const stockMenu: Section = {
  key: 'stock',
  labelKey: 'menu.stock',
  path: STOCK_PATH,
  icon: SwapHorizIcon,
  access: { resource: 'stock', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
