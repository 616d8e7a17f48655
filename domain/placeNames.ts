// Place names compared as people type them: "Łódź", "lodz" and "ŁÓDŹ " are one place, "Bielsko-Biała" and
// "Bielsko Biała" too. The geocoder, the coverage check and the forms' questions use this one rule.

/** Lower case, no diacritics (ł too, which does not decompose), single spaces, hyphens as spaces. */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim();
}

/** Whether two place names name the same place (placeKey). */
export const samePlace = (a: string, b: string): boolean => placeKey(a) === placeKey(b);
