// The one CSV dialect of every file the product writes: the console's downloads (the warehouses) and the server's
// streamed reports and order list downloads (server/services/reports/csv.ts). RFC 4180 quoting (a cell holding the
// separator, a quote or a line break is quoted, quotes doubled), a byte-order mark first (spreadsheets then read
// UTF-8), CRLF after every line, and cells a spreadsheet would run as a formula (= + - @ tab CR first) defused with an
// apostrophe in front; a plain number ("-12.5", "-3,40") is left as it is. The separator is `,` in English and `;`
// in Polish and Czech, whose spreadsheets write decimals with a comma.

export type CsvSeparator = ',' | ';';

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** Spreadsheet programs of Polish and Czech users split on semicolons (their decimal mark is the comma). */
export const csvSeparatorFor = (locale: string): CsvSeparator => (locale === 'en' ? ',' : ';');

/** First characters that make a spreadsheet read a cell as a formula: = + - @ tab CR. */
const FORMULA_START = new Set([61, 43, 45, 64, 9, 13]);
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;
const NEEDS_QUOTES: Record<CsvSeparator, RegExp> = { ',': /[",\r\n]/, ';': /[";\r\n]/ };
const QUOTE = /"/g;

/** One cell's text: formula-looking text defused, quoted when needed. The hot path of the streamed reports. */
export function csvText(value: string, separator: CsvSeparator): string {
  const text =
    value.length && FORMULA_START.has(value.charCodeAt(0)) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES[separator].test(text) ? `"${text.replace(QUOTE, '""')}"` : text;
}

/** One cell of any value: null and undefined are empty. */
export const csvCell = (value: unknown, separator: CsvSeparator): string =>
  value === null || value === undefined ? '' : csvText(String(value), separator);

/** One line of cells, without its line end. */
export const csvLine = (cells: readonly unknown[], separator: CsvSeparator): string =>
  cells.map((cell) => csvCell(cell, separator)).join(separator);

/** A whole CSV document: the byte-order mark, the header line and the rows, CRLF after each line. */
export const toCsv = (
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  separator: CsvSeparator = ',',
): string => CSV_BOM + [headers, ...rows].map((row) => csvLine(row, separator) + CSV_LINE_END).join('');

/** The media type of every CSV the product writes. */
export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';
