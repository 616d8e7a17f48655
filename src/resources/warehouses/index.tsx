// The warehouses area: a resource whose list is the warehouses page at /warehouses, behind the area's guard; the
// page loads lazily.
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { lazy } from 'react';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequirePermissions.tsx';
import { warehousesMenu } from './menu.ts';

const WarehousesPage = lazy(() => import('./WarehousesPage.tsx').then((module) => ({ default: module.WarehousesPage })));

const WarehouseList = () => (
  <AreaPage section="warehouse">
    <WarehousesPage />
  </AreaPage>
);

export default {
  menu: warehousesMenu,
  resource: { name: 'warehouses', list: WarehouseList, icon: WarehouseIcon },
} satisfies Area;
