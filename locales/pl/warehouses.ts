// Polish messages of the warehouses area: every key of locales/en/warehouses.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { warehousesEn } from '../en/warehouses.ts';

export const warehousesPl: MessagesShape<typeof warehousesEn> = {
  page: {
    title: 'Magazyny',
  },
  filters: {
    company: 'Firma',
    none: '---',
  },
  fields: {
    owner: 'Właściciel',
    company: 'Firma',
    region: 'Region',
    totalStockCount: 'Stan łącznie',
  },
  list: {
    download: 'Pobierz',
    empty: 'Nie ma jeszcze magazynów.',
    emptyFiltered: 'Ta firma nie ma magazynów.',
    error: 'Nie udało się wczytać magazynów.',
  },
  addStock: {
    title: 'Dodaj stan',
    regionLabel: 'Dodaj stan do: %{owner}',
    product: 'Produkt',
    current: 'Obecna ilość',
    newQuantity: 'Nowa ilość',
    newQuantityOf: 'Nowa ilość: %{name}',
    batchNumber: 'Numer partii',
    batchNumberOf: 'Numer partii: %{name}',
    submit: 'Dodaj stan',
    adding: 'Dodawanie…',
    progress: 'Dodawanie stanu: %{done} z %{total}',
    added:
      'Dodano stan magazynu (%{smart_count} produkt). |||| Dodano stan magazynu (%{smart_count} produkty). |||| Dodano stan magazynu (%{smart_count} produktów).',
    nothingToAdd: 'Wpisz nową ilość co najmniej jednego produktu.',
    noProducts: 'Firma tego magazynu nie ma produktów.',
  },
};
