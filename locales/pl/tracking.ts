// Polish messages of the receiver's tracking page (locales/pl.ts, key `tracking`).
import type { MessagesShape } from '../en.ts';
import type { trackingEn } from '../en/tracking.ts';

export const trackingPl: MessagesShape<typeof trackingEn> = {
  title: 'Twoja dostawa',
  order: 'Zamówienie %{orderNo}',
  stages: {
    placed: 'Zamówienie złożone',
    accepted: 'Kierowca przydzielony',
    on_the_way: 'W drodze',
    arrived: 'Kierowca pod drzwiami',
    delivered: 'Dostarczone',
    cancelled: 'Anulowane',
  },
  progressLabel: 'Postęp dostawy',
  since: 'Od %{time}',
  timeSlot: 'Okno dostawy: %{from} – %{to}',
  asap: 'Dostawa najszybciej, jak to możliwe',
  eta: 'Szacowany czas przyjazdu: %{time}',
  etaHint: 'Szacunek na podstawie pozycji kierowcy; ruch uliczny może go zmienić.',
  lastPosition: 'Pozycja kierowcy o %{time}',
  mapLabel: 'Mapa z pozycją kierowcy',
  legend: { driver: 'Kierowca', destination: 'Adres dostawy' },
  cancelled: 'Ta dostawa została anulowana. Nadawca poinformuje Cię o dalszych krokach.',
  delivered: 'Twoja przesyłka została dostarczona.',
  notFound: 'Ten link śledzenia jest nieprawidłowy. Sprawdź otrzymany link.',
  loadFailed: 'Nie udało się wczytać stanu dostawy.',
  retry: 'Spróbuj ponownie',
  loading: 'Wczytywanie stanu dostawy…',
  updated: 'Odświeża się samo co %{seconds} sekund.',
};
