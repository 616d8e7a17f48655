// Routes outside the react-admin resources: the public pages, the registration steps and the custom sections.
import { lazy, Suspense } from 'react';
import { Authenticated, Loading } from 'react-admin';
import { Route } from 'react-router-dom';
import { ADD_LOCATIONS_PATH, ONBOARDING_PATH, SELECT_PRODUCT_PATH } from '../layout/guards/registrationRedirect.ts';
import { PublicOnly } from '../layout/guards/PublicOnly.tsx';
import { SectionGuard } from '../layout/guards/RequirePermissions.tsx';
import { SETTINGS_PATH, ZIP_CODES_PATH } from '../layout/sections.ts';
import { LazyPinPage } from './pin/LazyPinPage.tsx';
import { LazyLandingPage, LazyPrivacyPolicyPage } from './landing/LazyLandingPages.tsx';
import { userRoutes } from '../resources/users/routes.tsx';
import { warehousesRoutes } from '../resources/warehouses/routes.tsx';
import { stockRoutes } from './stock/routes.tsx';
import { multipliersRoutes } from '../resources/multipliers/routes.tsx';
import { correctionsRoutes } from '../resources/corrections/routes.tsx';
import { walletRoutes } from '../resources/wallet/routes.tsx';

const SettingsPage = lazy(() => import('./settings/SettingsPage.tsx').then((module) => ({ default: module.SettingsPage })));
const SettingsLocationsPage = lazy(() =>
  import('./settings/locations/SettingsLocationsPage.tsx').then((module) => ({ default: module.SettingsLocationsPage })),
);
const RegisterPage = lazy(() => import('./register/RegisterPage.tsx').then((module) => ({ default: module.RegisterPage })));
const SelectProductPage = lazy(() => import('./register/SelectProductPage.tsx').then((module) => ({ default: module.SelectProductPage })));
const AddLocationsPage = lazy(() => import('./register/AddLocationsPage.tsx').then((module) => ({ default: module.AddLocationsPage })));
const OnboardingPage = lazy(() => import('./onboarding/OnboardingPage.tsx').then((module) => ({ default: module.OnboardingPage })));
const SettingsProductPage = lazy(() => import('./settings/SettingsProductPage.tsx').then((module) => ({ default: module.SettingsProductPage })));
const ReportsPage = lazy(() => import('../resources/reports/ReportsPage.tsx').then((module) => ({ default: module.ReportsPage })));
const ZipCodesPage = lazy(() => import('./zipCodes/ZipCodesPage.tsx').then((module) => ({ default: module.ZipCodesPage })));

const PageLoading = () => <Loading loadingPrimary="app.loading" loadingSecondary="" />;

/** Without the shell: public pages (redirect to the root when logged in) and the logged-in registration steps. */
export const noShellRoutes = [
  <Route key="register" path="/register" element={<Suspense fallback={<PageLoading />}><RegisterPage /></Suspense>} />,
  <Route key="landing" path="/register/landing" element={<PublicOnly><LazyLandingPage /></PublicOnly>} />,
  <Route key="pin" path="/pin" element={<PublicOnly><LazyPinPage /></PublicOnly>} />,
  <Route key="privacy" path="/privacy" element={<LazyPrivacyPolicyPage />} />,
  <Route key="selectProduct" path={SELECT_PRODUCT_PATH} element={<Authenticated><Suspense fallback={<PageLoading />}><SelectProductPage /></Suspense></Authenticated>} />,
  <Route key="addLocations" path={ADD_LOCATIONS_PATH} element={<Authenticated><Suspense fallback={<PageLoading />}><AddLocationsPage /></Suspense></Authenticated>} />,
];

/** Inside the shell (the Layout's Suspense shows the loader while a lazy page loads). */
export const shellRoutes = [
  <Route
    key="onboarding"
    path={ONBOARDING_PATH}
    element={<Authenticated><SectionGuard section="settings"><OnboardingPage /></SectionGuard></Authenticated>}
  />,
  <Route
    key="settingsLocations"
    path={`${SETTINGS_PATH}/locations`}
    element={<Authenticated><SectionGuard section="settings"><SettingsLocationsPage /></SectionGuard></Authenticated>}
  />,
  <Route
    key="settingsProduct"
    path={`${SETTINGS_PATH}/product`}
    element={<Authenticated><SectionGuard section="settings"><SettingsProductPage /></SectionGuard></Authenticated>}
  />,
  <Route key="reports" path="/reports" element={<Authenticated><SectionGuard section="reports"><ReportsPage /></SectionGuard></Authenticated>} />,
  <Route
    key="zipCodes"
    path={ZIP_CODES_PATH}
    element={<Authenticated><SectionGuard section="zipCodes"><ZipCodesPage /></SectionGuard></Authenticated>}
  />,
  <Route
    key="settings"
    path={`${SETTINGS_PATH}/*`}
    element={<Authenticated><SectionGuard section="settings"><SettingsPage /></SectionGuard></Authenticated>}
  />,
  ...userRoutes,
  ...warehousesRoutes,
  ...stockRoutes,
  ...multipliersRoutes,
  ...correctionsRoutes,
  ...walletRoutes,
];
