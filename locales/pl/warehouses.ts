// Polish messages of the warehouses area: every key of locales/en/warehouses.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { warehousesEn } from '../en/warehouses.ts';

export const warehousesPl: MessagesShape<typeof warehousesEn> = {
  page: {
    create: 'Nowy magazyn',
    edit: 'Magazyn %{owner}',
    backToList: 'Wróć do magazynów',
    details: 'Szczegóły',
    loadError: 'Nie udało się wczytać magazynu.',
    title: 'Magazyny',
  },
  filters: {
    state: 'Stan',
    stateAll: 'Wszystkie',
    company: 'Firma',
    none: '---',
  },
  fields: {
    state: 'Stan',
    owner: 'Właściciel',
    company: 'Firma',
    region: 'Region',
    totalStockCount: 'Stan łącznie',
    createdAt: 'Utworzony',
  },
  list: {
    download: 'Pobierz',
    empty: 'Nie ma jeszcze magazynów.',
    emptyFiltered: 'Żaden magazyn nie pasuje do filtrów.',
    error: 'Nie udało się wczytać magazynów.',
  },
  addStock: {
    inactive: 'Ten magazyn jest nieaktywny: aktywuj go, aby dodać towar.',
    notTransferable: 'Nigdy nie opuszcza magazynu',
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
  state: {
    active: 'Aktywny',
    inactive: 'Nieaktywny',
  },
  helper: {
    owner: 'Kto go prowadzi; strona stanów pokazuje „właściciel - region”.',
    company: 'Tylko pusty magazyn można przekazać innej firmie.',
  },
  /** The warning of a save refused as a duplicate (409 duplicate_warehouse). */
  duplicate: {
    title: 'Możliwy duplikat',
    message: 'Inny magazyn ma tego właściciela, firmę i region:',
    hint: 'Zapisz mimo to tylko wtedy, gdy chcesz mieć oba.',
    saveAnyway: 'Zapisz mimo to',
  },
  validation: {
    unknownRegion: 'Nie ma takiego regionu.',
    unknownCompany: 'Nie ma takiej firmy.',
  },
  notifications: {
    created: 'Magazyn utworzony.',
    updated: 'Magazyn zapisany.',
  },
  actions: {
    create: 'Nowy magazyn',
    edit: 'Edytuj',
    deactivate: 'Dezaktywuj',
    activate: 'Aktywuj',
    deactivateTitle: 'Dezaktywować %{owner}?',
    deactivateHint: 'Nieaktywny magazyn nie przyjmuje ani nie wydaje towaru. Dezaktywować można tylko pusty magazyn.',
    notEmpty:
      'Ma jeszcze %{smart_count} sztukę: najpierw ją przenieś. |||| Ma jeszcze %{smart_count} sztuki: najpierw je przenieś. |||| Ma jeszcze %{smart_count} sztuk: najpierw je przenieś.',
    activateTitle: 'Aktywować %{owner}?',
    activateHint: 'Magazyn znowu będzie przyjmował i wydawał towar.',
    done: {
      deactivate: 'Magazyn dezaktywowany.',
      activate: 'Magazyn aktywowany.',
    },
  },
};
