// /locations, the resource's list: locations belong to a company, and each of their lists is already a page of its
// own. A client user goes to its pickup points (/settings/locations, the spec's page); an operator with the company
// page to the companies list, or to one company's page with ?companyId= (its locations section: add, edit, the
// links to each location's page). A flat list of every location of every company would have neither search nor
// pages (GET /region/locations answers them all at once), and it would split the places where locations are kept.
// Other users who read locations (the zip-code page, order writing) have no list of them: the page says it is closed.
import { Navigate, useSearchParams } from 'react-router-dom';
import { AccessDeniedPage } from '../../layout/guards/AccessDeniedPage.tsx';
import { COMPANY_LIST_PATH, companyPath } from '../companies/paths.ts';
import { SETTINGS_LOCATIONS_PATH } from './paths.ts';
import { useLocationAccess } from './usePermissionFlags.ts';

export const LocationListRedirect = () => {
  const access = useLocationAccess();
  const [params] = useSearchParams();
  if (access.isPending) return null;
  if (access.isClient) return <Navigate to={SETTINGS_LOCATIONS_PATH} replace />;
  if (access.companiesPage) {
    const companyId = Number(params.get('companyId'));
    return (
      <Navigate
        to={Number.isSafeInteger(companyId) && companyId > 0 ? companyPath(companyId) : COMPANY_LIST_PATH}
        replace
      />
    );
  }
  return <AccessDeniedPage />;
};
