// The multipliers area: a resource whose list (/multipliers) is the calendar, also at the spec's /multiplier/calendar
// (the menu's path; ?date=yyyy-MM-dd&view=week opens it at a week), a new multiplier at /multipliers/create (the
// calendar's create form as a page) and one multiplier's page at /multipliers/:id/show (the calendar's details dialog
// links to it). Multipliers are never edited, only ended: react-admin's edit path /multipliers/:id opens the page.
// Each view is behind the area's guard and loads lazily. The list stays the calendar (the spec's), a custom page; the
// create form stays the calendar's own (useCreate), beside it and emptied after each create; the page is ShowBase's.
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { lazy } from 'react';
import { Navigate, Route, useParams } from 'react-router-dom';
import { MULTIPLIERS_RESOURCE } from '../../dataProvider/multipliers.ts';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { MULTIPLIERS_PATH, multipliersMenu } from './menu.ts';
import { MULTIPLIER_LIST_PATH, multiplierShowPath } from './paths.ts';

const MultiplierCalendarPage = lazy(() =>
  import('./MultiplierCalendarPage.tsx').then((module) => ({ default: module.MultiplierCalendarPage })),
);
const MultiplierCreatePage = lazy(() =>
  import('./MultiplierPages.tsx').then((module) => ({ default: module.MultiplierCreatePage })),
);
const MultiplierShowPage = lazy(() =>
  import('./MultiplierPages.tsx').then((module) => ({ default: module.MultiplierShowPage })),
);

const MultiplierCalendar = () => (
  <AreaPage link={multipliersMenu}>
    <MultiplierCalendarPage />
  </AreaPage>
);

const MultiplierCreate = () => (
  <AreaPage link={multipliersMenu}>
    <MultiplierCreatePage />
  </AreaPage>
);

const MultiplierShow = () => (
  <AreaPage link={multipliersMenu}>
    <MultiplierShowPage />
  </AreaPage>
);

/** /multipliers/:id: the multiplier's page (nothing to edit); a path that is no id: the calendar. */
const ToMultiplier = () => {
  const id = useParams().id ?? '';
  return <Navigate to={/^\d+$/.test(id) ? multiplierShowPath(id) : MULTIPLIER_LIST_PATH} replace />;
};

export default {
  menu: multipliersMenu,
  resource: {
    name: MULTIPLIERS_RESOURCE,
    list: MultiplierCalendar,
    create: MultiplierCreate,
    show: MultiplierShow,
    icon: TrendingUpIcon,
    children: [<Route key="by-id" path=":id" element={<ToMultiplier />} />],
  },
  routes: [<Route key="multiplierCalendar" path={MULTIPLIERS_PATH} element={<MultiplierCalendar />} />],
} satisfies Area;
