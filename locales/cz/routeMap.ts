// Czech messages of the routeMap area (merged into locales/cz.ts under the key `routeMap`).
import type { MessagesShape } from '../en.ts';
import type { routeMapEn } from '../en/routeMap.ts';

export const routeMapCz: MessagesShape<typeof routeMapEn> = {
  title: 'Trasa objednávky %{orderNo}',
  titlePending: 'Trasa',
  mapLabel: 'Mapa trasy řidiče',
  loading: 'Načítání trasy…',
  noHistory: 'Pro tuto objednávku zatím není historie polohy.',
  loadFailed: 'Trasu se nepodařilo načíst.',
  refresh: 'Obnovit',
  close: 'Zavřít',
  points: '%{smart_count} bod polohy |||| %{smart_count} body polohy |||| %{smart_count} bodů polohy',
  lastPosition: 'poslední poloha %{time}',
  live: 'Živě: nové polohy řidiče se přidávají, jakmile dorazí',
  offlineBasemap: 'Mapové dlaždice nejsou dostupné: zobrazuje se offline mapa vojvodství.',
  legend: {
    start: 'Start',
    driver: 'Řidič (poslední poloha)',
    pickupPoint: 'Místo vyzvednutí',
    receiver: 'Příjemce',
  },
  markerLetter: {
    pickupPoint: 'V',
    receiver: 'P',
  },
  attribution: {
    osm: '© přispěvatelé %{osm}',
    basemap: 'Vojvodství: %{source} (MIT)',
    geodata: 'Poštovní směrovací čísla: %{areas} (MIT), %{geonames} (CC BY 4.0)',
  },
};
