// The process's log: one pino logger, shared by Fastify and the start-up lines. In a terminal human-readable lines
// (pino-pretty, written synchronously in this process); otherwise, or with LOG_FORMAT=json, one JSON object a line.
// Requests are logged at debug; a failed (5xx) or slow one at error / warn, so `info` stays quiet.
import type { FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from './config.ts';

/** A request slower than this is logged at warn. */
export const SLOW_REQUEST_MS = 1000;

export function createLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination: NodeJS.WritableStream = process.stdout,
): Logger {
  const options = { level: config.logLevel, base: undefined } as const;
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

/** One line per answered request: debug when fine, warn when slow, error when the server failed. */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, ms };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (ms > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
  });
}
