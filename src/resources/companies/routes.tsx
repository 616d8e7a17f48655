// Routes of the companies section: /companies/list, /companies/company/:companyId (react-admin's /companies/:id and
// /companies/:id/show redirect there), /companies/create (companies register themselves: the page says so and gives
// the registration link to send); /companies and any other path under it go to the list. The section guard
// (company.canAccessPage; otherwise /settings after 300 ms) wraps both pages, which load lazily.
import { lazy } from 'react';
import { LeadList } from '../leads/index.ts';
import { Navigate } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { SectionGuard } from '../../layout/guards/RequireAccess.tsx';
import { COMPANY_LIST_PATH, companyPath } from './paths.ts';
import { companiesMenu } from './menu.ts';

const CompanyList = lazy(() => import('./CompanyList.tsx').then((module) => ({ default: module.CompanyList })));
const CompanyDetailPage = lazy(() =>
  import('./CompanyDetailPage.tsx').then((module) => ({ default: module.CompanyDetailPage })),
);
const CompanyRegistrationInfo = lazy(() =>
  import('./CompanyRegistrationInfo.tsx').then((module) => ({ default: module.CompanyRegistrationInfo })),
);

export const CompanyListPage = () => (
  <SectionGuard link={companiesMenu}>
    <CompanyList />
  </SectionGuard>
);

/** The resource's own list route catches /companies and every unknown path under it. */
export const CompaniesToList = () => <Navigate to={COMPANY_LIST_PATH} replace />;

/** /companies/:id and /companies/:id/show: the company's page at the spec's path; a path that is no id: the list. */
const ToCompany = () => {
  const id = Number(useParams().id);
  return <Navigate to={Number.isSafeInteger(id) && id > 0 ? companyPath(id) : COMPANY_LIST_PATH} replace />;
};

export const companyRoutes = [
  <Route key="list" path="list" element={<CompanyListPage />} />,
  <Route
    key="leads"
    path="leads"
    element={
      <SectionGuard link={companiesMenu}>
        <LeadList />
      </SectionGuard>
    }
  />,
  <Route
    key="company"
    path="company/:companyId"
    element={
      <SectionGuard link={companiesMenu}>
        <CompanyDetailPage />
      </SectionGuard>
    }
  />,
  <Route
    key="create"
    path="create"
    element={
      <SectionGuard link={companiesMenu}>
        <CompanyRegistrationInfo />
      </SectionGuard>
    }
  />,
  <Route key="by-id" path=":id" element={<ToCompany />} />,
  <Route key="by-id-show" path=":id/show" element={<ToCompany />} />,
];
