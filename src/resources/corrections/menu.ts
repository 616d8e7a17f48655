// The corrections area's menu entry and the ability its pages need (the route guard reads the same entry).
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';

export const CORRECTIONS_PATH = '/corrections';
export const CORRECTION_INFO_PATH = '/corrections/info';

/** The deep link of one correction's details. */
export const correctionInfoPath = (correctionId: number) => `${CORRECTION_INFO_PATH}?correctionId=${correctionId}`;

export const correctionsMenu: Section = { key: 'corrections', labelKey: 'menu.corrections', path: CORRECTIONS_PATH, icon: FactCheckIcon, permissions: ['corrections.canAccessPage'], available: true, deniedRedirect: ROOT_PATH };
