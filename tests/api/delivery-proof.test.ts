// Issue 39, proof of delivery: the deliver step (POST /api/driver/order/deliver) takes the receiver's name and a photo,
// checks the photo by its bytes (canonical base64, at most 1 MB, a JPEG, PNG or WebP of the declared type) and stores
// the proof in its transaction (a replayed Idempotency-Key stores nothing again; its audit entry names the proof without
// the bytes). The console reads it in the order's details (`deliveryProof`) and the photo through
// GET /api/order/delivery-proof/photo, under the details' rule: the caller's reach, and the receiver's data only with
// canView.sensitiveData (else "customer" and no photo) and while it is not hashed away.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, login, minutesAgo, setupApp, signInAll } from './fixtures.ts';
import { driverKit } from './driverKit.ts';
import { DELIVERY_PHOTO_MAX_BYTES } from '../../domain/driverApi.ts';
import type { OrderStatus } from '../../domain/enums.ts';

const ctx = setupApp();
const kit = driverKit(ctx, 'Q');
const tokens: Record<string, string> = {};
let jpeg: Buffer;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client', 'fresh');
  // A client user of another company (beta), and API keys of alpha's and beta's.
  await ctx.app.database.db.insert(s.clientUsers).values({
    email: 'owner@beta.pl',
    name: 'Beta Owner',
    passwordHash: await fixtureHash('beta-pass-1'),
    companyId: ctx.fx.companies.beta,
  });
  tokens.betaClient = await login(ctx.app, 'owner@beta.pl', 'beta-pass-1');
  for (const [who, token] of [
    ['alphaKey', tokens.client!],
    ['betaKey', tokens.betaClient],
  ] as const) {
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/@me/api-keys/create',
      headers: bearer(token),
      payload: { name: `${who} sync` },
    });
    expect(key.statusCode, key.body).toBe(201);
    tokens[who] = key.json().key;
  }
  const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 21, g: 101, b: 192 } } });
  jpeg = await picture.clone().jpeg().toBuffer();
  png = await picture.clone().png().toBuffer();
  webp = await picture.clone().webp().toBuffer();
});

const db = () => ctx.app.database.db;
type Res = Awaited<ReturnType<typeof ctx.app.inject>>;

/** An order of company alpha in Warszawa that the driver has carried to the receiver (arrived). */
const arrivedOrder = (driverId: number, status: OrderStatus = 'arrived') =>
  kit.makeOrder(status, {
    driverId,
    createdAt: minutesAgo(30),
    acceptedAt: minutesAgo(25),
    pickedUpAt: minutesAgo(15),
    arrivedAt: minutesAgo(2),
    clientName: 'Ewa Odbiorca',
  });
const makeDriver = () => kit.makeDriver();

const deliver = (token: string, payload: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/driver/order/deliver',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const photoOf = (bytes: Buffer, contentType = 'image/jpeg') => ({ contentType, data: bytes.toString('base64') });
const details = (token: string, orderId: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/details?orderId=${orderId}`, headers: bearer(token) });
const photo = (token: string, orderId: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/delivery-proof/photo?orderId=${orderId}`, headers: bearer(token) });
const proofRows = (orderId: number) =>
  db().select().from(s.deliveryProofs).where(eq(s.deliveryProofs.orderId, orderId));
const statusOf = async (orderId: number) =>
  (await db().select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, orderId)))[0]!.status;
const deliverAudit = (orderId: number) =>
  db()
    .select()
    .from(s.auditLog)
    .where(
      and(
        eq(s.auditLog.entity, 'order'),
        eq(s.auditLog.entityId, String(orderId)),
        eq(s.auditLog.action, 'order.deliver'),
      ),
    )
    .orderBy(asc(s.auditLog.id));
const refusal = (res: Res) => ({ status: res.statusCode, errorCode: res.json().errorCode, errors: res.json().errors });

