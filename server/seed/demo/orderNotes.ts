// The demo orders' texts, in Polish as the demo's users write them: notes for the driver and the pickup point,
// delivery comments, reasons for a delivery without the receiver's code, hold notes and the comments of operators,
// clients and drivers. orderPlanner.ts picks among them.
export const ORDER_NOTES = [
  'Proszę dzwonić 10 minut przed przyjazdem',
  'Domofon nie działa – proszę o telefon',
  'Kod do klatki 1234#',
  'Klient prosi o dostawę po 16:00',
  'Paczkę zostawić w recepcji biurowca',
  'Ostrożnie – zawartość delikatna',
];
export const PICKUP_NOTES = [
  'Paczka przy kasie nr 2',
  'Odbiór z zaplecza sklepu',
  'Zapytać o zamówienie internetowe',
  'Towar w chłodni – torba termiczna',
];
export const DELIVERY_COMMENTS = [
  'Przekazano osobiście',
  'Odebrał domownik',
  'Zostawiono u sąsiada (m. 12) za zgodą klienta',
  'Przekazano w recepcji',
  'Klient zapłacił BLIK-iem',
];
export const NO_CODE_REASONS = [
  'Klient nie otrzymał SMS z kodem',
  'Brak numeru telefonu komórkowego',
  'Odbiór firmowy – kod niewymagany',
];
export const OPERATOR_HOLD_NOTES = [
  'Klient prosi o wstrzymanie do potwierdzenia adresu',
  'Weryfikacja płatności',
  'Sklep kompletuje zamówienie',
  null,
];
export const DRIVER_HOLD_NOTES = [
  'Klient prosi o dostawę po 17:00',
  'Klient nie odbiera – ponowię próbę',
  'Czekam na otwarcie sklepu',
  'Korek na moście – opóźnienie',
];
export const COMMENTS_OPERATOR = [
  'Klient prosi o kontakt telefoniczny przed dostawą',
  'Zmiana godziny odbioru na 15:00 – uzgodnione ze sklepem',
  'Klient nie odbiera telefonu, wysłano SMS',
  'Potwierdzono adres z klientem',
  'Proszę o pilną realizację – reklamacja klienta',
  'Kierowca poinformowany o zmianie',
];
export const COMMENTS_CLIENT = [
  'Proszę o dostarczenie do recepcji',
  'Zamówienie gotowe do odbioru',
  'Klient zmienił numer mieszkania na 14',
  'Prosimy o szybszą realizację',
];
export const COMMENTS_DRIVER = [
  'Jestem na miejscu, czekam na wydanie paczki',
  'Korek na trasie, opóźnienie ok. 10 min',
  'Domofon nie działa',
  'Paczka uszkodzona – zdjęcie w aplikacji',
];
