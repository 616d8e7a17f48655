// Czech messages of the dateRange area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { dateRangeEn } from '../en/dateRange.ts';

export const dateRangeCz: PartialMessagesShape<typeof dateRangeEn> = {};
