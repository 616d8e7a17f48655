// English messages of the warehouses area (merged into locales/en.ts under the key `warehouses`).
export const warehousesEn = {
  page: {
    title: 'Warehouses',
  },
  filters: {
    company: 'Company',
    none: '---',
  },
  fields: {
    owner: 'Owner',
    company: 'Company',
    region: 'Region',
    totalStockCount: 'Total stock',
  },
  list: {
    download: 'Download',
    empty: 'No warehouses yet.',
    emptyFiltered: 'No warehouses of this company.',
    error: 'The warehouses could not be loaded.',
  },
  addStock: {
    title: 'Add stock',
    regionLabel: 'Add stock to %{owner}',
    product: 'Product',
    current: 'Current quantity',
    newQuantity: 'New quantity',
    newQuantityOf: 'New quantity of %{name}',
    batchNumber: 'Batch number',
    batchNumberOf: 'Batch number of %{name}',
    submit: 'Add stock',
    adding: 'Adding…',
    progress: 'Adding stock: %{done} of %{total}',
    added: 'Warehouse stock added (%{smart_count} product). |||| Warehouse stock added (%{smart_count} products).',
    nothingToAdd: 'Enter a new quantity for at least one product.',
    noProducts: 'The warehouse’s company has no products.',
  },
};
