// The reports area: a custom page at /reports (CSV reports generated on the server), behind the area's guard; the
// page loads lazily.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { REPORTS_PATH, reportsMenu } from './menu.ts';

const ReportsPage = lazy(() => import('./ReportsPage.tsx').then((module) => ({ default: module.ReportsPage })));

export default {
  menu: reportsMenu,
  routes: [
    <Route
      key="reports"
      path={REPORTS_PATH}
      element={
        <AreaPage link={reportsMenu}>
          <ReportsPage />
        </AreaPage>
      }
    />,
  ],
} satisfies Area;
