// The warehouses area: a resource whose list is the warehouses page at /warehouses, a new warehouse at
// /warehouses/create, a warehouse's edit form at /warehouses/:id and its read-only page at /warehouses/:id/show, each
// behind the area's guard (Warehouse scope) and loaded lazily. Creating and editing need warehouse.canWrite as well
// (the pages check it, the server too).
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazy } from 'react';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import type { WarehouseItem } from '../../../domain/stockSchemas.ts';
import { WAREHOUSES_RESOURCE } from '../../dataProvider/warehouses.ts';
import { warehousesMenu } from './menu.ts';

const WarehousesPage = lazy(() =>
  import('./WarehousesPage.tsx').then((module) => ({ default: module.WarehousesPage })),
);
const WarehouseCreatePage = lazy(() =>
  import('./WarehouseFormPages.tsx').then((module) => ({ default: module.WarehouseCreatePage })),
);
const WarehouseEditPage = lazy(() =>
  import('./WarehouseFormPages.tsx').then((module) => ({ default: module.WarehouseEditPage })),
);

const WarehouseShowPage = lazy(() =>
  import('./WarehouseShow.tsx').then((module) => ({ default: module.WarehouseShowPage })),
);

const WarehouseList = () => (
  <AreaPage link={warehousesMenu}>
    <WarehousesPage />
  </AreaPage>
);

const WarehouseCreate = () => (
  <AreaPage link={warehousesMenu}>
    <WarehouseCreatePage />
  </AreaPage>
);

const WarehouseEdit = () => (
  <AreaPage link={warehousesMenu}>
    <WarehouseEditPage />
  </AreaPage>
);

const WarehouseShow = () => (
  <AreaPage link={warehousesMenu}>
    <WarehouseShowPage />
  </AreaPage>
);

export default {
  menu: warehousesMenu,
  resource: {
    name: WAREHOUSES_RESOURCE,
    list: WarehouseList,
    create: WarehouseCreate,
    edit: WarehouseEdit,
    show: WarehouseShow,
    icon: WarehouseIcon,
    recordRepresentation: (warehouse: WarehouseItem) => `${warehouse.owner} - ${warehouse.region}`,
  },
} satisfies Area;