describe('a delivery with proof', () => {
  it('stores the name and the JPEG photo; the details show it and the photo route answers its bytes and type', async () => {
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    const res = await deliver(driver.token, {
      orderId: order.id,
      proof: { receiverName: '  Anna Nowak  ', photo: photoOf(jpeg) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ id: order.id, status: 'delivered' });

    const [row] = await proofRows(order.id);
    expect(row).toMatchObject({
      orderId: order.id,
      driverId: driver.id,
      receiverName: 'Anna Nowak',
      photoContentType: 'image/jpeg',
      photoBytes: jpeg.length,
    });
    expect(Buffer.from(row!.photo!).equals(jpeg)).toBe(true);

    const shown = await details(tokens.operator!, order.id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().deliveryProof).toEqual({
      receiverName: 'Anna Nowak',
      hasPhoto: true,
      at: row!.createdAt.toISOString(),
    });
    expect(shown.json().timestamps.deliveredAt).toBe(row!.createdAt.toISOString());

    const image = await photo(tokens.operator!, order.id);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
    expect(image.rawPayload.equals(jpeg)).toBe(true);
  });

  it('takes a PNG and a WebP as their own types', async () => {
    for (const [bytes, type] of [
      [png, 'image/png'],
      [webp, 'image/webp'],
    ] as const) {
      const driver = await makeDriver();
      const order = await arrivedOrder(driver.id);
      const res = await deliver(driver.token, {
        orderId: order.id,
        proof: { receiverName: 'Jan', photo: photoOf(bytes, type) },
      });
      expect(res.statusCode, res.body).toBe(200);
      const image = await photo(tokens.client!, order.id);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('a name alone is a proof without a photo: the details say so and the photo route answers 404', async () => {
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    expect((await deliver(driver.token, { orderId: order.id, proof: { receiverName: 'Neighbour' } })).statusCode).toBe(
      200,
    );
    expect((await details(tokens.operator!, order.id)).json().deliveryProof).toMatchObject({
      receiverName: 'Neighbour',
      hasPhoto: false,
    });
    expect(refusal(await photo(tokens.operator!, order.id))).toMatchObject({
      status: 404,
      errorCode: 'delivery_proof_not_found',
    });
    expect((await proofRows(order.id))[0]).toMatchObject({ photo: null, photoContentType: null, photoBytes: null });
  });

  it('a delivery without proof stays as before (the simulator sends none): no proof, the photo route answers 404', async () => {
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    const res = await deliver(driver.token, { orderId: order.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await proofRows(order.id)).toEqual([]);
    expect((await details(tokens.operator!, order.id)).json().deliveryProof).toBeNull();
    expect(refusal(await photo(tokens.operator!, order.id))).toMatchObject({
      status: 404,
      errorCode: 'delivery_proof_not_found',
    });
    const [entry] = await deliverAudit(order.id);
    expect(entry!.after).not.toHaveProperty('proof');
  });

  it('the audit entry of the step records the name and the photo’s size, never its bytes', async () => {
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    await deliver(driver.token, { orderId: order.id, proof: { receiverName: 'Anna Nowak', photo: photoOf(jpeg) } });
    const entries = await deliverAudit(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorKind: 'driver',
      actorId: driver.id,
      after: { status: 'delivered', proof: { receiverName: 'Anna Nowak', photoBytes: jpeg.length } },
    });
    expect(JSON.stringify(entries[0])).not.toContain(jpeg.toString('base64').slice(0, 40));
  });
});

describe('a replayed deliver', () => {
  it('with the same Idempotency-Key answers the first answer and stores nothing new', async () => {
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    const body = { orderId: order.id, proof: { receiverName: 'Anna Nowak', photo: photoOf(jpeg) } };
    const first = await deliver(driver.token, body, 'deliver-proof-1');
    expect(first.statusCode, first.body).toBe(200);
    const [stored] = await proofRows(order.id);

    const again = await deliver(driver.token, body, 'deliver-proof-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await proofRows(order.id)).toEqual([stored]);
    expect(await deliverAudit(order.id)).toHaveLength(1);

    // The same key with another proof is refused, and a new key finds the order delivered: the proof stays the first.
    const other = { orderId: order.id, proof: { receiverName: 'Someone else' } };
    expect(refusal(await deliver(driver.token, other, 'deliver-proof-1'))).toMatchObject({
      status: 409,
      errorCode: 'idempotency_key_reused',
    });
    expect(refusal(await deliver(driver.token, other, 'deliver-proof-2'))).toMatchObject({
      status: 409,
      errorCode: 'invalid_order_transition',
    });
    expect(await proofRows(order.id)).toEqual([stored]);
  });
});

describe('a refused proof', () => {
  /** Delivers with this proof: refused with its status, the order still arrived and no proof stored. */
  async function refused(proof: unknown) {
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    const res = await deliver(driver.token, { orderId: order.id, proof });
    expect(await statusOf(order.id)).toBe('arrived');
    expect(await proofRows(order.id)).toEqual([]);
    return res;
  }

  it('bytes that are no image: 400 delivery_photo_not_image under proof.photo.data', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(refusal(await refused({ receiverName: 'Anna', photo: photoOf(html) }))).toEqual({
      status: 400,
      errorCode: 'delivery_photo_not_image',
      errors: { 'proof.photo.data': ['validation.photoType'] },
    });
    // A GIF is an image, but not one of the three.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(refusal(await refused({ receiverName: 'Anna', photo: photoOf(gif, 'image/jpeg') }))).toMatchObject({
      status: 400,
      errorCode: 'delivery_photo_not_image',
    });
  });

  it('an image of another type than declared: 400 delivery_photo_type_mismatch under proof.photo.data', async () => {
    expect(refusal(await refused({ receiverName: 'Anna', photo: photoOf(png, 'image/jpeg') }))).toEqual({
      status: 400,
      errorCode: 'delivery_photo_type_mismatch',
      errors: { 'proof.photo.data': ['validation.photoType'] },
    });
    expect(refusal(await refused({ receiverName: 'Anna', photo: photoOf(jpeg, 'image/webp') }))).toMatchObject({
      status: 400,
      errorCode: 'delivery_photo_type_mismatch',
    });
  });

  it('a type that is not offered: 400 under proof.photo.contentType', async () => {
    expect(refusal(await refused({ receiverName: 'Anna', photo: photoOf(jpeg, 'image/svg+xml') }))).toEqual({
      status: 400,
      errorCode: 'validation_failed',
      errors: { 'proof.photo.contentType': ['validation.photoType'] },
    });
  });

  it('text that is not canonical base64: 400 validation_failed under proof.photo.data', async () => {
    const data = jpeg.toString('base64');
    for (const bad of [
      `${data.slice(0, 40)}!${data.slice(41)}`, // a character base64 has not
      data.replace(/=+$/, ''), // padding left out
      `${data.slice(0, 8)}\n${data.slice(8)}`, // a line break
      `${data}====`, // padding in the middle of the text
      '/9j/4B==', // bits after the last byte that a decoder would drop
    ]) {
      expect(refusal(await refused({ receiverName: 'Anna', photo: { contentType: 'image/jpeg', data: bad } }))).toEqual(
        { status: 400, errorCode: 'validation_failed', errors: { 'proof.photo.data': ['validation.invalid'] } },
      );
    }
  });

  it('a photo over 1 MB: 400 under proof.photo.data', async () => {
    const large = Buffer.concat([jpeg, Buffer.alloc(DELIVERY_PHOTO_MAX_BYTES + 1 - jpeg.length)]);
    expect(refusal(await refused({ receiverName: 'Anna', photo: photoOf(large) }))).toEqual({
      status: 400,
      errorCode: 'validation_failed',
      errors: { 'proof.photo.data': ['validation.photoTooLarge'] },
    });
    // Exactly 1 MB is taken.
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    const limit = Buffer.concat([jpeg, Buffer.alloc(DELIVERY_PHOTO_MAX_BYTES - jpeg.length)]);
    const res = await deliver(driver.token, {
      orderId: order.id,
      proof: { receiverName: 'Anna', photo: photoOf(limit) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await proofRows(order.id))[0]!.photoBytes).toBe(DELIVERY_PHOTO_MAX_BYTES);
  });

  it('a body beyond the route’s limit: 413 payload_too_large (no 500); other driver routes keep the default limit', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(2 * DELIVERY_PHOTO_MAX_BYTES)]);
    expect(refusal(await refused({ receiverName: 'Anna', photo: photoOf(huge) }))).toMatchObject({
      status: 413,
      errorCode: 'payload_too_large',
    });
    // The same size on another step is read (and refused by its own schema, not by its size).
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    const hold = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/order/hold',
      headers: bearer(driver.token),
      payload: { orderId: order.id, notes: 'x'.repeat(huge.length * 1.4) },
    });
    expect(refusal(hold)).toMatchObject({ status: 400, errorCode: 'validation_failed' });
  });

  it('a name with NUL, an empty or missing name, a name over 100 characters: 400 under proof.receiverName', async () => {
    expect(refusal(await refused({ receiverName: 'Anna\u0000Nowak', photo: photoOf(jpeg) }))).toEqual({
      status: 400,
      errorCode: 'validation_failed',
      errors: { 'proof.receiverName': ['validation.invalidCharacters'] },
    });
    expect(refusal(await refused({ receiverName: '   ' }))).toEqual({
      status: 400,
      errorCode: 'validation_failed',
      errors: { 'proof.receiverName': ['validation.required'] },
    });
    expect(refusal(await refused({ photo: photoOf(jpeg) })).errors).toHaveProperty(['proof.receiverName']);
    expect(refusal(await refused({ receiverName: 'a'.repeat(101) })).errors).toEqual({
      'proof.receiverName': ['validation.maxLength'],
    });
  });
});

