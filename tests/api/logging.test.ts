// The log never carries a credential and never a field longer than about 1 KB: a logger writing to memory, fed the
// shapes a request can bring (headers, bodies, errors, URLs), and the app's own request line.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { openProjectDatabase } from './testDatabase.ts';
import { createLogger, LOG_FIELD_MAX, LOG_TEXT_MAX, REDACTED } from '../../server/logging.ts';

function memoryLog(logFormat: 'json' | 'pretty' = 'json') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'debug', logFormat }, stream), lines };
}

// Values a log must not show, each one unique so that a line can be searched for it.
const SECRETS = {
  jwt: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJzZWNyZXQtc2Vzc2lvbiJ9.c2lnbmF0dXJlLXNlY3JldA',
  apiKey: 'dck_live_9f8e7d6c5b4a39281706',
  password: 'Hunter2-secret-password',
  newPassword: 'Another-secret-password',
  cookie: 'sid=cookie-secret-value',
  pin: '918273',
  hash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
};
const leaks = (text: string) =>
  Object.entries(SECRETS)
    .filter(([, value]) => text.includes(value))
    .map(([name]) => name);

describe('the logger', () => {
  it('redacts credential headers and the passwords, tokens, keys and PINs of bodies, at any depth', () => {
    const { logger, lines } = memoryLog();
    logger.warn(
      {
        req: {
          method: 'POST',
          url: '/api/@me/password',
          headers: { authorization: `Bearer ${SECRETS.jwt}`, Cookie: SECRETS.cookie, 'X-Api-Key': SECRETS.apiKey },
        },
        body: {
          oldPassword: SECRETS.password,
          newPassword: SECRETS.newPassword,
          confirmPassword: SECRETS.newPassword,
          profile: { password: SECRETS.password },
        },
        pickup: { orderNo: 'A1B2', pin: SECRETS.pin },
        refresh: { token: SECRETS.jwt },
        keys: [{ apiKey: SECRETS.apiKey, name: 'Shop sync' }],
      },
      'password change refused',
    );
    expect(lines).toHaveLength(1);
    expect(leaks(lines[0]!)).toEqual([]);
    const line = JSON.parse(lines[0]!);
    expect(line.req.headers).toEqual({ authorization: REDACTED, Cookie: REDACTED, 'X-Api-Key': REDACTED });
    expect(line.body).toEqual({
      oldPassword: REDACTED,
      newPassword: REDACTED,
      confirmPassword: REDACTED,
      profile: { password: REDACTED },
    });
    // What is not a secret stays readable.
    expect(line.req.url).toBe('/api/@me/password');
    expect(line.pickup.orderNo).toBe('A1B2');
    expect(line.keys[0].name).toBe('Shop sync');
    expect(line.msg).toBe('password change refused');
  });

  it('redacts tokens, API keys and password hashes by their shape wherever they are: messages, URLs, error details', () => {
    const { logger, lines } = memoryLog();
    logger.info({ url: `/api/orders?token=${SECRETS.jwt}&key=${SECRETS.apiKey}` }, 'request');
    logger.info(`signed in with Bearer ${SECRETS.jwt}`);
    logger.error(
      { err: Object.assign(new Error('insert failed'), { params: ['anna', SECRETS.hash] }) },
      'query failed',
    );
    expect(lines).toHaveLength(3);
    expect(lines.flatMap(leaks)).toEqual([]);
    expect(JSON.parse(lines[0]!).url).toBe(`/api/orders?token=${REDACTED}&key=${REDACTED}`);
    const error = JSON.parse(lines[2]!).err;
    expect(error).toMatchObject({ type: 'Error', message: 'insert failed', params: ['anna', REDACTED] });
    expect(error.stack).toContain('insert failed');
  });

  it('keeps at most about 1 KB of each field, the message and an error stack at most 4 KB, and says how much was cut', () => {
    const { logger, lines } = memoryLog();
    const flood = 'A'.repeat(200_000);
    logger.warn(
      {
        body: { comment: flood, items: Array.from({ length: 10_000 }, (_, i) => i) },
        header: flood,
        err: new Error(flood),
      },
      flood,
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line.header).toBe(`${'A'.repeat(LOG_FIELD_MAX)}…[${200_000 - LOG_FIELD_MAX} more characters]`);
    expect(line.body.comment.length).toBeLessThan(LOG_FIELD_MAX + 40);
    expect(line.body.items).toHaveLength(51);
    expect(line.body.items.at(-1)).toBe('…[9950 more items]');
    expect(line.err.message.length).toBeLessThan(LOG_FIELD_MAX + 40);
    expect(line.err.stack.length).toBeLessThan(LOG_TEXT_MAX + 40);
    expect(line.msg.length).toBeLessThan(LOG_TEXT_MAX + 40);
    // The whole line stays small: a 200 KB field three times over and 10,000 items become a few kilobytes.
    expect(lines[0]!.length).toBeLessThan(12_000);
  });

  it('writes the readable terminal lines from the same cleaned fields', () => {
    const { logger, lines } = memoryLog('pretty');
    logger.warn(
      {
        headers: { authorization: `Bearer ${SECRETS.jwt}` },
        body: { password: SECRETS.password },
        note: 'B'.repeat(5000),
      },
      'refused',
    );
    const text = lines.join('\n');
    expect(leaks(text)).toEqual([]);
    expect(text).toContain(REDACTED);
    expect(text).not.toContain('B'.repeat(LOG_FIELD_MAX + 1));
  });

  it('cuts cycles instead of failing, and keeps an object named twice', () => {
    const { logger, lines } = memoryLog();
    const shared = { id: 7 };
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    logger.info({ first: shared, second: shared, cyclic }, 'shapes');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      first: { id: 7 },
      second: { id: 7 },
      cyclic: { name: 'loop', self: '[circular]' },
    });
  });
});

describe("the app's request lines", () => {
  const { logger, lines } = memoryLog();
  let app: FastifyInstance;
  let database: Database;
  let disposeDatabase: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose: disposeDatabase } = await openProjectDatabase());
    app = await buildApp(testConfig({ logLevel: 'debug' }), { logger, database });
  });
  afterAll(async () => {
    await app.close();
    await disposeDatabase();
  });

  it('log a request whose URL carries a token and a flood of characters without either', async () => {
    const url = `/api/health?token=${SECRETS.jwt}&apiKey=${SECRETS.apiKey}&pad=${'x'.repeat(20_000)}`;
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${SECRETS.jwt}`, cookie: SECRETS.cookie },
    });
    expect(res.statusCode).toBe(200);
    const requestLines = lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.msg === 'request' && String(l.url).startsWith('/api/health'));
    expect(requestLines).toHaveLength(1);
    expect(leaks(JSON.stringify(requestLines))).toEqual([]);
    expect(requestLines[0].url.length).toBeLessThan(LOG_FIELD_MAX + 40);
    expect(requestLines[0]).toMatchObject({ method: 'GET', statusCode: 200 });
  });
});
