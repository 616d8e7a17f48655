// English messages of the corrections area (merged into locales/en.ts under the key `corrections`).
export const correctionsEn = {
  page: {
    title: 'Corrections',
  },
};
