// Audit entries of the demo's notable past actions: activation, contract, deactivations, cancellations, a hold and an
// auto-cancel sweep.
import * as t from '../../db/schema.ts';
import type { Ctx, World } from './context.ts';
import { insertPlain } from './insert.ts';
import type { SeededOrder } from './orders.ts';
import { at, DAY, HOUR, MIN } from './time.ts';

export async function seedAudit(ctx: Ctx, world: World, orders: SeededOrder[]): Promise<void> {
  const { now } = ctx;
  const ops = world.operators;
  const pending = world.companies.find((c) => c.def.registration === 'contract')!;
  const iqos = world.companies.find((c) => c.def.key === 'iqos')!;
  const cancelled = orders
    .filter(
      (o) => o.draft.row.status === 'cancelled' && o.draft.row.cancellationReason !== 'ORDER_NOT_ACCEPTED_IN_5_MIN',
    )
    .slice(-2);
  const held = orders.filter((o) => o.draft.holds.length > 0).slice(-1);
  const deactivated = ops.all.find((o) => o.username.startsWith('tomasz'))!;
  const audit = [
    {
      at: iqos.activatedAt!,
      actorKind: 'operator' as const,
      actorId: ops.admin.id,
      actorName: ops.admin.email,
      action: 'company.activate',
      entity: 'company',
      entityId: String(iqos.id),
      before: { status: 'pending' },
      after: { status: 'active', displayName: iqos.def.brand },
    },
    {
      at: at(pending.createdAt, 27 * HOUR),
      actorKind: 'client' as const,
      actorId: pending.clientUserId ?? null,
      actorName: pending.clientEmail ?? null,
      action: 'company.generateContract',
      entity: 'company',
      entityId: String(pending.id),
      before: null,
      after: { contractGenerated: true },
    },
    {
      at: at(ctx.today, -12 * DAY),
      actorKind: 'operator' as const,
      actorId: ops.admin.id,
      actorName: ops.admin.email,
      action: 'operator.deactivate',
      entity: 'operator',
      entityId: String(deactivated.id),
      before: { accountType: 'xd_coordinator' },
      after: { accountType: 'deactivated' },
    },
    {
      at: world.multipliers[5].deactivatedAt!,
      actorKind: 'operator' as const,
      actorId: ops.admin.id,
      actorName: ops.admin.email,
      action: 'multiplier.deactivate',
      entity: 'multiplier',
      entityId: String(world.multipliers[5].id),
      before: { deactivatedAt: null },
      after: { deactivationReason: 'Błędna stawka – zastąpiony nowym mnożnikiem' },
    },
    ...cancelled.map((o) => ({
      at: o.draft.row.cancelledAt as Date,
      actorKind: 'operator' as const,
      actorId: ops.operator.id,
      actorName: ops.operator.email,
      action: 'order.cancel',
      entity: 'order',
      entityId: String(o.id),
      before: { status: 'accepted' },
      after: { status: 'cancelled', cancellationReason: o.draft.row.cancellationReason },
    })),
    ...held.map((o) => ({
      at: o.draft.holds[0].createdAt,
      actorKind: (o.draft.holds[0].driverId ? 'driver' : 'operator') as 'driver' | 'operator',
      actorId: o.draft.holds[0].driverId ?? o.draft.holds[0].operatorId,
      actorName: null,
      action: 'order.hold',
      entity: 'order',
      entityId: String(o.id),
      before: { onHoldUntil: null },
      after: { onHoldUntil: o.draft.holds[0].holdUntil.toISOString() },
    })),
    {
      at: at(now, -90 * MIN),
      actorKind: 'system' as const,
      actorId: null,
      actorName: 'auto-cancel',
      action: 'order.autoCancel.sweep',
      entity: 'order',
      entityId: null,
      before: null,
      after: { cancelled: 0 },
    },
  ].filter((a) => a.at <= now);
  await insertPlain(
    ctx.tx,
    t.auditLog,
    audit.sort((a, b) => a.at.getTime() - b.at.getTime()),
  );
}
