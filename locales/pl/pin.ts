// Polish messages of the pin area: every key of locales/en/pin.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { pinEn } from '../en/pin.ts';

export const pinPl: MessagesShape<typeof pinEn> = {};
