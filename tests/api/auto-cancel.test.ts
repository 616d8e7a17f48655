import { describe, expect, it, vi } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { minutesAgo, setupApp } from './fixtures.ts';
import * as s from '../../server/db/schema.ts';
import type { Database } from '../../server/db/client.ts';
import { startAutoCancelJob } from '../../server/jobs/autoCancel.ts';
import { sweepNotAcceptedOrders } from '../../server/services/autoCancel.ts';
import { statusChange } from '../../domain/orderLifecycle.ts';

const ctx = setupApp();
const database = () => ctx.app.database;
const id = (key: string) => ctx.fx.orders[key];

async function orderRows(ids: number[]) {
  return database()
    .db.select({
      id: s.orders.id,
      status: s.orders.status,
      statusPriority: s.orders.statusPriority,
      isOngoing: s.orders.isOngoing,
      stageBeganAt: s.orders.stageBeganAt,
      cancelledAt: s.orders.cancelledAt,
      cancellationReason: s.orders.cancellationReason,
      updatedAt: s.orders.updatedAt,
    })
    .from(s.orders)
    .where(inArray(s.orders.id, ids))
    .orderBy(s.orders.id);
}

async function auditRows(ids: number[]) {
  return database()
    .db.select()
    .from(s.auditLog)
    .where(sql`${s.auditLog.action} = 'order.autoCancel' AND ${s.auditLog.entityId} IN ${ids.map(String)}`);
}

/** Puts fixture orders back in the queue (status new), created `minutes` ago. */
async function requeue(keys: string[], minutes: number) {
  await database()
    .db.update(s.orders)
    .set({
      ...statusChange('new', minutesAgo(minutes)),
      createdAt: minutesAgo(minutes),
      cancelledAt: null,
      cancellationReason: null,
    })
    .where(inArray(s.orders.id, keys.map(id)));
}

async function setCancelOrderAfter(company: number, seconds: number | null) {
  const settings =
    seconds == null
      ? sql`${s.companies.deliverySettings} - 'cancelOrderAfter'`
      : sql`jsonb_set(${s.companies.deliverySettings}, '{cancelOrderAfter}', ${String(seconds)}::jsonb)`;
  await database().db.update(s.companies).set({ deliverySettings: settings }).where(eq(s.companies.id, company));
}

