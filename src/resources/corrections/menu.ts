// The corrections area's menu entry and the ability its pages need (the route guard reads the same entry), and its
// paths: the list, one correction's deep link (the spec's) and react-admin's paths of one correction.
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const CORRECTIONS_PATH = '/corrections';
export const CORRECTION_INFO_PATH = '/corrections/info';

/** The deep link of one correction's details. */
export const correctionInfoPath = (correctionId: number) => `${CORRECTION_INFO_PATH}?correctionId=${correctionId}`;

/** react-admin's paths of one correction (/corrections/41, /corrections/41/show) → 41; any other path → null. */
export const correctionIdOfResourcePath = (path: string): number | null => {
  const match = new RegExp(`^${CORRECTIONS_PATH}/(\\d+)(/show)?/?$`).exec(path);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export const correctionsMenu: Section = {
  key: 'corrections',
  labelKey: 'menu.corrections',
  path: CORRECTIONS_PATH,
  icon: FactCheckIcon,
  access: { resource: 'corrections', action: 'list' },
  available: true,
  deniedRedirect: ROOT_PATH,
};
