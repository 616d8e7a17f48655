// Route of the warehouses section: /warehouses behind the section guard.
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const WAREHOUSES_PATH = '/warehouses';

const WarehousesPage = lazy(() => import('./WarehousesPage.tsx').then((module) => ({ default: module.WarehousesPage })));

export const warehousesRoutes = [
  <Route key="warehouses" path={WAREHOUSES_PATH} element={<Authenticated><SectionGuard section="warehouse"><WarehousesPage /></SectionGuard></Authenticated>} />,
];
