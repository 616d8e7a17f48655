// /drivers: the section guard around the lazily loaded drivers page.
import { lazy } from 'react';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';

const DriverList = lazy(() => import('./DriverList.tsx').then((module) => ({ default: module.DriverList })));

export const DriverListPage = () => (
  <SectionGuard section="drivers">
    <DriverList />
  </SectionGuard>
);
