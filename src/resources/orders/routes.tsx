// Routes under /orders besides the list: /orders → /orders/list, and /orders/new.
import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { NewOrderPage } from './NewOrderPage.tsx';

export const orderRoutes = [
  <Route key="index" index element={<Navigate to="list" replace />} />,
  <Route key="new" path="new" element={<NewOrderPage />} />,
];
