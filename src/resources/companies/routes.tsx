// Routes of the companies section: /companies/list, /companies/company/:companyId; /companies and any other path under
// it go to the list. The section guard (company.canAccessPage; otherwise /settings after 300 ms) wraps both pages,
// which load lazily.
import { lazy } from 'react';
import { Navigate } from 'react-admin';
import { Route } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequirePermissions.tsx';
import { COMPANY_LIST_PATH } from './paths.ts';

const CompanyList = lazy(() => import('./CompanyList.tsx').then((module) => ({ default: module.CompanyList })));
const CompanyDetailPage = lazy(() => import('./CompanyDetailPage.tsx').then((module) => ({ default: module.CompanyDetailPage })));
const LeadList = lazy(() => import('../leads/LeadList.tsx').then((module) => ({ default: module.LeadList })));

export const CompanyListPage = () => (
  <SectionGuard section="companies">
    <CompanyList />
  </SectionGuard>
);

/** The resource's own list route catches /companies and every unknown path under it. */
export const CompaniesToList = () => <Navigate to={COMPANY_LIST_PATH} replace />;

export const companyRoutes = [
  <Route key="list" path="list" element={<CompanyListPage />} />,
  <Route key="leads" path="leads" element={<SectionGuard section="companies"><LeadList /></SectionGuard>} />,
  <Route
    key="company"
    path="company/:companyId"
    element={
      <SectionGuard section="companies">
        <CompanyDetailPage />
      </SectionGuard>
    }
  />,
];
