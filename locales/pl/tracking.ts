// Polish messages of the receiver's tracking page (locales/pl.ts, key `tracking`).
import type { MessagesShape } from '../en.ts';
import type { trackingEn } from '../en/tracking.ts';

export const trackingPl: MessagesShape<typeof trackingEn> = {
  title: 'Twoja dostawa',
  shopLogo: 'Logo: %{shop}',
  carrier: 'Dostawę realizuje',
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
  timeSlot: 'Okno dostawy: %{day}, %{from}–%{to}',
  timeSlotAcrossDays: 'Okno dostawy: %{from} – %{to}',
  promise: 'Dostawa najszybciej, jak to możliwe, najpóźniej do %{time}',
  eta: 'Szacowany czas przyjazdu: %{time}',
  etaHint: 'Szacunek na podstawie pozycji kierowcy; ruch uliczny może go zmienić.',
  lastPosition: 'Pozycja kierowcy o %{time}',
  mapLabel: 'Mapa z pozycją kierowcy',
  legend: { driver: 'Kierowca', destination: 'Adres dostawy' },
  cancelled: 'Ta dostawa została anulowana. %{shop} poinformuje Cię o dalszych krokach.',
  contact: 'Kontakt ze sprzedawcą (%{shop}):',
  delivered: 'Twoja przesyłka została dostarczona.',
  notFound: 'Ten link śledzenia jest nieprawidłowy. Sprawdź otrzymany link.',
  loadFailed: 'Nie udało się wczytać stanu dostawy.',
  retry: 'Spróbuj ponownie',
  loading: 'Wczytywanie stanu dostawy…',
  updated: 'Odświeża się samo co %{seconds} sekund.',
};
