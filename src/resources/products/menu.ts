// The products area's menu entry and the ability its pages need (the route guard reads the same entry).
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';
import { PRODUCT_LIST_PATH } from './paths.ts';

export const productsMenu: Section = {
  key: 'products',
  labelKey: 'products.menu',
  path: PRODUCT_LIST_PATH,
  icon: Inventory2Icon,
  access: { resource: 'products', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
