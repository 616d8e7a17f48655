// Web Push to drivers' phones (server/services/driverPush.ts, the driver API's /driver/push/*): the key, a phone's
// subscription (its rules, the limit per driver, an endpoint moving to the driver who signs in on the phone, turning it
// off), and the push job against a push service of the test's own: a back-office notification reaches the phone once,
// sealed so that only the phone opens it (decrypted here as RFC 8291 says) and signed with the server's key (RFC 8292);
// one the app fetched already is not pushed; a subscription its service calls gone is deleted; a private address is
// refused unless WEBHOOKS_ALLOW_PRIVATE.
import { createECDH, createDecipheriv, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import * as s from '../../server/db/schema.ts';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { pushDueNotifications } from '../../server/services/driverPush.ts';
import { PUSH_SUBSCRIPTIONS_PER_DRIVER, type DriverPushPayload } from '../../domain/driverPush.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp({ webhooksAllowPrivate: true });
const db = () => ctx.app.database.db;
const PASSWORD = 'push-driver-123';
const SUBJECT = 'mailto:operations@example.com';

/** A phone's side of a subscription: its key pair and authentication secret. */
interface Phone {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
}
const phone = (endpoint: string): Phone => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16), endpoint };
};
const subscriptionOf = (p: Phone) => ({
  endpoint: p.endpoint,
  keys: { p256dh: p.ecdh.getPublicKey().toString('base64url'), auth: p.auth.toString('base64url') },
});

/** RFC 8291 (aes128gcm, one record): the plaintext only the phone's private key and secret open. */
function decrypt(p: Phone, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
  const secret = p.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), p.ecdh.getPublicKey(), serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(p.auth, secret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  expect(plain[end - 1], 'the last record’s delimiter').toBe(2);
  return plain.subarray(0, end - 1).toString('utf8');
}

/** The push service of the test: every request kept; a path ending in /gone answers 410, /broken 500, others 201. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let service: Server;
let serviceUrl = '';
const received: Received[] = [];

let driverId = 0;
let otherId = 0;
let driverToken = '';
let otherToken = '';
let operatorToken = '';

const put = (token: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/driver/push/subscription',
    headers: bearer(token),
    payload: payload as object,
  });
const remove = (token: string, endpoint: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/driver/push/subscription',
    headers: bearer(token),
    payload: { endpoint },
  });
const subscriptionsOf = (id: number) =>
  db()
    .select()
    .from(s.driverPushSubscriptions)
    .where(eq(s.driverPushSubscriptions.driverId, id))
    .orderBy(s.driverPushSubscriptions.id);
const run = () => pushDueNotifications(db(), { allowPrivate: true, subject: SUBJECT });
/** A notification from the back office to the drivers of Warszawa. */
const notify = async (title: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/notification/send',
    headers: bearer(operatorToken),
    payload: { regions: ['Warszawa'], short: { title, body: 'Please read this message today.' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ notificationId: number }>();
};

beforeAll(async () => {
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.endsWith('/gone') ? 410 : req.url?.endsWith('/broken') ? 500 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

  const passwordHash = await fixtureHash(PASSWORD);
  const [a, b] = await db()
    .insert(s.drivers)
    .values([
      { firstName: 'Piotr', lastName: 'Push', email: 'piotr@push.test', passwordHash, regionId: ctx.fx.regions.waw },
      { firstName: 'Olga', lastName: 'Other', email: 'olga@push.test', passwordHash, regionId: ctx.fx.regions.krk },
    ])
    .returning({ id: s.drivers.id });
  driverId = a!.id;
  otherId = b!.id;
  const signIn = async (email: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  };
  driverToken = await signIn('piotr@push.test');
  otherToken = await signIn('olga@push.test');
  operatorToken = await login(ctx.app, 'admin', PASSWORDS.admin);
});

afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
});

