// The leads for sales (demo requests, coverage leads): a list inside the companies section, not an area of its own. The
// companies area routes it (resources/companies/routes.tsx, behind the companies' guard) and the company list's
// toolbar (LeadsButton.tsx, imported by that page) links to it. The list loads on demand; nothing here is in the
// first load but this module (the toolbar re-exported here put its button and icon there: 3 KB).
import { lazy } from 'react';

export const LeadList = lazy(() => import('./LeadList.tsx').then((module) => ({ default: module.LeadList })));
export { LEAD_LIST_PATH } from './paths.ts';
