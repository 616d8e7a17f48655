// The zip-code map area: a custom page at /zipCodes (the regions' coverage on a map), behind the area's guard; the
// page (and its map) loads lazily.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { zipCodesMenu } from './menu.ts';
import { ZIP_CODES_PATH } from './paths.ts';

const ZipCodesPage = lazy(() => import('./ZipCodesPage.tsx').then((module) => ({ default: module.ZipCodesPage })));

export default {
  menu: zipCodesMenu,
  routes: [
    <Route
      key="zipCodes"
      path={ZIP_CODES_PATH}
      element={
        <AreaPage link={zipCodesMenu}>
          <ZipCodesPage />
        </AreaPage>
      }
    />,
  ],
} satisfies Area;
