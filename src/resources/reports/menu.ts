// The reports area's menu entry and the ability its pages need (the route guard reads the same entry).
import AssessmentIcon from '@mui/icons-material/Assessment';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const REPORTS_PATH = '/reports';

export const reportsMenu: Section = {
  key: 'reports',
  labelKey: 'menu.reports',
  path: REPORTS_PATH,
  icon: AssessmentIcon,
  access: { resource: 'reports', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
