// The corrections area: a resource whose list is the pending corrections at /corrections; the same page serves the
// spec's /corrections/info?correctionId= (one correction's dialog open, deep-linkable) so opening and closing a
// correction keeps the list mounted. Behind the area's guard; the page loads lazily.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';
import type { Area } from '../../layout/area.ts';
import { AreaPage } from '../../layout/guards/RequirePermissions.tsx';
import { correctionsMenu } from './menu.ts';

const CorrectionsPage = lazy(() => import('./CorrectionsPage.tsx').then((module) => ({ default: module.CorrectionsPage })));

const CorrectionList = () => (
  <AreaPage section="corrections">
    <CorrectionsPage />
  </AreaPage>
);

export default {
  menu: correctionsMenu,
  resource: { name: 'corrections', list: CorrectionList, icon: FactCheckIcon },
} satisfies Area;
