// The nine CSV reports. Each route checks its report's permission
// flag (403), parses the query with the shared schema (400 `validation_failed`, or `report_range_too_long` when the
// range is longer than the type's maximum span), and streams the file from a database cursor.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORT_DEFINITIONS,
  REPORT_QUERY_SCHEMAS,
  REPORT_RANGE_TOO_LONG,
  REPORT_RANGE_TOO_LONG_CODE,
  REPORT_TYPES,
  toReportParams,
  type ReportType,
} from '../../src/domain/reportSchemas.ts';
import { HttpError, badRequest } from '../errors.ts';
import { fieldErrors } from '../plugins/errors.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { openReport, REPORT_MODULES } from '../services/reports/index.ts';
import { streamCsv } from './csvStream.ts';

const TAGS = ['reports'];

const COMMON = [
  'Answers a CSV file (`text/csv; charset=utf-8`, `Content-Disposition: attachment` with the report’s file name):',
  'UTF-8 with a byte-order mark, a header line, CRLF line ends, RFC 4180 quoting; cells a spreadsheet would run as a',
  'formula get an apostrophe in front. `separator=semicolon` separates with `;` and writes decimals with a comma',
  '(Polish and Czech spreadsheets); the default is `,` and a dot. The header line holds the columns\u2019 snake_case keys',
  'listed below, a stable interface for integrations, unless `lang=pl|en|cz` asks for the column names in that language',
  '(the console sends its language); `headers=keys` keeps the keys whatever `lang` says, `headers=labels` without `lang`',
  'gives English names. Times are Warsaw local `yyyy-MM-dd HH:mm:ss`, money',
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

/** The query of a type, or the 400 of its issues. */
function parseQuery(type: ReportType, query: unknown) {
  const parsed = REPORT_QUERY_SCHEMAS[type].safeParse(query ?? {});
  if (parsed.success) return toReportParams(type, parsed.data as Record<string, unknown>);
  const errors = fieldErrors(parsed.error.issues);
  if (parsed.error.issues.some((issue) => issue.message === REPORT_RANGE_TOO_LONG)) {
    const max = REPORT_DEFINITIONS[type].maxSpanDays;
    throw new HttpError(400, REPORT_RANGE_TOO_LONG_CODE, `The range of this report is at most ${max} day${max === 1 ? '' : 's'}`, errors);
  }
  throw badRequest('validation_failed', 'Invalid input', errors);
}

export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const type of REPORT_TYPES) {
    const def = REPORT_DEFINITIONS[type];
    r.get(def.endpoint, {
      schema: {
        tags: TAGS,
        summary: `Report ${type}: ${def.fileName}`,
        description: describe(type),
        querystring: REPORT_QUERY_SCHEMAS[type],
        produces: ['text/csv'],
      },
      // The query is parsed in the handler, after the permission check, to tell a too-long range apart.
      attachValidation: true,
      // No automatic HEAD route: it would run the whole report to send no body.
      exposeHeadRoute: false,
      onRequest: requireAuth(app, def.permission),
    }, async (request: FastifyRequest, reply) => {
      const params = parseQuery(type, request.query);
      const started = performance.now();
      // The cursor is open and its first batch fetched before anything is sent: a failure so far answers as JSON.
      const report = await openReport(app.database, type, params, principalOf(request).tenant);
      await streamCsv(request, reply, report, def.fileName, type, started);
    });
  }
}
