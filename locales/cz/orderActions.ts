// Czech messages of the orderActions area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { orderActionsEn } from '../en/orderActions.ts';

export const orderActionsCz: PartialMessagesShape<typeof orderActionsEn> = {};
