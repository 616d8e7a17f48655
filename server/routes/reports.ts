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
} from '../../domain/reportSchemas.ts';
import { HttpError, badRequest } from '../errors.ts';
import { fieldErrors } from '../plugins/errors.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { openReport } from '../services/reports/index.ts';
import { streamCsv } from './csvStream.ts';
import { reportsDocs } from './docs/reports.ts';

const TAGS = ['Back office: reports'];

/** The query of a type, or the 400 of its issues. */
function parseQuery(type: ReportType, query: unknown) {
  const parsed = REPORT_QUERY_SCHEMAS[type].safeParse(query ?? {});
  if (parsed.success) return toReportParams(type, parsed.data as Record<string, unknown>);
  const errors = fieldErrors(parsed.error.issues);
  if (parsed.error.issues.some((issue) => issue.message === REPORT_RANGE_TOO_LONG)) {
    const max = REPORT_DEFINITIONS[type].maxSpanDays;
    throw new HttpError(
      400,
      REPORT_RANGE_TOO_LONG_CODE,
      `The range of this report is at most ${max} day${max === 1 ? '' : 's'}`,
      errors,
    );
  }
  throw badRequest('validation_failed', 'Invalid input', errors);
}

export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const type of REPORT_TYPES) {
    const def = REPORT_DEFINITIONS[type];
    r.get(
      def.endpoint,
      {
        schema: {
          tags: TAGS,
          ...reportsDocs.report(type),
          querystring: REPORT_QUERY_SCHEMAS[type],
        },
        // The query is parsed in the handler, after the permission check, to tell a too-long range apart.
        attachValidation: true,
        // No automatic HEAD route: it would run the whole report to send no body.
        exposeHeadRoute: false,
        onRequest: requireAuth(app, def.permission),
      },
      async (request: FastifyRequest, reply) => {
        const params = parseQuery(type, request.query);
        const started = performance.now();
        // The cursor is open and its first batch fetched before anything is sent: a failure so far answers as JSON.
        const report = await openReport(app.database, type, params, principalOf(request).tenant);
        await streamCsv(request, reply, report, def.fileName, type, started);
      },
    );
  }
}
