// Routes of the corrections section: /corrections (the pending list) and /corrections/info (the same page with one
// correction's dialog open, by ?correctionId=, deep-linkable), behind the section guard.
import { lazy } from 'react';
import { Authenticated } from 'react-admin';
import { Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

export const CORRECTIONS_PATH = '/corrections';
export const CORRECTION_INFO_PATH = '/corrections/info';

/** The deep link of one correction's details. */
export const correctionInfoPath = (correctionId: number) => `${CORRECTION_INFO_PATH}?correctionId=${correctionId}`;

const CorrectionsPage = lazy(() => import('./CorrectionsPage.tsx').then((module) => ({ default: module.CorrectionsPage })));

// One route for both paths, so opening and closing a correction keeps the list mounted (the page reads the path).
export const correctionsRoutes = [
  <Route
    key="corrections"
    path={`${CORRECTIONS_PATH}/*`}
    element={<Authenticated><SectionGuard section="corrections"><CorrectionsPage /></SectionGuard></Authenticated>}
  />,
];
