// The drivers pages behind the section guard (Drivers scope; otherwise the root after 300 ms), each loaded lazily: the
// list (/drivers), a new driver (/drivers/create), a driver's edit form (/drivers/:id) and its page
// (/drivers/:id/show).
import { lazy } from 'react';
import { SectionGuard } from '../../layout/guards/RequireAccess.tsx';
import { driversMenu } from './menu.ts';

const DriverList = lazy(() => import('./DriverList.tsx').then((module) => ({ default: module.DriverList })));
const DriverCreatePage = lazy(() =>
  import('./DriverFormPages.tsx').then((module) => ({ default: module.DriverCreatePage })),
);
const DriverEditPage = lazy(() =>
  import('./DriverFormPages.tsx').then((module) => ({ default: module.DriverEditPage })),
);
const DriverShowPage = lazy(() => import('./DriverShow.tsx').then((module) => ({ default: module.DriverShowPage })));

export const DriverListPage = () => (
  <SectionGuard link={driversMenu}>
    <DriverList />
  </SectionGuard>
);

export const DriverCreateRoute = () => (
  <SectionGuard link={driversMenu}>
    <DriverCreatePage />
  </SectionGuard>
);

export const DriverEditRoute = () => (
  <SectionGuard link={driversMenu}>
    <DriverEditPage />
  </SectionGuard>
);

export const DriverShowRoute = () => (
  <SectionGuard link={driversMenu}>
    <DriverShowPage />
  </SectionGuard>
);
