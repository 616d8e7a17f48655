// Route of the stock section: /stock behind the section guard.
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const STOCK_PATH = '/stock';

const StockTransferPage = lazy(() => import('./StockTransferPage.tsx').then((module) => ({ default: module.StockTransferPage })));

export const stockRoutes = [
  <Route key="stock" path={STOCK_PATH} element={<Authenticated><SectionGuard section="stock"><StockTransferPage /></SectionGuard></Authenticated>} />,
];
