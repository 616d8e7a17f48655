// Czech messages of the routeMap area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { routeMapEn } from '../en/routeMap.ts';

export const routeMapCz: PartialMessagesShape<typeof routeMapEn> = {};
