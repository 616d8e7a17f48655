// Routes under /orders besides the list: /orders → /orders/list, /orders/new (and react-admin's /orders/create, which
// goes there with its query: ?copyOf= of "Order again"), and an order's link /orders/:id/show (or /orders/:id): the list showing exactly that order (whatever
// its date) with its row expanded. Orders have no page of their own: the expanded row is where an order is read and acted on.
import { useEffect } from 'react';
import { Navigate, useStore, type Identifier } from 'react-admin';
import { Route, useLocation, useParams } from 'react-router-dom';
import { NewOrderPage } from './NewOrderPage.tsx';
import { OrderListPage } from './OrderListPage.tsx';
import { START_NAVIGATION } from '../../layout/guards/startNavigation.ts';
import { ORDER_EXPANDED_STORE_KEY, ORDER_LIST_PATH, orderPath } from './paths.ts';

const OrderLink = () => {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const [, setExpanded] = useStore<Identifier[]>(ORDER_EXPANDED_STORE_KEY, []);
  useEffect(() => {
    if (valid)
      setExpanded((ids) =>
        Array.isArray(ids) && ids.some((x) => Number(x) === id) ? ids : [...(Array.isArray(ids) ? ids : []), id],
      );
  }, [valid, id, setExpanded]);
  return <Navigate to={valid ? orderPath(id) : ORDER_LIST_PATH} replace />;
};

/** /orders/create → /orders/new, keeping its query (the order to copy). */
const CreateRedirect = () => <Navigate to={{ pathname: '../new', search: useLocation().search }} replace />;

export const orderRoutes = [
  // /orders is the spec's root: on the way to the start page (a user without the orders goes on to the settings).
  <Route key="index" index element={<Navigate to="list" replace state={START_NAVIGATION} />} />,
  <Route key="new" path="new" element={<NewOrderPage />} />,
  <Route key="create" path="create" element={<CreateRedirect />} />,
  // The list by name: /orders/:id below would take "list" for an id (a dynamic segment ranks above the list's splat).
  <Route key="list" path="list" element={<OrderListPage />} />,
  <Route key="show" path=":id/show" element={<OrderLink />} />,
  <Route key="by-id" path=":id" element={<OrderLink />} />,
];