describe('auto-cancel of orders not accepted in time', () => {
  it('cancels the new orders past their company limit with ORDER_NOT_ACCEPTED_IN_5_MIN and leaves the others alone', async () => {
    const others = ['acceptedWaw', 'deliveredWaw', 'cancelledKrk', 'betaPicked', 'oldOngoing', 'oldDelivered'].map(id);
    const othersBefore = await orderRows(others);
    const now = new Date();

    const { cancelled } = await sweepNotAcceptedOrders(database(), now);

    const { companies, regions } = ctx.fx;
    expect(cancelled).toEqual(
      [
        {
          id: id('newWaw'),
          companyId: companies.alpha,
          regionId: regions.waw,
          regionName: 'Warszawa',
          pickupLocationId: null,
          reason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
        },
        {
          id: id('betaNew'),
          companyId: companies.beta,
          regionId: regions.waw,
          regionName: 'Warszawa',
          pickupLocationId: null,
          reason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
        },
      ].sort((a, b) => a.id - b.id),
    );
    for (const row of await orderRows([id('newWaw'), id('betaNew')])) {
      expect(row).toMatchObject({
        status: 'cancelled',
        statusPriority: 10,
        isOngoing: false,
        stageBeganAt: now,
        cancelledAt: now,
        cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
        updatedAt: now,
      });
    }
    expect(await orderRows(others)).toEqual(othersBefore);

    const audits = await auditRows([id('newWaw'), id('betaNew')]);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({
      actorKind: 'system',
      entity: 'order',
      before: { status: 'new' },
      after: { status: 'cancelled', cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN' },
    });

    expect((await sweepNotAcceptedOrders(database(), now)).cancelled).toEqual([]);
  });

  it('keeps a 10-minute-old order of a company with a one-hour limit, and cancels it later with ORDER_NOT_ACCEPTED_IN_X_MIN', async () => {
    await setCancelOrderAfter(ctx.fx.companies.alpha, 3600);
    await requeue(['newWaw'], 10);

    expect((await sweepNotAcceptedOrders(database())).cancelled).toEqual([]);
    expect((await orderRows([id('newWaw')]))[0]).toMatchObject({ status: 'new', isOngoing: true, cancelledAt: null });

    const later = new Date(Date.now() + 2 * 60 * 60_000);
    const { cancelled } = await sweepNotAcceptedOrders(database(), later);
    expect(cancelled).toEqual([
      {
        id: id('newWaw'),
        companyId: ctx.fx.companies.alpha,
        regionId: ctx.fx.regions.waw,
        regionName: 'Warszawa',
        pickupLocationId: null,
        reason: 'ORDER_NOT_ACCEPTED_IN_X_MIN',
      },
    ]);
    expect((await orderRows([id('newWaw')]))[0]).toMatchObject({
      status: 'cancelled',
      statusPriority: 10,
      isOngoing: false,
      cancelledAt: later,
      cancellationReason: 'ORDER_NOT_ACCEPTED_IN_X_MIN',
    });
  });

  it('uses 300 seconds when the company sets no limit', async () => {
    await setCancelOrderAfter(ctx.fx.companies.beta, null);
    await requeue(['betaNew'], 6);
    const { cancelled } = await sweepNotAcceptedOrders(database());
    expect(cancelled.map((c) => [c.id, c.reason])).toEqual([[id('betaNew'), 'ORDER_NOT_ACCEPTED_IN_5_MIN']]);
  });

  it('measures the limit from the last renewal: a renewed order waits again the full limit', async () => {
    await setCancelOrderAfter(ctx.fx.companies.beta, null);
    // Created two hours ago, back in the queue (renewed) one minute ago.
    await database()
      .db.update(s.orders)
      .set({
        ...statusChange('new', minutesAgo(1)),
        createdAt: minutesAgo(120),
        cancelledAt: null,
        cancellationReason: null,
      })
      .where(eq(s.orders.id, id('betaNew')));
    expect((await sweepNotAcceptedOrders(database())).cancelled).toEqual([]);
    const later = new Date(Date.now() + 5 * 60_000);
    expect((await sweepNotAcceptedOrders(database(), later)).cancelled.map((c) => c.id)).toEqual([id('betaNew')]);
  });

  it('cancels each order exactly once when two sweeps run at the same time', async () => {
    const keys = ['newWaw', 'betaNew', 'cancelledKrk', 'acceptedWaw', 'betaPicked'];
    await requeue(keys, 120);
    const auditsBefore = (await auditRows(keys.map(id))).length;

    const [a, b] = await Promise.all([sweepNotAcceptedOrders(database()), sweepNotAcceptedOrders(database())]);

    const ids = [...a.cancelled, ...b.cancelled].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort((x, y) => x - y)).toEqual(keys.map(id).sort((x, y) => x - y));
    const audits = await auditRows(keys.map(id));
    expect(audits).toHaveLength(auditsBefore + keys.length);
    for (const row of await orderRows(keys.map(id))) {
      expect(row).toMatchObject({ status: 'cancelled', statusPriority: 10, isOngoing: false });
      expect(row.cancelledAt).toBeInstanceOf(Date);
    }
  });
});

describe('the auto-cancel job', () => {
  it('sweeps on its interval, reports each cancelled order, and stops', async () => {
    await requeue(['newWaw'], 120);
    const onCancelled = vi.fn();
    const stop = startAutoCancelJob(database(), { intervalMs: 20, onCancelled });
    try {
      await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(onCancelled.mock.calls[0][0]).toMatchObject({ id: id('newWaw'), reason: 'ORDER_NOT_ACCEPTED_IN_X_MIN' });
    } finally {
      await stop();
    }
  });

  it('sweeps once at start, before its first interval (orders left unaccepted while the server was down)', async () => {
    await requeue(['newWaw'], 120);
    const onCancelled = vi.fn();
    const stop = startAutoCancelJob(database(), { intervalMs: 60 * 60_000, onCancelled });
    try {
      await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1), { timeout: 5_000 });
      expect(onCancelled.mock.calls[0][0]).toMatchObject({ id: id('newWaw') });
    } finally {
      await stop();
    }
  });

  it('logs a failed sweep and keeps running', async () => {
    const broken = {
      db: {
        transaction: () => Promise.reject(new Error('connection lost')),
      },
    } as unknown as Database;
    const log = vi.fn();
    const stop = startAutoCancelJob(broken, { intervalMs: 10, log });
    try {
      await vi.waitFor(() => expect(log.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
      expect(log).toHaveBeenCalledWith('auto-cancel: sweep failed', expect.any(Error));
    } finally {
      await stop();
    }
  });
});
