// The wallet area's calls: GET /wallet/list, GET /wallet/entry (ours), GET /wallet/driver (ours), GET /wallet/drivers
// (ours), POST /wallet/create, POST /wallet/delete. Wallet scope only: the omni scope does not count.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  WALLET_ERRORS,
  WALLET_MESSAGES,
  WALLET_RANGE_MAX_DAYS,
  walletCreateHeadersSchema,
  walletCreateSchema,
  walletDeleteSchema,
  walletDriverQuerySchema,
  walletDriverSearchQuerySchema,
  walletEntryQuerySchema,
  walletListQuerySchema,
} from '../../domain/walletSchemas.ts';
import { msg } from '../../domain/schemas.ts';
import { HttpError, badRequest } from '../errors.ts';
import { fieldErrors } from '../plugins/errors.ts';
import { principalOf, requireAnyPermission, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import {
  createWalletEntry,
  deleteWalletEntry,
  listWalletEntries,
  walletDriver,
  walletDriverOptions,
  walletEntry,
} from '../services/wallet.ts';
import { walletDocs } from './docs/wallet.ts';

const TAGS = ['Back office: wallet'];

/**
 * Whether the URL names a driver with an empty value (`driverId=`): the query parser skips empty values, which for the
 * wallet would read as "every driver", so it is refused like any other driverId that is not an id.
 */
const namesEmptyDriver = (url: string): boolean => {
  const search = url.indexOf('?');
  return (
    search >= 0 && new URLSearchParams(url.slice(search + 1)).getAll('driverId').some((value) => value.trim() === '')
  );
};

/** The list's query, or its 400: `wallet_range_too_long` for a range over 7 days, `validation_failed` otherwise. */
function parseListQuery(query: unknown, url: string) {
  const parsed = walletListQuerySchema.safeParse(query ?? {});
  const emptyDriver = namesEmptyDriver(url);
  if (parsed.success && !emptyDriver) return parsed.data;
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (emptyDriver) errors.driverId ??= [msg.required];
  if (parsed.success) throw badRequest('validation_failed', 'Invalid input', errors);
  if (parsed.error.issues.some((issue) => issue.message === WALLET_MESSAGES.rangeTooLong)) {
    throw new HttpError(
      400,
      WALLET_ERRORS.rangeTooLong,
      `The wallet range is at most ${WALLET_RANGE_MAX_DAYS} days`,
      errors,
    );
  }
  throw badRequest('validation_failed', 'Invalid input', errors);
}

const contextOf = (request: FastifyRequest) => {
  const principal = principalOf(request);
  return { actor: actorOf(principal), tenant: principal.tenant };
};

export async function walletRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/wallet/list',
    {
      schema: {
        tags: TAGS,
        ...walletDocs.list,
        querystring: walletListQuerySchema,
      },
      // Parsed in the handler, after the permission check, to tell a too-long range apart.
      attachValidation: true,
      onRequest: requireAuth(app, 'wallet.canAccessPage'),
    },
    async (request) =>
      listWalletEntries(app.database.db, principalOf(request).tenant, parseListQuery(request.query, request.url)),
  );

  r.get(
    '/wallet/entry',
    {
      schema: {
        tags: TAGS,
        ...walletDocs.entry,
        querystring: walletEntryQuerySchema,
      },
      onRequest: requireAuth(app, 'wallet.canAccessPage'),
    },
    async (request) => walletEntry(app.database.db, principalOf(request).tenant, request.query.entryId),
  );

  r.get(
    '/wallet/drivers',
    {
      schema: {
        tags: TAGS,
        ...walletDocs.drivers,
        querystring: walletDriverSearchQuerySchema,
      },
      onRequest: requireAnyPermission(app, 'wallet.canAccessPage', 'reports.walletEntries'),
    },
    async (request) => walletDriverOptions(app.database.db, principalOf(request).tenant, request.query.q),
  );

  r.get(
    '/wallet/driver',
    {
      schema: {
        tags: TAGS,
        ...walletDocs.driver,
        querystring: walletDriverQuerySchema,
      },
      onRequest: requireAuth(app, 'wallet.canAccessPage'),
    },
    async (request) => walletDriver(app.database.db, principalOf(request).tenant, request.query.driverId),
  );

  r.post(
    '/wallet/create',
    {
      schema: {
        tags: TAGS,
        ...walletDocs.create,
        body: walletCreateSchema,
        headers: walletCreateHeadersSchema,
      },
      onRequest: requireAuth(app, 'wallet.canCreate'),
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const result = await createWalletEntry(
        app.database.db,
        contextOf(request),
        request.body,
        typeof key === 'string' ? key : undefined,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return result.entry;
    },
  );

  r.post(
    '/wallet/delete',
    {
      schema: {
        tags: TAGS,
        ...walletDocs.delete,
        body: walletDeleteSchema,
      },
      onRequest: requireAuth(app, 'wallet.canCreate'),
    },
    async (request) => deleteWalletEntry(app.database.db, contextOf(request), request.body),
  );
}
