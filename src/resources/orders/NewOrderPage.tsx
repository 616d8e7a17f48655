// /orders/new: needs the order write permission (otherwise back to the root); the form is in ./create and loads on
// demand (it brings the shared order rules and zod, which the order list does not need).
import { lazy } from 'react';
import { SectionGuard } from '../../layout/guards/RequireAccess.tsx';
import { ordersMenu } from './menu.ts';
import { subItem } from '../../layout/sections.ts';

const OrderCreatePage = lazy(() =>
  import('./create/OrderCreatePage.tsx').then((module) => ({ default: module.OrderCreatePage })),
);

export const NewOrderPage = () => (
  <SectionGuard link={subItem(ordersMenu, 'orders.new')}>
    <OrderCreatePage />
  </SectionGuard>
);