describe('who sees the proof', () => {
  let orderId = 0;
  beforeAll(async () => {
    const driver = await makeDriver();
    orderId = (await arrivedOrder(driver.id)).id;
    const res = await deliver(driver.token, { orderId, proof: { receiverName: 'Anna Nowak', photo: photoOf(jpeg) } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the shop’s client user sees its own order’s proof and photo', async () => {
    expect((await details(tokens.client!, orderId)).json().deliveryProof).toMatchObject({
      receiverName: 'Anna Nowak',
      hasPhoto: true,
    });
    const image = await photo(tokens.client!, orderId);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(jpeg)).toBe(true);
  });

  it('a client user or an API key of another company gets what the details route answers: 404 order_not_found', async () => {
    for (const who of ['betaClient', 'fresh', 'betaKey']) {
      const shown = refusal(await details(tokens[who]!, orderId));
      expect([who, shown]).toMatchObject([who, { status: 404, errorCode: 'order_not_found' }]);
      expect([who, refusal(await photo(tokens[who]!, orderId))]).toEqual([who, shown]);
    }
  });

  it('an operator without canView.sensitiveData sees "customer" and no photo, and the photo route refuses it', async () => {
    const shown = (await details(tokens.coordinator!, orderId)).json();
    expect(shown.receiver.hidden).toBe(true);
    expect(shown.deliveryProof).toEqual({ receiverName: 'customer', hasPhoto: false, at: expect.any(String) });
    expect(JSON.stringify(shown)).not.toContain('Anna Nowak');
    expect(refusal(await photo(tokens.coordinator!, orderId))).toMatchObject({ status: 403, errorCode: 'forbidden' });
    // Nor does the order's history name the receiver to it, while it does to an operator with the flag.
    const trail = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/order/audit?orderId=${orderId}`, headers: bearer(token) });
    const delivered = async (token: string) =>
      ((await trail(token)).json() as { action: string; after: object }[]).find((e) => e.action === 'order.deliver')!;
    expect((await delivered(tokens.operator!)).after).toMatchObject({ proof: { receiverName: 'Anna Nowak' } });
    const hidden = await delivered(tokens.coordinator!);
    expect(hidden.after).toMatchObject({ status: 'delivered' });
    expect(hidden.after).not.toHaveProperty('proof');
  });

  it('an API key follows its account type’s flags (api: no receiver data), as its details do', async () => {
    const shown = (await details(tokens.alphaKey!, orderId)).json();
    expect(shown.receiver.hidden).toBe(true);
    expect(shown.deliveryProof).toMatchObject({ receiverName: 'customer', hasPhoto: false });
    expect(refusal(await photo(tokens.alphaKey!, orderId))).toMatchObject({ status: 403, errorCode: 'forbidden' });
  });

  it('a driver session cannot read it; a call without a token is refused before anything is read', async () => {
    const driver = await makeDriver();
    expect(refusal(await photo(driver.token, orderId))).toMatchObject({
      status: 403,
      errorCode: 'driver_session_not_allowed',
    });
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/delivery-proof/photo?orderId=${orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bad input answers 400 under orderId; an unknown order 404 order_not_found', async () => {
    for (const bad of ['', 'abc', '-1', '2147483648']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/order/delivery-proof/photo?orderId=${bad}`,
        headers: bearer(tokens.operator!),
      });
      expect([bad, res.statusCode, Object.keys(res.json().errors ?? {})]).toEqual([bad, 400, ['orderId']]);
    }
    expect(refusal(await photo(tokens.operator!, 2147483647))).toMatchObject({
      status: 404,
      errorCode: 'order_not_found',
    });
  });

  it('once the receiver’s data is hashed away, nobody sees the name or the photo', async () => {
    const driver = await makeDriver();
    const order = await arrivedOrder(driver.id);
    await deliver(driver.token, { orderId: order.id, proof: { receiverName: 'Anna Nowak', photo: photoOf(jpeg) } });
    await db().update(s.orders).set({ hasHashedSensitiveData: true }).where(eq(s.orders.id, order.id));
    expect((await details(tokens.operator!, order.id)).json().deliveryProof).toMatchObject({
      receiverName: 'customer',
      hasPhoto: false,
    });
    expect(refusal(await photo(tokens.operator!, order.id))).toMatchObject({
      status: 404,
      errorCode: 'delivery_proof_not_found',
    });
  });
});
