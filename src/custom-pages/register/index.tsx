// The registration area, without the console's layout: the public form at /register, then (signed in) the delivery
// option and the pickup points; pages load lazily.
import { lazy, Suspense, type ReactNode } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { ADD_LOCATIONS_PATH, SELECT_PRODUCT_PATH, REGISTRATION_PATH } from './paths.ts';

const RegisterPage = lazy(() => import('./RegisterPage.tsx').then((module) => ({ default: module.RegisterPage })));
const SelectProductPage = lazy(() =>
  import('./SelectProductPage.tsx').then((module) => ({ default: module.SelectProductPage })),
);
const AddLocationsPage = lazy(() =>
  import('./AddLocationsPage.tsx').then((module) => ({ default: module.AddLocationsPage })),
);

/** Outside the layout nothing shows a loader for a lazy page: this one does. */
const Loaded = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading loadingPrimary="app.loading" loadingSecondary="" />}>{children}</Suspense>
);

export default {
  bareRoutes: [
    <Route
      key="register"
      path={REGISTRATION_PATH}
      element={
        <Loaded>
          <RegisterPage />
        </Loaded>
      }
    />,
    <Route
      key="selectProduct"
      path={SELECT_PRODUCT_PATH}
      element={
        <Authenticated>
          <Loaded>
            <SelectProductPage />
          </Loaded>
        </Authenticated>
      }
    />,
    <Route
      key="addLocations"
      path={ADD_LOCATIONS_PATH}
      element={
        <Authenticated>
          <Loaded>
            <AddLocationsPage />
          </Loaded>
        </Authenticated>
      }
    />,
  ],
} satisfies Area;
