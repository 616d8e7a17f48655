// The corrections area: a resource whose list is the pending corrections at /corrections; the same page serves the
// spec's /corrections/info?correctionId= (one correction's dialog open over the list, deep-linkable) so opening and
// closing a correction keeps the list mounted. Behind the area's guard; the page loads lazily.
// One correction's canonical path is the spec's /corrections/info?correctionId=:id: the spec names it, the table's rows
// open it, and it lies under the list's route, so the list stays mounted (no reload) while a correction opens and
// closes. react-admin's /corrections/:id/show (the correction) and /corrections/:id (edit: its decision) redirect to
// it; the list page does that itself, since the list's route catches every path under /corrections. No show or edit
// view is declared: react-admin would route /corrections/info to an edit view as the id "info", and remount the list on
// every open. No create view: drivers create corrections. The data provider's `corrections` resource reads the pending
// list (getList) and one correction (getOne) for react-admin's own components.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequireAccess.tsx';
import { correctionsMenu } from './menu.ts';

const CorrectionsPage = lazy(() =>
  import('./CorrectionsPage.tsx').then((module) => ({ default: module.CorrectionsPage })),
);

const CorrectionList = () => (
  <AreaPage link={correctionsMenu}>
    <CorrectionsPage />
  </AreaPage>
);

export default {
  menu: correctionsMenu,
  resource: { name: 'corrections', list: CorrectionList, icon: FactCheckIcon },
} satisfies Area;
