// Czech messages of the warehouses area (complete; the type allows missing keys, which fall back to English).
import type { MessagesShape } from '../en.ts';
import type { warehousesEn } from '../en/warehouses.ts';

export const warehousesCz: MessagesShape<typeof warehousesEn> = {
  page: {
    title: 'Sklady',
  },
  filters: {
    company: 'Firma',
    none: '---',
  },
  fields: {
    owner: 'Vlastník',
    company: 'Firma',
    region: 'Region',
    totalStockCount: 'Zásoba celkem',
  },
  list: {
    download: 'Stáhnout',
    empty: 'Zatím žádné sklady.',
    emptyFiltered: 'Tato firma nemá žádné sklady.',
    error: 'Sklady se nepodařilo načíst.',
  },
  addStock: {
    title: 'Přidat zásobu',
    regionLabel: 'Přidat zásobu do: %{owner}',
    product: 'Produkt',
    current: 'Aktuální množství',
    newQuantity: 'Nové množství',
    newQuantityOf: 'Nové množství: %{name}',
    batchNumber: 'Číslo šarže',
    batchNumberOf: 'Číslo šarže: %{name}',
    submit: 'Přidat zásobu',
    adding: 'Přidávání…',
    progress: 'Přidávání zásoby: %{done} z %{total}',
    added: 'Zásoba skladu přidána (produkty: %{smart_count}).',
    nothingToAdd: 'Zadejte nové množství alespoň u jednoho produktu.',
    noProducts: 'Firma tohoto skladu nemá žádné produkty.',
  },
};
