// The live operations map area: a custom page at /operations/map (its menu entry is the Orders section's "Live map",
// src/resources/orders/menu.ts), behind that entry's guard (the orders page and the route flag); the page and its
// map load lazily.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { OPERATIONS_MAP_PATH } from './paths.ts';
import { ordersMenu } from '../../resources/orders/menu.ts';
import { subItem } from '../../layout/sections.ts';

const OperationsMapPage = lazy(() =>
  import('./OperationsMapPage.tsx').then((module) => ({ default: module.OperationsMapPage })),
);

export default {
  routes: [
    <Route
      key="operationsMap"
      path={OPERATIONS_MAP_PATH}
      element={
        <AreaPage link={subItem(ordersMenu, 'orders.map')}>
          <OperationsMapPage />
        </AreaPage>
      }
    />,
  ],
} satisfies Area;
