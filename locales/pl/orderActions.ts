// Polish messages of the orderActions area: every key of locales/en/orderActions.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { orderActionsEn } from '../en/orderActions.ts';

export const orderActionsPl: MessagesShape<typeof orderActionsEn> = {};
