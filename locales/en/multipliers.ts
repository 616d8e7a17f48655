// English messages of the multipliers area (merged into locales/en.ts under the key `multipliers`).
export const multipliersEn = {
  page: {
    title: 'Multipliers',
  },
};
