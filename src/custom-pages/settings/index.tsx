// The settings area, open to every signed-in user: the tabs at /settings/*, the pickup points at /settings/locations
// and the delivery option at /settings/product; pages load lazily.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { settingsMenu } from './menu.ts';
import { SETTINGS_PATH } from './paths.ts';

const SettingsPage = lazy(() => import('./SettingsPage.tsx').then((module) => ({ default: module.SettingsPage })));
const SettingsLocationsPage = lazy(() =>
  import('./locations/SettingsLocationsPage.tsx').then((module) => ({ default: module.SettingsLocationsPage })),
);
const SettingsProductPage = lazy(() =>
  import('./SettingsProductPage.tsx').then((module) => ({ default: module.SettingsProductPage })),
);

export default {
  menu: settingsMenu,
  routes: [
    <Route
      key="settingsLocations"
      path={`${SETTINGS_PATH}/locations`}
      element={
        <AreaPage link={settingsMenu}>
          <SettingsLocationsPage />
        </AreaPage>
      }
    />,
    <Route
      key="settingsProduct"
      path={`${SETTINGS_PATH}/product`}
      element={
        <AreaPage link={settingsMenu}>
          <SettingsProductPage />
        </AreaPage>
      }
    />,
    <Route
      key="settings"
      path={`${SETTINGS_PATH}/*`}
      element={
        <AreaPage link={settingsMenu}>
          <SettingsPage />
        </AreaPage>
      }
    />,
  ],
} satisfies Area;
