// Route of the multipliers section: /multiplier/calendar behind the section guard.
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const MULTIPLIERS_PATH = '/multiplier/calendar';

const MultiplierCalendarPage = lazy(() => import('./MultiplierCalendarPage.tsx').then((module) => ({ default: module.MultiplierCalendarPage })));

export const multipliersRoutes = [
  <Route key="multipliers" path={MULTIPLIERS_PATH} element={<Authenticated><SectionGuard section="multipliers"><MultiplierCalendarPage /></SectionGuard></Authenticated>} />,
];
