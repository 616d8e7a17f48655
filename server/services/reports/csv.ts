// The reports' shared CSV writer (RFC 4180): a report is a list of columns, each with its header, its SQL and its
// kind. The kind decides the format, applied in the SQL so the database returns every cell as ready text and Node
// only quotes and joins (the rows stream from a cursor, so this is the hot path):
//   text      as is, in the product's one CSV dialect (domain/csv.ts: quoted when it holds the separator, a quote
//             or a line break; a cell a spreadsheet would run as a formula gets an apostrophe in front)
//   integer   digits
//   datetime  Warsaw local time, yyyy-MM-dd HH:mm:ss
//   minute    Warsaw local time, yyyy-MM-dd HH:mm (the order list's download)
//   date      yyyy-MM-dd
//   money     integer minor units (grosze) → units with 2 decimals (12.90)
//   km        integer metres → kilometres with 2 decimals
// A text column may hold coded values (`codes`: statuses, types, reasons, yes/no…): the database returns the code and
// the writer puts it in the file's language (the `lang` of the header line; server/services/reports/codedValues.ts),
// an unknown code as it is; without a language the codes stay, as the snake_case header keys do.
// The file starts with a byte-order mark (spreadsheets then read UTF-8) and ends every line with CRLF. The separator
// is `,`, or `;` with `separator=semicolon`, which also writes the decimals with a comma (12,90), as the spreadsheets
// of Polish and Czech users expect.
import { WARSAW_TIME_ZONE, type Locale } from '../../../domain/constants.ts';
import type { CodedValueGroup } from '../../../domain/codedValues.ts';
import { codedValueTable } from './codedValues.ts';
import type { ReportSeparator } from '../../../domain/reportSchemas.ts';
import { columnHeader } from './headers.ts';
import { CSV_BOM, csvText, type CsvSeparator } from '../../../domain/csv.ts';

export type ColumnKind = 'text' | 'integer' | 'datetime' | 'minute' | 'date' | 'money' | 'km';

export interface ReportColumn {
  /** The column's key: the header without a language (snake_case, English, stable: scripts read it). */
  name: string;
  kind: ColumnKind;
  /** SQL expression of the raw value (a timestamp, an integer, a text…). */
  sql: string;
  /** What it holds (the OpenAPI description lists it). */
  description: string;
  /** A text column of coded values: their group, written in the file's language. */
  codes?: CodedValueGroup;
}

export const col = (
  name: string,
  kind: ColumnKind,
  sql: string,
  description: string,
  codes?: CodedValueGroup,
): ReportColumn => (codes ? { name, kind, sql, description, codes } : { name, kind, sql, description });

export const WARSAW = WARSAW_TIME_ZONE;
export const BOM = CSV_BOM;

/** The SQL expression of a column as the text of its cell. */
export function cellSql(column: ReportColumn): string {
  const x = column.sql;
  switch (column.kind) {
    case 'text':
    case 'integer':
      return `(${x})::text`;
    case 'datetime':
      return `to_char((${x}) AT TIME ZONE '${WARSAW}', 'YYYY-MM-DD HH24:MI:SS')`;
    case 'minute':
      return `to_char((${x}) AT TIME ZONE '${WARSAW}', 'YYYY-MM-DD HH24:MI')`;
    case 'date':
      return `to_char(${x}, 'YYYY-MM-DD')`;
    case 'money':
      return `round((${x})::numeric / 100, 2)::text`;
    case 'km':
      return `round((${x})::numeric / 1000, 2)::text`;
  }
}

/** SELECT list of the columns, each cast to the text of its cell (c0, c1, …). */
export const selectList = (columns: readonly ReportColumn[]): string =>
  columns.map((column, i) => `${cellSql(column)} AS c${i}`).join(',\n  ');

export const separatorChar = (separator: ReportSeparator): CsvSeparator => (separator === 'semicolon' ? ';' : ',');

/** The header line: the columns' keys, or their names in `lang` (server/services/reports/headers.ts). */
export const headerLine = (
  columns: readonly ReportColumn[],
  separator: ReportSeparator,
  lang: Locale | null = null,
): string => {
  const sep = separatorChar(separator);
  return columns.map((c) => csvText(columnHeader(c.name, lang), sep)).join(sep) + '\r\n';
};

export type Row = readonly (string | null)[];

/**
 * The function that turns one row (its cells as text, in column order) into a CSV line, without the line end. Coded
 * cells are first put in `lang` (none: the codes stay). Only text cells are checked for quoting: the other kinds are
 * digits, signs, dots, dashes, colons and spaces. The cells are rewritten in place and joined once (Array.join writes
 * a null as an empty cell).
 */
export function lineWriter(
  columns: readonly ReportColumn[],
  separator: ReportSeparator,
  lang: Locale | null = null,
): (row: (string | null)[]) => string {
  const sep = separatorChar(separator);
  const text = columns.flatMap((c, i) => (c.kind === 'text' ? [i] : []));
  const coded =
    lang === null ? [] : columns.flatMap((c, i) => (c.codes ? [{ i, table: codedValueTable(c.codes, lang) }] : []));
  const decimals =
    separator === 'semicolon' ? columns.flatMap((c, i) => (c.kind === 'money' || c.kind === 'km' ? [i] : [])) : [];
  return (row) => {
    for (const { i, table } of coded) {
      const value = row[i];
      if (value) row[i] = table.get(value) ?? value;
    }
    for (const i of text) {
      const value = row[i];
      if (value) row[i] = csvText(value, sep);
    }
    for (const i of decimals) {
      const value = row[i];
      if (value) row[i] = value.replace('.', ',');
    }
    return row.join(sep);
  };
}

/** Lines joined into one piece of the file (CRLF after each). */
export const joinLines = (lines: readonly string[]): string => (lines.length ? `${lines.join('\r\n')}\r\n` : '');
