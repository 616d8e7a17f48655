// Polish messages of the live operations map (locales/pl.ts, key `operationsMap`).
import type { MessagesShape } from '../en.ts';
import type { operationsMapEn } from '../en/operationsMap.ts';

export const operationsMapPl: MessagesShape<typeof operationsMapEn> = {
  menu: 'Mapa na żywo',
  title: 'Mapa operacyjna na żywo',
  mapLabel: 'Mapa kierowców i aktywnych zamówień na żywo',
  filtersLabel: 'Filtry mapy',
  states: {
    free: 'Wolny',
    toPickup: 'Jedzie po odbiór',
    carrying: 'Wiezie przesyłkę',
  },
  points: {
    pickup: 'Punkt odbioru',
    delivery: 'Punkt doręczenia',
  },
  legend: {
    label: 'Legenda',
    driverGroup: 'Kierowcy (grupa: kliknij, aby przybliżyć)',
    orderGroup: 'Punkty zamówień (grupa: kliknij, aby przybliżyć)',
  },
  summary: {
    drivers: '%{smart_count} kierowca online |||| %{smart_count} kierowców online |||| %{smart_count} kierowców online',
    states: 'wolni %{free}, jadący po odbiór %{toPickup}, wiozący przesyłkę %{carrying}',
    orders:
      '%{smart_count} aktywne zamówienie |||| %{smart_count} aktywne zamówienia |||| %{smart_count} aktywnych zamówień',
  },
  live: 'Pozycje zmieniają się na żywo; mapa odświeża się co %{seconds} s.',
  updated: 'Zaktualizowano %{time}',
  loading: 'Wczytywanie mapy…',
  loadFailed: 'Nie udało się wczytać mapy.',
  empty: 'Żaden kierowca online ani aktywne zamówienie nie pasuje do tych filtrów.',
  truncatedOrders: 'Widać tylko pierwszych %{max} zamówień: zawęź filtry.',
  truncatedDrivers: 'Widać tylko pierwszych %{max} kierowców: zawęź filtry.',
  offlineBasemap: 'Nie udało się wczytać kafelków mapy: widać mapę województw offline.',
  find: {
    label: 'Znajdź kierowcę lub zamówienie',
    noOptions: 'Nic nie znaleziono',
    drivers: 'Kierowcy',
    orders: 'Zamówienia',
  },
  marker: {
    driver: '%{name}: %{state}',
    pickup: 'Odbiór zamówienia %{orderNo}',
    delivery: 'Doręczenie zamówienia %{orderNo}',
    driverGroup: '%{smart_count} kierowca |||| %{smart_count} kierowców |||| %{smart_count} kierowców',
    orderGroup:
      '%{smart_count} punkt zamówienia |||| %{smart_count} punkty zamówień |||| %{smart_count} punktów zamówień',
  },
  driver: {
    unnamed: 'Kierowca nr %{id}',
    details: 'Szczegóły',
    state: 'Stan',
    region: 'Region',
    position: 'Ostatnia pozycja',
    coordinates: '%{lat}° N, %{lng}° E',
    positionAt: 'Zapisana o',
    phone: 'Telefon',
    orders: 'Zamówienia na mapie',
    noOrders: 'Brak',
    gone: 'Tego kierowcy nie ma już na mapie (offline albo poza filtrami).',
    openPage: 'Otwórz stronę kierowcy',
    showOnMap: 'Pokaż na mapie',
  },
  order: {
    title: 'Zamówienie %{orderNo}',
    openInList: 'Otwórz na liście zamówień',
  },
  close: 'Zamknij',
};
