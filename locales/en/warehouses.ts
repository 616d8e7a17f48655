// English messages of the warehouses area (merged into locales/en.ts under the key `warehouses`).
export const warehousesEn = {
  page: {
    create: 'New warehouse',
    edit: 'Warehouse %{owner}',
    backToList: 'Back to warehouses',
    details: 'Details',
    loadError: 'The warehouse could not be loaded.',
    title: 'Warehouses',
  },
  filters: {
    state: 'State',
    stateAll: 'All',
    company: 'Company',
    none: '---',
  },
  fields: {
    state: 'State',
    owner: 'Owner',
    company: 'Company',
    region: 'Region',
    totalStockCount: 'Total stock',
    createdAt: 'Created',
  },
  list: {
    download: 'Download',
    empty: 'No warehouses yet.',
    emptyFiltered: 'No warehouses match the filters.',
    error: 'The warehouses could not be loaded.',
  },
  addStock: {
    inactive: 'This warehouse is inactive: activate it to add stock.',
    notTransferable: 'Never leaves the warehouse',
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
  state: {
    active: 'Active',
    inactive: 'Inactive',
  },
  helper: {
    owner: 'Who runs it; the stock page reads “owner - region”.',
    company: 'Only an empty warehouse can be given to another company.',
  },
  /** The warning of a save refused as a duplicate (409 duplicate_warehouse). */
  duplicate: {
    title: 'Possible duplicate',
    message: 'Another warehouse has this owner, company and region:',
    hint: 'Save anyway only if you mean to keep both.',
    saveAnyway: 'Save anyway',
  },
  validation: {
    unknownRegion: 'There is no such region.',
    unknownCompany: 'There is no such company.',
  },
  notifications: {
    created: 'Warehouse created.',
    updated: 'Warehouse saved.',
  },
  actions: {
    create: 'New warehouse',
    edit: 'Edit',
    deactivate: 'Deactivate',
    activate: 'Activate',
    deactivateTitle: 'Deactivate %{owner}?',
    deactivateHint: 'An inactive warehouse receives and gives no stock. Only an empty warehouse can be deactivated.',
    notEmpty:
      'It still holds %{smart_count} item: move it out first. |||| It still holds %{smart_count} items: move them out first.',
    activateTitle: 'Activate %{owner}?',
    activateHint: 'The warehouse will receive and give stock again.',
    done: {
      deactivate: 'Warehouse deactivated.',
      activate: 'Warehouse activated.',
    },
  },
};
