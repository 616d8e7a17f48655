// The orders route: the section guard (no permission → /settings after 300 ms), then the lazily loaded list.
import { lazy } from 'react';
import { SectionGuard } from '../../layout/guards/RequireAccess.tsx';
import { ordersMenu } from './menu.ts';

const OrderList = lazy(() => import('./OrderList.tsx').then((module) => ({ default: module.OrderList })));

export const OrderListPage = () => (
  <SectionGuard link={ordersMenu}>
    <OrderList />
  </SectionGuard>
);
