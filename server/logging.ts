// The process's log: one pino logger, shared by Fastify and the start-up lines. In a terminal human-readable lines
// (pino-pretty, written synchronously in this process); otherwise, or with LOG_FORMAT=json, one JSON object a line.
// Requests are logged at debug; a failed (5xx) or slow one at error / warn, so `info` stays quiet.
//
// Whatever a line carries passes through `safeLogFields` first: secrets are replaced by "[redacted]" (fields named like
// a password, a token, a key, a PIN or a credential header, at any depth, and values shaped like a session token, an
// API key or a password hash, wherever they are), and each string is cut to LOG_FIELD_MAX characters (the message and
// an error's stack to LOG_TEXT_MAX), so that a hostile body or header cannot flood the log or leak through it.
import type { FastifyInstance } from 'fastify';
import { pino, stdSerializers, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from './config.ts';

/** The longest string a log field keeps (characters). */
export const LOG_FIELD_MAX = 1024;
/** The longest message and error stack a line keeps (the stack's frames are what a failure is read by). */
export const LOG_TEXT_MAX = 4096;
export const REDACTED = '[redacted]';

/**
 * Field names whose values never reach the log, compared without case, `-` and `_`: the credential headers
 * (authorization, cookie, x-api-key) and the bodies' passwords, tokens, keys, PINs and secrets.
 */
const SECRET_FIELDS = new Set(
  [
    'authorization',
    'proxy-authorization',
    'cookie',
    'set-cookie',
    'x-api-key',
    'api-key',
    'apiKey',
    'password',
    'oldPassword',
    'newPassword',
    'confirmPassword',
    'passwordConfirmation',
    'repeatPassword',
    'passwordHash',
    'token',
    'accessToken',
    'refreshToken',
    'sessionToken',
    'jwt',
    'jwtSecret',
    'secret',
    'clientSecret',
    'pin',
    'pinCode',
    'verificationCode',
    'pickUpVerificationCode',
  ].map((name) => name.toLowerCase().replace(/[-_]/g, '')),
);
const isSecretField = (name: string) => SECRET_FIELDS.has(name.toLowerCase().replace(/[-_]/g, ''));

/** Values that are credentials whatever field holds them: a Bearer header, a JWT, an API key (dck_…), an argon2 hash. */
const SECRET_VALUES = /\bBearer\s+\S+|\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]+|\bdck_[\w-]{8,}|\$argon2(?:id|i|d)\$[^\s"']+/g;

/** A string without credentials, cut to `max` characters with a note of how much was left out. */
export function safeLogText(text: string, max = LOG_FIELD_MAX): string {
  const clean = text.replace(SECRET_VALUES, REDACTED);
  return clean.length <= max ? clean : `${clean.slice(0, max)}…[${clean.length - max} more characters]`;
}

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;

/** A copy of a log line's fields, safe to write (see the top of this file); errors become pino's serialized shape. */
export function safeLogFields(value: unknown, key = '', depth = 0, seen = new WeakSet<object>()): unknown {
  if (key && isSecretField(key) && value != null && value !== '') return REDACTED;
  if (typeof value === 'string') return safeLogText(value, key === 'stack' ? LOG_TEXT_MAX : LOG_FIELD_MAX);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return '[too deep]';
  seen.add(value);
  const source = value instanceof Error ? stdSerializers.err(value) : value;
  let out: unknown;
  if (Array.isArray(source)) {
    const items = source.slice(0, MAX_ITEMS).map((item) => safeLogFields(item, '', depth + 1, seen));
    out = source.length > MAX_ITEMS ? [...items, `…[${source.length - MAX_ITEMS} more items]`] : items;
  } else {
    const fields: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(source as Record<string, unknown>))
      fields[name] = safeLogFields(field, name, depth + 1, seen);
    out = fields;
  }
  seen.delete(value); // only a cycle is cut, not an object named twice
  return out;
}

export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination: NodeJS.WritableStream = process.stdout,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: undefined,
    formatters: { log: (fields) => safeLogFields(fields) as Record<string, unknown> },
    // Errors are serialized by safeLogFields already (pino's own shape), wherever they sit in the line.
    serializers: { err: (err: unknown) => err },
    hooks: {
      // The message (and its printf-style arguments) are cut and cleaned as the fields are.
      logMethod(args, method) {
        const safe = args.map((arg) => (typeof arg === 'string' ? safeLogText(arg, LOG_TEXT_MAX) : arg));
        return method.apply(this, safe as Parameters<typeof method>);
      },
    },
  };
  if (config.logFormat === 'json') return pino(options, destination as pino.DestinationStream);
  const colorize = 'isTTY' in destination && Boolean(destination.isTTY);
  return pino(
    options,
    pretty({
      destination,
      colorize,
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
    }),
  );
}

/** A request slower than this is logged at warn. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per answered request: debug when fine, warn when slow, error when the server failed. A 503 is no failure
 * of the server: the database is away (its outage has a line of its own) or the process is stopping.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (reply.statusCode >= 500 && reply.statusCode !== 503) request.log.error(line, 'request failed');
    else if (ms > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
  });
}
