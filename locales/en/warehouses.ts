// English messages of the warehouses area (merged into locales/en.ts under the key `warehouses`).
export const warehousesEn = {
  page: {
    title: 'Warehouses',
  },
};
