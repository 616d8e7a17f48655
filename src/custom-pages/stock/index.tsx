// The stock transfer area: a custom page at /stock (not an entity: it moves stock between warehouses and drivers),
// behind the area's guard; the page loads lazily.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { STOCK_PATH, stockMenu } from './menu.ts';

const StockTransferPage = lazy(() =>
  import('./StockTransferPage.tsx').then((module) => ({ default: module.StockTransferPage })),
);

export default {
  menu: stockMenu,
  routes: [
    <Route
      key="stock"
      path={STOCK_PATH}
      element={
        <AreaPage link={stockMenu}>
          <StockTransferPage />
        </AreaPage>
      }
    />,
  ],
} satisfies Area;
