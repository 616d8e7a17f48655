// /orders/new: needs the order write permission (otherwise back to the root); the form is in ./create.
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';
import { OrderCreatePage } from './create/OrderCreatePage.tsx';

export const NewOrderPage = () => (
  <SectionGuard section="orders.new">
    <OrderCreatePage />
  </SectionGuard>
);
