// The OpenAPI side of the Idempotency-Key header (server/services/idempotency.ts, server/routes/idempotentWrite.ts):
// the text each retry-safe write's description ends with, and the header as one reusable parameter
// (`#/components/parameters/IdempotencyKey`): withIdempotencyKeyParameter puts it into the document's components and
// replaces each operation's own copy of the header (made by @fastify/swagger from the route's headers schema) with a
// reference to it. The wallet's manual entry keeps its own, older header rule, so only the header of
// idempotencyHeadersSchema (recognised by its description) is replaced.
import { z } from 'zod';
import {
  IDEMPOTENCY_KEEP_HOURS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  idempotencyHeadersSchema,
} from '../../../domain/idempotency.ts';
import { IDEMPOTENCY_RETRY_AFTER_SECONDS, IDEMPOTENCY_STALE_SECONDS } from '../../services/idempotency.ts';

export const IDEMPOTENCY_TEXT = [
  '**Safe retries:** send an `Idempotency-Key` header (1–255 visible ASCII characters, e.g. a UUID; 400',
  '`validation_failed` under `idempotency-key` otherwise). The first request with a key runs and its answer is kept;',
  'the same caller (API key or user) sending the same key with the same body to this call gets that first answer',
  'again, status and body, with `Idempotent-Replayed: true`, and nothing happens a second time (no second order, no',
  'second cancellation, no second event). The body is compared in its canonical form (member order and spacing do',
  'not matter). The same key with another body: 409 `idempotency_key_reused`. While the first request still runs:',
  `409 \`idempotency_key_in_progress\` with Retry-After: ${IDEMPOTENCY_RETRY_AFTER_SECONDS} (send it again then; it does not wait).`,
  'Kept answers: every answer below 500, refusals included (a 400, 404, 409 or 422 comes back the same: use a new key',
  'for a corrected request); a 5xx is not kept, so a retry runs again. A request refused before it ran',
  '(authentication, a malformed body or header) keeps nothing. An order’s create keeps its answer in the same',
  'transaction as the order: if the server stops before you read the answer, your retry gets it, never a second',
  'order. A first request that stopped before its write committed frees its key for the same body after',
  `${IDEMPOTENCY_STALE_SECONDS / 60} minutes.`,
  `Keys are kept at least ${IDEMPOTENCY_KEEP_HOURS} hours, per caller and call: another caller’s same key, or the`,
  'same key on another call, is another key.',
].join(' ');

/** The reusable parameter. */
export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the write safe to retry: the same key with the same body answers the first answer again (with ' +
    '`Idempotent-Replayed: true`) and does nothing more; the same key with another body answers 409 ' +
    '`idempotency_key_reused`. 1–255 visible ASCII characters; kept at least 24 hours per caller and call. See the ' +
    'call’s description.',
  schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: '^[\\x21-\\x7e]+$' },
  example: '5f0c7a52-8d1e-4f7b-9a43-2b8f0c1d6e21',
} as const;

/** The description @fastify/swagger gives the header made from idempotencyHeadersSchema. */
const HEADER_DESCRIPTION = (idempotencyHeadersSchema.shape[IDEMPOTENCY_KEY_HEADER] as z.ZodType).description;

interface Parameter {
  $ref?: string;
  name?: string;
  in?: string;
  description?: string;
  schema?: { description?: string };
}
interface Document {
  paths?: Record<string, Record<string, { parameters?: Parameter[] }>>;
  components?: Record<string, unknown>;
}

/** The document with the header as `#/components/parameters/IdempotencyKey`, referenced by each operation taking it. */
export function withIdempotencyKeyParameter<T extends object>(document: T): T {
  const doc = document as Document;
  const isOurs = (p: Parameter) =>
    p.in === 'header' &&
    p.name?.toLowerCase() === IDEMPOTENCY_KEY_HEADER &&
    (p.description ?? p.schema?.description) === HEADER_DESCRIPTION;
  for (const operations of Object.values(doc.paths ?? {}))
    for (const operation of Object.values(operations))
      if (operation.parameters?.some(isOurs))
        operation.parameters = operation.parameters.map((p) =>
          isOurs(p) ? { $ref: '#/components/parameters/IdempotencyKey' } : p,
        );
  const parameters = (doc.components?.parameters ?? {}) as Record<string, unknown>;
  doc.components = { ...doc.components, parameters: { ...parameters, IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER } };
  return document;
}
