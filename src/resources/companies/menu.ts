// The companies area's menu entry, the ability its pages need (the route guard reads the same entry) and its badge, the
// count of companies awaiting activation.
import BusinessIcon from '@mui/icons-material/Business';
import type { Section } from '../../layout/sections.ts';
import { PendingCompaniesBadge } from './PendingCompaniesBadge.tsx';
import { SETTINGS_PATH } from '../../custom-pages/settings/paths.ts';
import { COMPANY_LIST_PATH } from './paths.ts';

export const companiesMenu: Section = {
  key: 'companies',
  labelKey: 'menu.companies',
  path: COMPANY_LIST_PATH,
  icon: BusinessIcon,
  access: { resource: 'companies', action: 'list' },
  available: true,
  deniedRedirect: SETTINGS_PATH,
  badge: PendingCompaniesBadge,
};
