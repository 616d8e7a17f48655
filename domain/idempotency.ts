// The Idempotency-Key header of the retry-safe writes (order create and cancel; server/services/idempotency.ts): 1–255
// visible ASCII characters (! to ~, no spaces), as Stripe's keys; a UUID is the usual choice. The wallet's manual entry
// keeps its own older rule (walletSchemas.ts walletCreateHeadersSchema).
import { z } from 'zod';
import { msg } from './schemas.ts';
import { text } from './text.ts';
import { IDEMPOTENCY_KEY_HEADER } from './walletConstants.ts';

export { IDEMPOTENCY_KEY_HEADER };
/** The answer header of a replayed first answer (`true`). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]+$/;
/** How long a key and its first answer are kept, at least (housekeeping removes older ones). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

export const IDEMPOTENCY_ERRORS = {
  /** 409: the key was used for this operation with another body. */
  reused: 'idempotency_key_reused',
  /** 409: the key's first request is still running. */
  inProgress: 'idempotency_key_in_progress',
} as const;

/** The optional Idempotency-Key header of a retry-safe write (400 validation_failed under `idempotency-key`). */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: text(IDEMPOTENCY_KEY_MAX_LENGTH, { error: msg.invalid, trim: false })
    .min(1, { error: msg.invalid })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: msg.invalid })
    .optional()
    .describe(
      'Makes the write safe to retry: the same key with the same body answers the first answer again (with ' +
        '`Idempotent-Replayed: true`) and does nothing more. 1–255 visible ASCII characters (a UUID, for example).',
    ),
});