describe('GET /api/driver/push/key', () => {
  it('answers the database’s public key, the same every time, to drivers only', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/driver/push/key', headers: bearer(driverToken) });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/driver/push/key', headers: bearer(otherToken) });
    expect(again.json()).toEqual({ publicKey });
    const stored = await db().select().from(s.appSettings).where(eq(s.appSettings.key, 'web_push_vapid'));
    expect(JSON.parse(stored[0]!.value).publicKey).toBe(publicKey);
    const console = await ctx.app.inject({
      method: 'GET',
      url: '/api/driver/push/key',
      headers: bearer(operatorToken),
    });
    expect(console.statusCode).toBe(403);
    expect(console.json().errorCode).toBe('driver_session_required');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/driver/push/key' })).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/driver/push/subscription', () => {
  it('refuses what is no subscription with field errors, and stores nothing', async () => {
    const good = subscriptionOf(phone(`${serviceUrl}/refused`));
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'ftp://push.example.com/x' }, 'endpoint'],
      [{ ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` }, 'endpoint'],
      [{ ...good, endpoint: 'https://push.example.com/a\u0000b' }, 'endpoint'],
      [{ ...good, endpoint: 'https://user:pw@push.example.com/x' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'keys.auth'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [payload, field] of cases) {
      const res = await put(driverToken, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
      expect(Object.keys(res.json().errors ?? {}), JSON.stringify(res.json())).toContain(field);
    }
    expect(await subscriptionsOf(driverId)).toEqual([]);
    expect((await put(operatorToken, good)).statusCode).toBe(403);
  });

  it('keeps a phone, moves an endpoint to the driver who signs in on it, keeps the newest few, and forgets on DELETE', async () => {
    const first = phone(`${serviceUrl}/phone-1`);
    expect((await put(driverToken, subscriptionOf(first))).statusCode).toBe(204);
    // The same phone again (new keys after the browser renewed them): one row, the new keys.
    const renewed = { ...first, ecdh: phone('').ecdh };
    expect((await put(driverToken, subscriptionOf(renewed))).statusCode).toBe(204);
    let rows = await subscriptionsOf(driverId);
    expect(rows.map((r) => [r.endpoint, r.p256dh])).toEqual([
      [first.endpoint, renewed.ecdh.getPublicKey().toString('base64url')],
    ]);
    // Another driver signs in on that phone: the endpoint is theirs now.
    expect((await put(otherToken, subscriptionOf(first))).statusCode).toBe(204);
    expect(await subscriptionsOf(driverId)).toEqual([]);
    expect((await subscriptionsOf(otherId)).map((r) => r.endpoint)).toEqual([first.endpoint]);
    // Turning it off is the owner's alone.
    expect((await remove(driverToken, first.endpoint)).statusCode).toBe(204);
    expect(await subscriptionsOf(otherId)).toHaveLength(1);
    expect((await remove(otherToken, first.endpoint)).statusCode).toBe(204);
    expect(await subscriptionsOf(otherId)).toEqual([]);
    // More phones than the limit: the oldest goes.
    const phones = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_DRIVER + 1 }, (_, i) =>
      phone(`${serviceUrl}/many-${i}`),
    );
    for (const p of phones) expect((await put(driverToken, subscriptionOf(p))).statusCode).toBe(204);
    rows = await subscriptionsOf(driverId);
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      phones
        .slice(1)
        .map((p) => p.endpoint)
        .sort(),
    );
    for (const p of phones) await remove(driverToken, p.endpoint);
    expect(await subscriptionsOf(driverId)).toEqual([]);
  });

  it('refuses an endpoint on a private address unless WEBHOOKS_ALLOW_PRIVATE', async () => {
    const strict = await buildApp(testConfig({ webhooksAllowPrivate: false }), { database: ctx.app.database });
    try {
      for (const endpoint of [
        `${serviceUrl}/private`,
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://10.1.2.3/x',
      ]) {
        const res = await strict.inject({
          method: 'PUT',
          url: '/api/driver/push/subscription',
          headers: bearer(driverToken),
          payload: subscriptionOf(phone(endpoint)),
        });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json()).toMatchObject({ errorCode: 'validation_failed', errors: { endpoint: expect.any(Array) } });
      }
    } finally {
      await strict.close();
    }
    expect(await subscriptionsOf(driverId)).toEqual([]);
  });
});

describe('the push job', () => {
  it('pushes a notification once to each phone of its drivers, sealed for the phone and signed with the server’s key', async () => {
    const mine = phone(`${serviceUrl}/mine`);
    const olga = phone(`${serviceUrl}/olga`);
    expect((await put(driverToken, subscriptionOf(mine))).statusCode).toBe(204);
    expect((await put(otherToken, subscriptionOf(olga))).statusCode).toBe(204);
    received.length = 0;
    const { notificationId: id } = await notify('Road closed on Marszałkowska');
    const result = await run();
    expect(result).toMatchObject({ pushed: 1, failed: 0, removed: 0 });
    // Olga works in Kraków: the notification was not hers.
    expect(received.map((r) => r.path)).toEqual(['/mine']);
    const [push] = received;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('3600');
    expect(push!.headers.urgency).toBe('high');
    const payload = JSON.parse(decrypt(mine, push!.body)) as DriverPushPayload;
    expect(payload).toEqual({
      notificationId: id,
      title: 'Road closed on Marszałkowska',
      body: expect.any(String),
      url: '/driver/',
    });
    // VAPID: a JWT for the service's origin, with the contact, signed by the key GET /driver/push/key answers.
    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(push!.headers.authorization));
    expect(auth).not.toBeNull();
    const key = await ctx.app.inject({ method: 'GET', url: '/api/driver/push/key', headers: bearer(driverToken) });
    expect(auth![2]).toBe(key.json().publicKey);
    const point = Buffer.from(auth![2]!, 'base64url');
    const jwk = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(auth![1]!, jwk);
    expect(claims).toMatchObject({ aud: serviceUrl, sub: SUBJECT });
    const [row] = await subscriptionsOf(driverId);
    expect(row!.lastPushedAt).toBeInstanceOf(Date);
    // At most once: the next run finds nothing to push.
    expect(await run()).toMatchObject({ taken: 0, pushed: 0 });
    expect(received).toHaveLength(1);
    await remove(driverToken, mine.endpoint);
    await remove(otherToken, olga.endpoint);
  });

  it('does not push what the app fetched already, and deletes a subscription its service calls gone', async () => {
    const gone = phone(`${serviceUrl}/gone`);
    const broken = phone(`${serviceUrl}/broken`);
    await put(driverToken, subscriptionOf(gone));
    await put(driverToken, subscriptionOf(broken));
    received.length = 0;
    await notify('Seen in the app first');
    const fetched = await ctx.app.inject({
      method: 'GET',
      url: '/api/driver/notifications',
      headers: bearer(driverToken),
    });
    expect(fetched.statusCode).toBe(200);
    expect(await run()).toMatchObject({ pushed: 0, failed: 0 });
    expect(received).toEqual([]);

    await notify('Pushed to a gone and a broken phone');
    expect(await run()).toMatchObject({ pushed: 0, failed: 2, removed: 1 });
    expect(received.map((r) => r.path).sort()).toEqual(['/broken', '/gone']);
    const rows = await subscriptionsOf(driverId);
    expect(rows.map((r) => r.endpoint)).toEqual([broken.endpoint]);
    expect(rows[0]!.lastError).toContain('HTTP 500');
    await remove(driverToken, broken.endpoint);
  });
});
