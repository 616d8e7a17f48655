// English messages of the dateRange area (merged into locales/en.ts under the key `dateRange`).
export const dateRangeEn = {};
