// Polish-looking generated values: phone numbers, people's names, NIP / REGON / PESEL with valid checksums,
// registration plates, and the character sets of generated codes.
import type { Ctx } from './context.ts';
import type { Random } from './random.ts';

const PHONE_PREFIXES = [
  '500',
  '501',
  '502',
  '504',
  '505',
  '509',
  '510',
  '512',
  '530',
  '535',
  '600',
  '601',
  '602',
  '604',
  '605',
  '660',
  '661',
  '664',
  '690',
  '691',
  '695',
  '720',
  '721',
  '730',
  '780',
  '782',
  '790',
  '791',
  '880',
  '881',
  '884',
];
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function asciiFold(s: string): string {
  return s
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function phone(rng: Random): string {
  const number = `${rng.pick(PHONE_PREFIXES)} ${rng.digits(3)} ${rng.digits(3)}`;
  return rng.chance(0.2) ? `+48 ${number}` : number;
}

/** Polish surnames in -ski/-cki/-dzki take -ska/-cka/-dzka for women. */
export function person(ctx: Ctx): { firstName: string; lastName: string; sex: 'female' | 'male' } {
  const sex = ctx.rng.chance(0.5) ? 'female' : 'male';
  const firstName = ctx.faker.person.firstName(sex);
  let lastName = ctx.faker.person.lastName(sex);
  if (sex === 'female') lastName = lastName.replace(/(sk|ck|dzk)i$/, '$1a');
  return { firstName, lastName, sex };
}

/** NIP: 10 digits, weights 6 5 7 2 3 4 5 6 7, checksum mod 11 (never 10). */
export function nip(rng: Random): string {
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const d = Array.from({ length: 9 }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
    const c = d.reduce((s, x, i) => s + x * w[i], 0) % 11;
    if (c !== 10) return d.join('') + c;
  }
}

/** REGON (9 digits): weights 8 9 2 3 4 5 6 7, checksum mod 11 (10 → 0). */
export function regon(rng: Random): string {
  const w = [8, 9, 2, 3, 4, 5, 6, 7];
  const d = Array.from({ length: 8 }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
  const c = d.reduce((s, x, i) => s + x * w[i], 0) % 11;
  return d.join('') + (c === 10 ? 0 : c);
}

/** PESEL with a valid date (month encoded per century) and checksum. */
export function pesel(rng: Random): string {
  const year = rng.int(1945, 2006);
  const month = rng.int(1, 12) + (year >= 2000 ? 20 : 0);
  const digits = `${pad(year % 100)}${pad(month)}${pad(rng.int(1, 28))}${rng.digits(4)}`.split('').map(Number);
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = digits.reduce((s, x, i) => s + x * w[i], 0);
  return digits.join('') + ((10 - (sum % 10)) % 10);
}

export function registrationPlate(rng: Random, prefix: string): string {
  return `${prefix} ${rng.pick([() => rng.digits(5), () => `${rng.digits(1)}${rng.chars(1, LETTERS)}${rng.digits(3)}`, () => `${rng.digits(3)}${rng.chars(2, LETTERS)}`])()}`;
}
