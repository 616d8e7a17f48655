// The warehouses area's menu entry and the ability its pages need (the route guard reads the same entry).
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const WAREHOUSES_PATH = '/warehouses';

export const warehousesMenu: Section = {
  key: 'warehouse',
  labelKey: 'menu.warehouse',
  path: WAREHOUSES_PATH,
  icon: WarehouseIcon,
  access: { resource: 'warehouses', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
