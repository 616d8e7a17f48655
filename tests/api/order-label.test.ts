import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pdfText } from '../pdfText.ts';
import * as s from '../../server/db/schema.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator');
  await ctx.app.database.db
    .update(s.orders)
    .set({ packageSize: 'M' })
    .where(eq(s.orders.id, ctx.fx.orders.acceptedWaw));
});

const label = (token: string, id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/order/labels/${id}`, headers: bearer(token) });

describe('GET /api/order/labels/{orderId}', () => {
  it('answers a PDF named {orderId}_order_label.pdf holding the order no, both addresses and the size', async () => {
    const id = ctx.fx.orders.acceptedWaw;
    const res = await label(tokens.operator, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${id}_order_label.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'T001',
      'Alpha Pharmacy',
      'Main store',
      'Prosta 2',
      'Client acceptedWaw',
      'Marszałkowska 1',
      '00-624 Warszawa',
      'M',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a hidden receiver in words (Polish, then English) for a user without the sensitive-data flag', async () => {
    const text = await pdfText((await label(tokens.coordinator, ctx.fx.orders.acceptedWaw)).rawPayload);
    expect(text.replace(/\s+/g, ' ')).toContain('Klient (dane ukryte) / Customer (details hidden)');
    expect(text).not.toMatch(/\bcustomer\b/);
    expect(text).not.toContain('Marszałkowska');
    expect(text).not.toContain('600100200');
  });

  it('answers 409 for an order without a pickup point and 404 for another tenant’s order', async () => {
    await ctx.app.database.db
      .update(s.orders)
      .set({ pickupName: null, pickupStreet: null })
      .where(eq(s.orders.id, ctx.fx.orders.oldDelivered));
    const none = await label(tokens.operator, ctx.fx.orders.oldDelivered);
    expect(none.statusCode).toBe(409);
    expect(none.json().errorCode).toBe('order_has_no_pickup_point');
    expect((await label(tokens.coordinator, ctx.fx.orders.betaNew)).statusCode).toBe(404);
  });
});
