import { describe, expect, it } from 'vitest';
import {
  nextStatusSelection,
  productFitsCompany,
  productsForCompany,
  statusSelection,
} from '../../domain/orderFilters.ts';
import { csvSeparatorFor, csvText, toCsv } from '../../domain/csv.ts';

describe('status selection with the "all" sentinel', () => {
  it('picking "all" clears the individual statuses', () => {
    expect(nextStatusSelection(['new', 'accepted'], ['new', 'accepted', 'all'])).toEqual(['all']);
  });
  it('picking a status drops "all"', () => {
    expect(nextStatusSelection(['all'], ['all', 'cancelled'])).toEqual(['cancelled']);
  });
  it('an empty selection means "all"', () => {
    expect(nextStatusSelection(['new'], [])).toEqual(['all']);
  });
  it('keeps several statuses', () => {
    expect(nextStatusSelection(['new'], ['new', 'scheduled'])).toEqual(['new', 'scheduled']);
  });
  it('reads a filter value from the URL (array, comma-joined or missing)', () => {
    expect(statusSelection(['new', 'accepted'])).toEqual(['new', 'accepted']);
    expect(statusSelection('new,arrived')).toEqual(['new', 'arrived']);
    expect(statusSelection(undefined)).toEqual(['all']);
  });
});

describe('products limited to the chosen company', () => {
  const products = [
    { id: 1, companyId: 10 },
    { id: 2, companyId: 20 },
    { id: 3, companyId: 10 },
  ];
  it('offers only the company’s products, or all without a company', () => {
    expect(productsForCompany(products, 10).map((p) => p.id)).toEqual([1, 3]);
    expect(productsForCompany(products, null)).toHaveLength(3);
  });
  it('tells whether a chosen product still fits a newly chosen company', () => {
    expect(productFitsCompany(products, 2, 10)).toBe(false);
    expect(productFitsCompany(products, 3, 10)).toBe(true);
    expect(productFitsCompany(products, undefined, 10)).toBe(true);
    expect(productFitsCompany(products, 2, null)).toBe(true);
  });
});

describe('CSV of the displayed rows', () => {
  it('quotes separators, quotes and line breaks, and starts with a byte-order mark', () => {
    const csv = toCsv(
      ['No', 'Comment'],
      [
        ['A001', 'Ring, then wait'],
        ['A002', 'Say "hi"\nthen go'],
        ['A003', null],
      ],
    );
    expect(csv).toBe('\uFEFFNo,Comment\r\nA001,"Ring, then wait"\r\nA002,"Say ""hi""\nthen go"\r\nA003,\r\n');
  });
  it('uses semicolons for Polish and Czech spreadsheets, so decimal commas stay inside cells', () => {
    expect(csvSeparatorFor('pl')).toBe(';');
    expect(csvSeparatorFor('cz')).toBe(';');
    expect(csvSeparatorFor('en')).toBe(',');
    expect(toCsv(['Km'], [['1,25']], ';')).toBe('\uFEFFKm\r\n1,25\r\n');
  });
  it('defuses cells a spreadsheet would run as formulas, but keeps negative numbers', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['-12.5'], ['@SUM(A1)']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""http://evil"")"\r\n-12.5\r\n\'@SUM(A1)\r\n',
    );
  });
  it('is the one dialect of the server’s reports too: the same text cell either way', () => {
    for (const value of ['-3,40', '+48 600 100 200', '\tTab', 'a;b', 'a,b', 'say "hi"', 'Łódź']) {
      expect(csvText(value, ';')).toBe(toCsv([value], [], ';').slice(1, -2));
      expect(csvText(value, ',')).toBe(toCsv([value], [], ',').slice(1, -2));
    }
    expect(csvText('+48 600 100 200', ',')).toBe("'+48 600 100 200");
    expect(csvText('-3,40', ';')).toBe('-3,40');
    expect(csvText('-3,40', ',')).toBe('"-3,40"');
  });
});
