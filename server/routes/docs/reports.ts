// The OpenAPI texts of the report routes (server/routes/reports.ts): one route per report type, its summary and
// description built from the type's definition (rows, span, permission, file name, columns) and the text every report
// shares. A route spreads its entry into its schema (`schema: { tags, ...reportsDocs.report(type), querystring }`), so
// the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.
import { REPORT_DEFINITIONS, REPORT_RANGE_TOO_LONG_CODE, type ReportType } from '../../../domain/reportSchemas.ts';
import { REPORT_MODULES } from '../../services/reports/index.ts';
import { fileAnswer } from './shapes/files.ts';

const COMMON = [
  'Answers a CSV file (`text/csv; charset=utf-8`, `Content-Disposition: attachment` with the report’s file name):',
  'UTF-8 with a byte-order mark, a header line, CRLF line ends, RFC 4180 quoting; cells a spreadsheet would run as a',
  'formula get an apostrophe in front. `separator=semicolon` separates with `;` and writes decimals with a comma',
  '(Polish and Czech spreadsheets); the default is `,` and a dot. The header line holds the columns\u2019 snake_case keys',
  'listed below, a stable interface for integrations, unless `lang=pl|en|cz` asks for the column names in that language',
  '(the console sends its language); `headers=keys` keeps the keys whatever `lang` says, `headers=labels` without `lang`',
  'gives English names. Coded values (statuses, types, categories, reasons, movement types, yes/no) follow the header',
  'line: the codes listed below with the keys, their names in that language with the labels (a code without a name',
  'stays as it is). Times are Warsaw local `yyyy-MM-dd HH:mm:ss`, money',
  'in units with 2 decimals, distances in km with 2 decimals. Report dates are calendar days sent as ISO at UTC midnight',
  '(the last day may be sent at 23:59:59.999 UTC, or as yyyy-MM-dd): the UTC date of each value is the day, and the',
  'report covers the Warsaw days from the first to the last, both included. The rows stream from a database cursor in',
  'batches, so a long report does not hold the whole file in memory. An operator limited to some companies or regions',
  'gets only their rows.',
].join(' ');

function describe(type: ReportType): string {
  const def = REPORT_DEFINITIONS[type];
  const report = REPORT_MODULES[type];
  const span = def.maxSpanDays
    ? `At most ${def.maxSpanDays} day${def.maxSpanDays > 1 ? 's' : ''} from \`${def.dateParams!.from}\` to \`${def.dateParams!.to}\` (400 \`${REPORT_RANGE_TOO_LONG_CODE}\` with a field error on \`${def.dateParams!.to}\`).`
    : '';
  const columns = report.columns.map((c) => `\`${c.name}\` ${c.description}`).join('; ');
  return `${report.rows} ${span} Needs the \`${def.permission}\` permission (403 otherwise). File: ${def.fileName}. ${COMMON}\n\nColumns: ${columns}.`;
}

export const reportsDocs = {
  report: (type: ReportType) => ({
    summary: `Report ${type}: ${REPORT_DEFINITIONS[type].fileName}`,
    description: describe(type),
    response: { 200: fileAnswer('text/csv', `The CSV file (${REPORT_DEFINITIONS[type].fileName})`) },
  }),
};
