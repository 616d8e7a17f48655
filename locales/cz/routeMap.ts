// Czech messages of the routeMap area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { routeMapEn } from '../en/routeMap.ts';

export const routeMapCz: PartialMessagesShape<typeof routeMapEn> = {
  title: 'Trasa objednávky %{orderNo}',
  titlePending: 'Trasa',
  loading: 'Načítání trasy…',
  noHistory: 'Pro tuto objednávku zatím není historie polohy.',
  loadFailed: 'Trasu se nepodařilo načíst.',
  refresh: 'Obnovit',
  close: 'Zavřít',
  legend: {
    start: 'Start',
    driver: 'Řidič (poslední poloha)',
    pickupPoint: 'Místo vyzvednutí',
    receiver: 'Příjemce',
  },
};
