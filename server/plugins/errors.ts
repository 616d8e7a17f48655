// The one error handler: every error leaves as { name, message, errorCode, errors? }; never a 500 for bad input.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../errors.ts';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/availability.ts';
import { setRouterRefusalHeaders } from './securityHeaders.ts';
import { OrderTransitionError } from '../../domain/orderLifecycle.ts';
import type { ApiErrorBody } from '../../domain/api.ts';
import { issueArgs, issueMessageKey, type ZodIssueLike } from '../../domain/zodIssues.ts';

type Issue = ZodIssueLike;

const fieldKey = (issue: Issue, prefix: string) => [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';

/**
 * Field path → messages (i18n keys, as issueMessageKey reads them: a fraction in a whole-number field says
 * validation.integer); the root of the payload is "_".
 */
export function fieldErrors(issues: readonly Issue[], prefix = ''): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldKey(issue, prefix)] ??= []).push(issueMessageKey(issue));
  return errors;
}

/**
 * The arguments of the field errors' messages (issueArgs: a rule's params, the limits of a range), in the order of
 * fieldErrors' messages; only the fields where a message has any ({radius: [{min: 0, max: 100}]}).
 */
export function fieldErrorArgs(issues: readonly Issue[], prefix = ''): Record<string, Record<string, unknown>[]> {
  const all: Record<string, Record<string, unknown>[]> = {};
  for (const issue of issues) (all[fieldKey(issue, prefix)] ??= []).push(issueArgs(issue));
  return Object.fromEntries(Object.entries(all).filter(([, list]) => list.some((args) => Object.keys(args).length)));
}

/** A 400 `validation_failed` body of zod issues: the field errors and their messages' arguments. */
function validationFailedBody(issues: readonly Issue[]): ApiErrorBody {
  const errorArgs = fieldErrorArgs(issues);
  return {
    name: 'BadRequest',
    message: 'Invalid input',
    errorCode: 'validation_failed',
    errors: fieldErrors(issues),
    ...(Object.keys(errorArgs).length ? { errorArgs } : {}),
  };
}

/**
 * The router's own refusals (Fastify's frameworkErrors): a path whose percent-encoding does not decode, a path
 * parameter over the router's length limit. They come before any route, guard or hook, so they are answered here in the
 * uniform shape (400 `invalid_request`), never with Fastify's own body.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setRouterRefusalHeaders(request, reply);
  const status = error.statusCode === 414 ? 414 : 400;
  reply.status(status).send({
    name: HttpError.names[status] ?? 'BadRequest',
    message: error.message,
    errorCode: 'invalid_request',
  } satisfies ApiErrorBody);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | OrderTransitionError, request, reply) => {
    // The database away (a restart, a failover): 503 with Retry-After, one log line for the whole outage.
    if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
      app.database.outage?.failed(error);
      error = databaseUnavailable();
    }
    let status = 500;
    let body: ApiErrorBody = { name: 'InternalServerError', message: 'Something went wrong', errorCode: 'unknown' };

    if (error instanceof HttpError) {
      status = error.statusCode;
      body = {
        name: error.name,
        message: error.message,
        errorCode: error.errorCode,
        errors: error.errors,
        ...error.extra,
      };
      if (error.headers) reply.headers(error.headers);
    } else if (error instanceof OrderTransitionError) {
      // A move the order's state machine forbids is a state conflict, never a server error.
      status = 409;
      body = { name: 'Conflict', message: error.message, errorCode: 'invalid_order_transition' };
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      // The provider keeps the rest of each zod issue (its limits, params, expected type) as the entry's params.
      const issues = error.validation.map((v) => ({
        ...(v.params as Partial<ZodIssueLike>),
        code: v.keyword,
        path: (v.instancePath || '').split('/').filter(Boolean),
        message: v.message ?? 'validation.invalid',
      }));
      status = 400;
      body = validationFailedBody(issues);
    } else if (error instanceof ZodError) {
      status = 400;
      body = validationFailedBody(error.issues as unknown as ZodIssueLike[]);
    } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      status = error.statusCode;
      body = {
        name: HttpError.names[status] ?? 'BadRequest',
        message: error.message,
        errorCode: status === 413 ? 'payload_too_large' : status === 415 ? 'unsupported_media_type' : 'invalid_request',
      };
    }
    if (status >= 500 && status !== 503) request.log.error({ err: error }, 'unhandled error');
    reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ name: 'NotFound', message: `No route ${request.method} ${request.url}`, errorCode: 'not_found' });
  });
}
