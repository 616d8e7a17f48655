// Polish messages of the zipCodes area: every key of locales/en/zipCodes.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { zipCodesEn } from '../en/zipCodes.ts';

export const zipCodesPl: MessagesShape<typeof zipCodesEn> = {
  title: 'Kody pocztowe',
  layers: {
    title: 'Warstwy',
    centroids: 'Centroidy',
    areas: 'Obszary',
  },
  form: {
    title: 'Zasięg wokół adresu',
    street: 'Ulica',
    zipCode: 'Kod pocztowy',
    city: 'Miejscowość',
    radius: 'Promień (km)',
    search: 'Szukaj',
  },
  results: {
    title: 'Kody pocztowe w zasięgu',
    covered: 'Obsługiwane (%{smart_count})',
    outOfBounds: 'Nieobsługiwane (%{smart_count})',
    none: 'Brak',
    searching: 'Wyszukiwanie…',
    error: 'Wyszukiwanie nie powiodło się. Sprawdź adres i spróbuj ponownie.',
    hint: 'Podaj adres, aby zobaczyć kody pocztowe w jego okolicy.',
  },
  map: {
    label: 'Mapa kodów pocztowych',
    loading: 'Wczytywanie mapy…',
    center: 'Punkt wyszukiwania',
    popup: 'szer. %{lat}, dł. %{lng}, promień %{radius} km',
    offlineBasemap: 'Kafelki mapy są niedostępne: wyświetlamy mapę województw offline.',
    legendCovered: 'Obsługiwane',
    legendOutOfBounds: 'Nieobsługiwane',
    region: 'Region: %{region}',
  },
  location: {
    notFound: 'Nie znaleziono lokalizacji.',
  },
  lookup: {
    title: 'Czy kod pocztowy jest obsługiwany?',
    zipCode: 'Sprawdź kod pocztowy',
    hint: 'Sam kod pocztowy, np. 00-950 lub 00950',
    check: 'Sprawdź',
    checking: 'Sprawdzanie…',
    codeAndPlace: '%{zipCode} %{place}',
    served:
      '%{code}: obsługiwany, region %{regions} |||| %{code}: obsługiwany, regiony %{regions} |||| %{code}: obsługiwany, regiony %{regions}',
    notServed: '%{code}: nieobsługiwany (żaden region dostaw nie obejmuje tego kodu)',
    unknown: '%{code}: nieobsługiwany (nie ma takiego kodu pocztowego)',
    failed: 'Nie udało się sprawdzić kodu pocztowego. Spróbuj ponownie.',
  },
  validation: {
    radiusRange: 'Podaj promień od 0 do %{max} km',
  },
};
