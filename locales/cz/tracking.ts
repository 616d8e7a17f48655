// Czech messages of the receiver's tracking page (locales/cz.ts, key `tracking`).
import type { MessagesShape } from '../en.ts';
import type { trackingEn } from '../en/tracking.ts';

export const trackingCz: MessagesShape<typeof trackingEn> = {
  title: 'Vaše doručení',
  shopLogo: 'Logo: %{shop}',
  carrier: 'Doručení zajišťuje',
  order: 'Objednávka %{orderNo}',
  stages: {
    placed: 'Objednávka přijata',
    accepted: 'Řidič přidělen',
    on_the_way: 'Na cestě',
    arrived: 'Řidič je u vás',
    delivered: 'Doručeno',
    cancelled: 'Zrušeno',
  },
  progressLabel: 'Průběh doručení',
  since: 'Od %{time}',
  timeSlot: 'Časové okno doručení: %{day}, %{from}–%{to}',
  timeSlotAcrossDays: 'Časové okno doručení: %{from} – %{to}',
  promise: 'Doručení co nejdříve, nejpozději do %{time}',
  eta: 'Odhadovaný příjezd: %{time}',
  etaHint: 'Odhad podle polohy řidiče; provoz jej může změnit.',
  lastPosition: 'Poloha řidiče v %{time}',
  mapLabel: 'Mapa s polohou řidiče',
  legend: { driver: 'Řidič', destination: 'Adresa doručení' },
  cancelled: 'Toto doručení bylo zrušeno. %{shop} vám sdělí, co dál.',
  contact: 'Kontakt na prodejce (%{shop}):',
  delivered: 'Vaše zásilka byla doručena.',
  notFound: 'Tento odkaz pro sledování není platný. Zkontrolujte odkaz, který jste dostali.',
  loadFailed: 'Stav doručení se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  loading: 'Načítáme stav doručení…',
  updated: 'Obnovuje se samo každých %{seconds} sekund.',
};
