// Route of the corrections section (spec back-office §2): /corrections behind the section guard.
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const CORRECTIONS_PATH = '/corrections';

const CorrectionsPage = lazy(() => import('./CorrectionsPage.tsx').then((module) => ({ default: module.CorrectionsPage })));

export const correctionsRoutes = [
  <Route key="corrections" path={CORRECTIONS_PATH} element={<Authenticated><SectionGuard section="corrections"><CorrectionsPage /></SectionGuard></Authenticated>} />,
];
