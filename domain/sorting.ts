// Names sort the Polish way everywhere: a ą b c ć d e ę … l ł m n ń o ó … s ś … z ź ż, letter case aside, so Łódź
// comes after Kraków and before Poznań. One definition for every list: the console's and the server's code compare
// with `compareNames`, and the server's SQL orders by the same key (server/db/nameSort.ts builds it from
// NAME_SORT_FROM / NAME_SORT_TO below), so a list sorts the same in the database, on the server and in the browser.
//
// Why a key of our own rather than a collation: PGlite's ICU has no Polish tailoring (`CREATE COLLATION … locale
// 'pl-PL'` sorts like the root collation: Ząbki before Zabrze) and a PostgreSQL server may have other ICU or libc
// locales installed, while `translate()` and `COLLATE "C"` behave the same on every engine.
//
// The key replaces every letter by a character of the private-use area in Polish alphabet order (upper and lower
// case alike; other Latin letters with diacritics count as their base letter: é as e, č as c, ü as u); everything
// else (digits, spaces, punctuation) stays as it is and sorts before letters. Keys compare by code point (SQL:
// COLLATE "C"); equal keys (Anna / anna) then compare by the name itself, by code point.

/** The Polish alphabet in order (q, v, x included for foreign names). */
const ALPHABET = 'aąbcćdeęfghijklłmnńoópqrsśtuvwxyzźż';

/** Letters that sort as another letter of the alphabet (other languages' diacritics). */
const FOLDS: Record<string, string> = {
  à: 'a',
  á: 'a',
  â: 'a',
  ã: 'a',
  ä: 'a',
  å: 'a',
  ā: 'a',
  ă: 'a',
  ç: 'c',
  č: 'c',
  ď: 'd',
  è: 'e',
  é: 'e',
  ê: 'e',
  ë: 'e',
  ě: 'e',
  ē: 'e',
  ì: 'i',
  í: 'i',
  î: 'i',
  ï: 'i',
  ľ: 'l',
  ĺ: 'l',
  ñ: 'n',
  ň: 'n',
  ò: 'o',
  ô: 'o',
  õ: 'o',
  ö: 'o',
  ő: 'o',
  ø: 'o',
  ŕ: 'r',
  ř: 'r',
  š: 's',
  ş: 's',
  ť: 't',
  ù: 'u',
  ú: 'u',
  û: 'u',
  ü: 'u',
  ů: 'u',
  ű: 'u',
  ý: 'y',
  ÿ: 'y',
  ž: 'z',
};

/** The first private-use code point: key characters sort after every character a name keeps as it is. */
const KEY_BASE = 0xe000;

const keyChar = (letter: string) => String.fromCharCode(KEY_BASE + ALPHABET.indexOf(letter));

function buildTables(): { from: string; to: string } {
  let from = '';
  let to = '';
  const add = (source: string, letter: string) => {
    for (const c of new Set([source, source.toUpperCase()])) {
      if (c.length !== 1 || from.includes(c)) continue;
      from += c;
      to += keyChar(letter);
    }
  };
  for (const letter of ALPHABET) add(letter, letter);
  for (const [source, letter] of Object.entries(FOLDS)) add(source, letter);
  return { from, to };
}

const TABLES = buildTables();

/** The characters the key replaces and, at the same positions, their replacements (SQL `translate(name, from, to)`). */
export const NAME_SORT_FROM = TABLES.from;
export const NAME_SORT_TO = TABLES.to;

const KEY_OF = new Map<string, string>([...NAME_SORT_FROM].map((c, i) => [c, NAME_SORT_TO[i]]));

/** The sort key of a name: what SQL's translate(name, NAME_SORT_FROM, NAME_SORT_TO) gives. */
export const nameSortKey = (name: string): string => {
  let key = '';
  for (const c of name) key += KEY_OF.get(c) ?? c;
  return key;
};

/** Code point order (what COLLATE "C" does on UTF-8), not UTF-16 unit order. */
const byCodePoint = (a: string, b: string): number => {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i].codePointAt(0) as number) - (y[i].codePointAt(0) as number);
    if (d !== 0) return d;
  }
  return x.length - y.length;
};

/** Compares two names the Polish way (the order of the SQL key); null and undefined sort last. */
export const compareNames = (a: string | null | undefined, b: string | null | undefined): number => {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  return byCodePoint(nameSortKey(a), nameSortKey(b)) || byCodePoint(a, b);
};

/** A comparator of items by a name taken from each (then by what `tie` says, e.g. ids). */
export const byName =
  <T>(name: (item: T) => string | null | undefined, tie?: (a: T, b: T) => number) =>
  (a: T, b: T): number =>
    compareNames(name(a), name(b)) || (tie ? tie(a, b) : 0);

/** A sorted copy of a list by a name of each item. */
export const sortByName = <T>(
  items: readonly T[],
  name: (item: T) => string | null | undefined,
  tie?: (a: T, b: T) => number,
): T[] => [...items].sort(byName(name, tie));
