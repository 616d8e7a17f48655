// The operations dashboard: a custom page at /dashboard behind the area's guard; the page (and its charts) load lazily.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { dashboardMenu } from './menu.ts';
import { DASHBOARD_PATH } from './paths.ts';

const DashboardPage = lazy(() => import('./DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })));

export default {
  menu: dashboardMenu,
  startPath: DASHBOARD_PATH,
  routes: [
    <Route
      key="dashboard"
      path={DASHBOARD_PATH}
      element={
        <AreaPage link={dashboardMenu}>
          <DashboardPage />
        </AreaPage>
      }
    />,
  ],
} satisfies Area;
