// The multipliers area: a resource whose list (/multipliers) is the calendar, also at the spec's
// /multiplier/calendar (the menu's path), behind the area's guard; the page loads lazily.
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequirePermissions.tsx';
import { MULTIPLIERS_PATH, multipliersMenu } from './menu.ts';

const MultiplierCalendarPage = lazy(() => import('./MultiplierCalendarPage.tsx').then((module) => ({ default: module.MultiplierCalendarPage })));

const MultiplierCalendar = () => (
  <AreaPage section="multipliers">
    <MultiplierCalendarPage />
  </AreaPage>
);

export default {
  menu: multipliersMenu,
  resource: { name: 'multipliers', list: MultiplierCalendar, icon: TrendingUpIcon },
  routes: [<Route key="multiplierCalendar" path={MULTIPLIERS_PATH} element={<MultiplierCalendar />} />],
} satisfies Area;
