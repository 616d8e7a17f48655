// Czech messages of the zipCodes area (merged into locales/cz.ts under the key `zipCodes`).
import type { MessagesShape } from '../en.ts';
import type { zipCodesEn } from '../en/zipCodes.ts';

export const zipCodesCz: MessagesShape<typeof zipCodesEn> = {
  title: 'PSČ',
  layers: {
    title: 'Vrstvy',
    centroids: 'Centroidy',
    areas: 'Oblasti',
  },
  form: {
    title: 'Pokrytí v okolí adresy',
    street: 'Ulice',
    zipCode: 'PSČ',
    city: 'Obec',
    radius: 'Poloměr (km)',
    search: 'Hledat',
  },
  results: {
    title: 'PSČ v dosahu',
    covered: 'Pokryto (%{smart_count})',
    outOfBounds: 'Nepokryto (%{smart_count})',
    none: 'Žádné',
    searching: 'Hledání…',
    error: 'Hledání selhalo. Zkontrolujte adresu a zkuste to znovu.',
    hint: 'Zadejte adresu a zobrazí se PSČ v jejím okolí.',
  },
  map: {
    label: 'Mapa PSČ',
    loading: 'Načítání mapy…',
    center: 'Bod hledání',
    popup: 'šířka %{lat}, délka %{lng}, poloměr %{radius} km',
    offlineBasemap: 'Mapové dlaždice nejsou dostupné: zobrazuje se offline mapa vojvodství.',
    legendCovered: 'Pokryto',
    legendOutOfBounds: 'Nepokryto',
    region: 'Region: %{region}',
  },
  location: {
    notFound: 'Místo nebylo nalezeno.',
  },
  lookup: {
    title: 'Je PSČ obsluhováno?',
    zipCode: 'Vyhledat PSČ',
    hint: 'Samotné PSČ, např. 00-950 nebo 00950',
    check: 'Ověřit',
    checking: 'Ověřování…',
    codeAndPlace: '%{zipCode} %{place}',
    served:
      '%{code}: obsluhováno, region %{regions} |||| %{code}: obsluhováno, regiony %{regions} |||| %{code}: obsluhováno, regiony %{regions}',
    notServed: '%{code}: neobsluhováno (žádný region doručování toto PSČ nepokrývá)',
    unknown: '%{code}: neobsluhováno (takové PSČ neexistuje)',
    failed: 'PSČ se nepodařilo ověřit. Zkuste to znovu.',
  },
  validation: {
    radiusRange: 'Zadejte poloměr mezi 0 a %{max} km',
  },
};
