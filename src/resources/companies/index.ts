// The companies resource: the list at /companies/list, a company at /companies/company/:id.
import BusinessIcon from '@mui/icons-material/Business';
import type { CompanyListRow } from '../../domain/companySchemas.ts';
import { COMPANIES_RESOURCE } from '../../dataProvider/companies.ts';
import { CompaniesToList, companyRoutes } from './routes.tsx';

export default {
  name: COMPANIES_RESOURCE,
  list: CompaniesToList,
  icon: BusinessIcon,
  recordRepresentation: (company: CompanyListRow) => company.name,
  children: companyRoutes,
};
