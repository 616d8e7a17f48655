// The route side of retry-safe writes (server/services/idempotency.ts): a route that takes `Idempotency-Key` declares
// the header (`headers: idempotencyHeadersSchema`) and spreads `idempotentWrite(app, '<operation>')` into its options.
// Its preHandler runs after the guard and the body's validation (a refused or malformed request reserves nothing):
// with the header it reserves the key for the caller, or answers the stored first answer again with
// `Idempotent-Replayed: true` (the handler does not run), or refuses with 409. Its onSend hook stores the answer the
// request got, whatever produced it (the handler, or the error handler for a refusal), before it leaves; a 5xx
// releases the key instead. Without the header the route runs as before. A write that must never run twice also
// stores its answer inside its own transaction (`answerWithin`): the onSend hook then finds it stored already, and a
// process that stops between the commit and the answer leaves no reservation a retry could run again. A route whose
// caller is not a console principal (the driver API) names the key's owner itself (`ownerOf`, e.g. `driver:<id>`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../domain/idempotency.ts';
import { principalOf } from '../plugins/auth.ts';
import {
  completeIdempotencyKey,
  idempotencyOwner,
  keepsAnswer,
  releaseIdempotencyKey,
  requestHashOf,
  reserveIdempotencyKey,
} from '../services/idempotency.ts';

/** The reservation each request holds while it runs. */
const reservations = new WeakMap<FastifyRequest, number>();

/**
 * Stores a request's answer with its reserved key inside the write's transaction (nothing without a key): the answer
 * commits with the write or not at all.
 */
export async function answerWithin(tx: Tx, request: FastifyRequest, statusCode: number, body: unknown): Promise<void> {
  const id = reservations.get(request);
  if (id !== undefined) await completeIdempotencyKey(tx, id, statusCode, body);
}

export function idempotentWrite(
  app: FastifyInstance,
  operation: string,
  /** Who owns the request's keys; by default the principal's (API key or user: idempotencyOwner). */
  ownerOf: (request: FastifyRequest) => string = (request) => idempotencyOwner(principalOf(request)),
) {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (typeof key !== 'string') return;
      const reservation = await reserveIdempotencyKey(app.database.db, {
        owner: ownerOf(request),
        operation,
        key,
        requestHash: requestHashOf(request.body),
      });
      if (reservation.kind === 'reserved') {
        reservations.set(request, reservation.id);
        return;
      }
      reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return reply.status(reservation.statusCode).send(reservation.response);
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const id = reservations.get(request);
      if (id === undefined) return payload;
      reservations.delete(request);
      try {
        if (keepsAnswer(reply.statusCode) && typeof payload === 'string')
          await completeIdempotencyKey(app.database.db, id, reply.statusCode, JSON.parse(payload));
        else await releaseIdempotencyKey(app.database.db, id);
      } catch (error) {
        // The answer still leaves; the key stays reserved until it is taken over (IDEMPOTENCY_STALE_SECONDS).
        request.log.error({ err: error }, 'storing the answer of an idempotency key failed');
      }
      return payload;
    },
  };
}
