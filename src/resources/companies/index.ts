// The companies area: the list at /companies/list, a company at /companies/company/:id, demo requests at
// /companies/leads (the spec's paths; /companies and any other path under it go to the list).
// A company's page stays a custom page, not an <Edit>: the spec's company page is sections, each read and edited on
// its own (react-admin's useGetOne reads it, each section saves through the resource's update with useUpdate).
import BusinessIcon from '@mui/icons-material/Business';
import type { CompanyListRow } from '../../../domain/companySchemas.ts';
import { COMPANIES_RESOURCE } from '../../dataProvider/companies.ts';
import type { Area } from '../../layout/area.ts';
import { companiesMenu } from './menu.ts';
import { CompaniesToList, companyRoutes } from './routes.tsx';

export default {
  menu: companiesMenu,
  resource: {
    name: COMPANIES_RESOURCE,
    list: CompaniesToList,
    icon: BusinessIcon,
    recordRepresentation: (company: CompanyListRow) => company.name,
    children: companyRoutes,
  },
} satisfies Area;
