// English messages of the stock area (merged into locales/en.ts under the key `stock`).
export const stockEn = {
  page: {
    title: 'Stock transfer',
  },
};
