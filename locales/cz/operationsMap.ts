// Czech messages of the live operations map (locales/cz.ts, key `operationsMap`).
import type { MessagesShape } from '../en.ts';
import type { operationsMapEn } from '../en/operationsMap.ts';

export const operationsMapCz: MessagesShape<typeof operationsMapEn> = {
  menu: 'Živá mapa',
  title: 'Živá provozní mapa',
  mapLabel: 'Živá mapa řidičů a aktivních objednávek',
  filtersLabel: 'Filtry mapy',
  states: {
    free: 'Volný',
    toPickup: 'Jede k vyzvednutí',
    carrying: 'Veze zásilku',
  },
  points: {
    pickup: 'Místo vyzvednutí',
    delivery: 'Místo doručení',
  },
  legend: {
    label: 'Legenda',
    driverGroup: 'Řidiči (skupina: kliknutím přiblížíte)',
    orderGroup: 'Body objednávek (skupina: kliknutím přiblížíte)',
  },
  summary: {
    drivers: '%{smart_count} řidič online |||| %{smart_count} řidiči online |||| %{smart_count} řidičů online',
    states: 'volní %{free}, jedoucí k vyzvednutí %{toPickup}, vezoucí zásilku %{carrying}',
    orders:
      '%{smart_count} aktivní objednávka |||| %{smart_count} aktivní objednávky |||| %{smart_count} aktivních objednávek',
  },
  live: 'Polohy se mění živě; mapa se znovu načítá každých %{seconds} s.',
  updated: 'Aktualizováno %{time}',
  loading: 'Načítání mapy…',
  loadFailed: 'Mapu se nepodařilo načíst.',
  empty: 'Těmto filtrům neodpovídá žádný řidič online ani aktivní objednávka.',
  truncatedOrders: 'Zobrazeno jen prvních %{max} objednávek: zužte filtry.',
  truncatedDrivers: 'Zobrazeno jen prvních %{max} řidičů: zužte filtry.',
  offlineBasemap: 'Mapové dlaždice se nepodařilo načíst: zobrazuje se offline mapa vojvodství.',
  find: {
    label: 'Najít řidiče nebo objednávku',
    noOptions: 'Nic nenalezeno',
    drivers: 'Řidiči',
    orders: 'Objednávky',
  },
  marker: {
    driver: '%{name}: %{state}',
    pickup: 'Vyzvednutí objednávky %{orderNo}',
    delivery: 'Doručení objednávky %{orderNo}',
    driverGroup: '%{smart_count} řidič |||| %{smart_count} řidiči |||| %{smart_count} řidičů',
    orderGroup: '%{smart_count} bod objednávky |||| %{smart_count} body objednávek |||| %{smart_count} bodů objednávek',
  },
  driver: {
    unnamed: 'Řidič č. %{id}',
    details: 'Podrobnosti',
    state: 'Stav',
    region: 'Region',
    position: 'Poslední poloha',
    coordinates: '%{lat}° s. š., %{lng}° v. d.',
    positionAt: 'Zaznamenáno v',
    phone: 'Telefon',
    orders: 'Objednávky na mapě',
    noOrders: 'Žádné',
    gone: 'Tento řidič už na mapě není (je offline nebo mimo filtry).',
    openPage: 'Otevřít stránku řidiče',
    showOnMap: 'Ukázat na mapě',
  },
  order: {
    title: 'Objednávka %{orderNo}',
    openInList: 'Otevřít v seznamu objednávek',
  },
  close: 'Zavřít',
};
