// Polish messages of the routeMap area: every key of locales/en/routeMap.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { routeMapEn } from '../en/routeMap.ts';

export const routeMapPl: MessagesShape<typeof routeMapEn> = {
  title: 'Trasa zamówienia %{orderNo}',
  titlePending: 'Trasa',
  mapLabel: 'Mapa trasy kierowcy',
  loading: 'Wczytywanie trasy…',
  noHistory: 'Brak historii lokalizacji dla tego zamówienia.',
  loadFailed: 'Nie udało się wczytać trasy.',
  refresh: 'Odśwież',
  close: 'Zamknij',
  points:
    '%{smart_count} punkt lokalizacji |||| %{smart_count} punkty lokalizacji |||| %{smart_count} punktów lokalizacji',
  lastPosition: 'ostatnia pozycja %{time}',
  live: 'Na żywo: nowe pozycje kierowcy są dodawane na bieżąco',
  offlineBasemap: 'Kafelki mapy są niedostępne: wyświetlana jest mapa offline województw.',
  legend: {
    start: 'Start',
    driver: 'Kierowca (ostatnia pozycja)',
    pickupPoint: 'Punkt odbioru',
    receiver: 'Odbiorca',
  },
  markerLetter: {
    pickupPoint: 'P',
    receiver: 'O',
  },
  attribution: {
    osm: '© autorzy %{osm}',
    basemap: 'Województwa: %{source} (MIT)',
    geodata: 'Kody pocztowe: %{areas} (MIT), %{geonames} (CC BY 4.0)',
  },
};
