// Polish messages of the routeMap area: every key of locales/en/routeMap.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { routeMapEn } from '../en/routeMap.ts';

export const routeMapPl: MessagesShape<typeof routeMapEn> = {};
