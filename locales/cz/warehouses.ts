// Czech messages of the warehouses area (complete; the type allows missing keys, which fall back to English).
import type { MessagesShape } from '../en.ts';
import type { warehousesEn } from '../en/warehouses.ts';

export const warehousesCz: MessagesShape<typeof warehousesEn> = {
  page: {
    create: 'Nový sklad',
    edit: 'Sklad %{owner}',
    backToList: 'Zpět na sklady',
    details: 'Podrobnosti',
    loadError: 'Sklad se nepodařilo načíst.',
    title: 'Sklady',
  },
  filters: {
    state: 'Stav',
    stateAll: 'Vše',
    company: 'Firma',
    none: '---',
  },
  fields: {
    state: 'Stav',
    owner: 'Vlastník',
    company: 'Firma',
    region: 'Region',
    totalStockCount: 'Zásoba celkem',
    createdAt: 'Vytvořen',
  },
  list: {
    download: 'Stáhnout',
    empty: 'Zatím žádné sklady.',
    emptyFiltered: 'Filtrům neodpovídá žádný sklad.',
    error: 'Sklady se nepodařilo načíst.',
  },
  addStock: {
    inactive: 'Tento sklad je neaktivní: aktivujte ho, abyste mohli přidat zboží.',
    notTransferable: 'Nikdy neopouští sklad',
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
  state: {
    active: 'Aktivní',
    inactive: 'Neaktivní',
  },
  helper: {
    owner: 'Kdo ho provozuje; stránka zásob ukazuje „vlastník - region“.',
    company: 'Jiné firmě lze předat jen prázdný sklad.',
  },
  /** The warning of a save refused as a duplicate (409 duplicate_warehouse). */
  duplicate: {
    title: 'Možný duplikát',
    message: 'Jiný sklad má tohoto vlastníka, firmu a region:',
    hint: 'Uložte přesto jen tehdy, když chcete mít oba.',
    saveAnyway: 'Přesto uložit',
  },
  validation: {
    unknownRegion: 'Takový region neexistuje.',
    unknownCompany: 'Taková firma neexistuje.',
  },
  notifications: {
    created: 'Sklad vytvořen.',
    updated: 'Sklad uložen.',
  },
  actions: {
    create: 'Nový sklad',
    edit: 'Upravit',
    deactivate: 'Deaktivovat',
    activate: 'Aktivovat',
    deactivateTitle: 'Deaktivovat %{owner}?',
    deactivateHint: 'Neaktivní sklad nepřijímá ani nevydává zboží. Deaktivovat lze jen prázdný sklad.',
    notEmpty:
      'Obsahuje ještě %{smart_count} kus: nejprve ho přesuňte. |||| Obsahuje ještě %{smart_count} kusy: nejprve je přesuňte. |||| Obsahuje ještě %{smart_count} kusů: nejprve je přesuňte.',
    activateTitle: 'Aktivovat %{owner}?',
    activateHint: 'Sklad bude znovu přijímat a vydávat zboží.',
    done: {
      deactivate: 'Sklad deaktivován.',
      activate: 'Sklad aktivován.',
    },
  },
};
