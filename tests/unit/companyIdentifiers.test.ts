// NIP and REGON check digits (required in the company data) with the numbers of real Polish companies, and the
// mistakes a person typing them makes: one wrong digit, two swapped digits, a wrong length, letters.
import { describe, expect, it } from 'vitest';
import { contractDataSchema, isValidNip, isValidRegon } from '../../domain/companySchemas.ts';

/** Published on the companies' own sites and in the REGON register. */
const REAL = [
  { company: 'ORLEN S.A.', nip: '7740001454', regon: '610188201' },
  { company: 'Allegro.pl sp. z o.o.', nip: '5252674798', regon: '365331553' },
  { company: 'CD PROJEKT S.A.', nip: '7342867148', regon: '492707333' },
];

const swapped = (v: string, i: number) => v.slice(0, i) + v[i + 1] + v[i] + v.slice(i + 2);
const bumped = (v: string, i: number) => v.slice(0, i) + String((Number(v[i]) + 1) % 10) + v.slice(i + 1);

describe('NIP', () => {
  it.each(REAL)('accepts the NIP of $company, with or without dashes and spaces', ({ nip }) => {
    expect(isValidNip(nip)).toBe(true);
    expect(isValidNip(`${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`)).toBe(true);
    expect(isValidNip(`${nip.slice(0, 3)} ${nip.slice(3, 6)} ${nip.slice(6, 8)} ${nip.slice(8)}`)).toBe(true);
  });

  it.each(REAL)('refuses $company’s NIP with any one digit changed', ({ nip }) => {
    for (let i = 0; i < 10; i++) expect(isValidNip(bumped(nip, i))).toBe(false);
  });

  it('refuses two swapped neighbouring digits where they differ', () => {
    const nip = '7740001454';
    for (let i = 0; i < 9; i++) if (nip[i] !== nip[i + 1]) expect(isValidNip(swapped(nip, i))).toBe(false);
  });

  it('refuses wrong lengths, letters and a check sum of 10', () => {
    for (const value of ['', '774000145', '77400014540', 'PL7740001454', '77400O1454'])
      expect(isValidNip(value)).toBe(false);
    // 1234567890: the weighted sum mod 11 is 10, which no NIP may have.
    expect(isValidNip('1234567890')).toBe(false);
  });
});

describe('REGON', () => {
  it.each(REAL)('accepts the 9-digit REGON of $company and refuses one changed digit', ({ regon }) => {
    expect(isValidRegon(regon)).toBe(true);
    for (let i = 0; i < 9; i++) expect(isValidRegon(bumped(regon, i))).toBe(false);
  });

  it('accepts the 14-digit REGON of a local unit only when its 9-digit part is valid too', () => {
    expect(isValidRegon('12345678512347')).toBe(true);
    expect(isValidRegon('12345678512348')).toBe(false);
    // A 14-digit number whose own check digit fits but whose first nine digits do not.
    expect(isValidRegon('12345678612342')).toBe(false);
  });

  it('refuses wrong lengths and letters', () => {
    for (const value of ['', '61018820', '6101882010', '61018820A']) expect(isValidRegon(value)).toBe(false);
  });
});

describe('company data form rules', () => {
  const base = {
    firstName: 'Jan',
    lastName: 'Kowalski',
    name: 'ORLEN S.A.',
    headquartersIn: 'Płock',
    nip: '774-000-14-54',
    regon: '610188201',
    street: 'Chemików',
    streetNumber: '7',
    zipCode: '09-411',
    city: 'Płock',
  };

  it('stores the NIP without dashes and keeps the zip code format 00-000', () => {
    expect(contractDataSchema.parse(base)).toMatchObject({ nip: '7740001454', regon: '610188201', zipCode: '09-411' });
    const zip = contractDataSchema.safeParse({ ...base, zipCode: '09411' });
    expect(zip.success).toBe(false);
  });

  it('names the field of a wrong NIP and REGON', () => {
    const result = contractDataSchema.safeParse({ ...base, nip: '7740001455', regon: '610188202' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['nip', 'regon']));
  });
});
