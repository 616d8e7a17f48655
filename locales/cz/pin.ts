// Czech messages of the pin area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { pinEn } from '../en/pin.ts';

export const pinCz: PartialMessagesShape<typeof pinEn> = {};
