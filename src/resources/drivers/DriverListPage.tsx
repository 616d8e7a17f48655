// The drivers pages behind the section guard (Drivers scope; otherwise the root after 300 ms), each loaded lazily: the
// list (/drivers), a new driver (/drivers/create), a driver's edit form (/drivers/:id) and its page
// (/drivers/:id/show).
import { lazy } from 'react';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

const DriverList = lazy(() => import('./DriverList.tsx').then((module) => ({ default: module.DriverList })));
const DriverCreatePage = lazy(() =>
  import('./DriverFormPages.tsx').then((module) => ({ default: module.DriverCreatePage })),
);
const DriverEditPage = lazy(() =>
  import('./DriverFormPages.tsx').then((module) => ({ default: module.DriverEditPage })),
);
const DriverShowPage = lazy(() => import('./DriverShow.tsx').then((module) => ({ default: module.DriverShowPage })));

export const DriverListPage = () => (
  <SectionGuard section="drivers">
    <DriverList />
  </SectionGuard>
);

export const DriverCreateRoute = () => (
  <SectionGuard section="drivers">
    <DriverCreatePage />
  </SectionGuard>
);

export const DriverEditRoute = () => (
  <SectionGuard section="drivers">
    <DriverEditPage />
  </SectionGuard>
);

export const DriverShowRoute = () => (
  <SectionGuard section="drivers">
    <DriverShowPage />
  </SectionGuard>
);
