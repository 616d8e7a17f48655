// Polish messages of the dateRange area: every key of locales/en/dateRange.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { dateRangeEn } from '../en/dateRange.ts';

export const dateRangePl: MessagesShape<typeof dateRangeEn> = {};
