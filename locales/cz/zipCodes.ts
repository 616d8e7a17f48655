// Czech messages of the zipCodes area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { zipCodesEn } from '../en/zipCodes.ts';

export const zipCodesCz: PartialMessagesShape<typeof zipCodesEn> = {
  title: 'PSČ',
  layers: { title: 'Vrstvy', centroids: 'Centroidy', areas: 'Oblasti' },
  form: { street: 'Ulice', zipCode: 'PSČ', city: 'Obec', radius: 'Poloměr (km)', search: 'Hledat' },
  results: { none: 'Žádné', searching: 'Hledání…' },
};
