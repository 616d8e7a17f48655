// Driver wallet entries: rides, IQOS exchanges, accepted corrections, bonuses, deductions and ambassador pay, with
// weekly settlement.
import type { WalletEntryType } from '../../../domain/enums.ts';
import type { OrderProductLine } from '../../../domain/types.ts';
import type { WalletDescriptionParams } from '../../../domain/walletConstants.ts';
import * as t from '../../db/schema.ts';
import type { Ctx, World } from './context.ts';
import type { CorrectionRec } from './corrections.ts';
import { pad } from './fakeData.ts';
import { insertPlain } from './insert.ts';
import type { SeededOrder } from './orders.ts';
import { at, DAY, dayKey, HOUR, minDate, warsawDayStart, warsawWeekday } from './time.ts';

export async function seedWallet(
  ctx: Ctx,
  world: World,
  orders: SeededOrder[],
  corrections: CorrectionRec[],
): Promise<void> {
  const { rng, now } = ctx;
  const ops = world.operators;
  interface Entry {
    driverId: number;
    type: WalletEntryType;
    payoutDriver: number;
    payoutClient: number | null;
    description: string;
    descriptionParams?: WalletDescriptionParams;
    orderId: number | null;
    correctionId: number | null;
    createdAt: Date;
    createdById: number | null;
    creationComment: string | null;
    deleted?: boolean;
  }
  const entries: Entry[] = [];
  for (const {
    id,
    draft: { row },
  } of orders) {
    if (!(row.status === 'delivered' || row.status === 'finished') || !row.driverId) continue;
    entries.push({
      driverId: row.driverId,
      type: 'ride_added',
      payoutDriver: row.estimatedPayoutDriver as number,
      payoutClient: row.estimatedPayout as number,
      description: `Kurs ${row.orderNo}`,
      descriptionParams: { kind: 'delivered' },
      orderId: id,
      correctionId: null,
      createdAt: row.deliveredAt as Date,
      createdById: null,
      creationComment: null,
    });
    if ((row.products as OrderProductLine[]).some((l) => l.productCode === 'IQOS-SWAP') && rng.chance(0.6)) {
      entries.push({
        driverId: row.driverId,
        type: 'iqos_wee_exchange',
        payoutDriver: 500,
        payoutClient: null,
        description: `Odbiór zużytego urządzenia (${row.orderNo})`,
        descriptionParams: { kind: 'weeExchange' },
        orderId: id,
        correctionId: null,
        createdAt: at(row.deliveredAt as Date, 1000),
        createdById: null,
        creationComment: null,
      });
    }
  }
  for (const c of corrections.filter((x) => x.status === 'accepted')) {
    entries.push({
      driverId: c.driverId,
      type: 'correction',
      payoutDriver: c.acceptedAmount!,
      payoutClient: null,
      description: 'Korekta kursu',
      descriptionParams: { kind: 'correction', category: c.category },
      orderId: c.orderId,
      correctionId: c.id,
      createdAt: c.decidedAt!,
      createdById: c.decidedById,
      creationComment: 'Akceptacja korekty kierowcy',
    });
  }
  const drivers = world.drivers.filter((d) => d.active);
  for (let i = 0; i < 14; i++) {
    const d = rng.pick(drivers);
    entries.push({
      driverId: d.id,
      type: 'bonus',
      payoutDriver: rng.pick([2000, 3000, 5000, 10_000]),
      payoutClient: null,
      description: rng.pick([
        'Bonus za 50 kursów w tygodniu',
        'Premia weekendowa',
        'Bonus za ocenę 5.0',
        'Premia za dyspozycyjność',
      ]),
      orderId: null,
      correctionId: null,
      createdAt: at(ctx.today, -rng.int(0, 13) * DAY + rng.int(9, 17) * HOUR),
      createdById: rng.pick([ops.admin.id, ops.backOffice.id]),
      creationComment: rng.chance(0.5) ? 'Zgodnie z regulaminem premiowym' : null,
      deleted: i === 0,
    });
  }
  entries.push({
    driverId: rng.pick(drivers).id,
    type: 'correction',
    payoutDriver: -1500,
    payoutClient: null,
    description: 'Potrącenie – uszkodzona paczka',
    orderId: null,
    correctionId: null,
    createdAt: at(ctx.today, -5 * DAY + 11 * HOUR),
    createdById: ops.backOffice.id,
    creationComment: 'Reklamacja klienta uznana',
  });
  for (const amb of world.drivers.filter((d) => d.ambassador)) {
    for (const week of [1, 8]) {
      entries.push({
        driverId: amb.id,
        type: 'ambassador',
        payoutDriver: 15_000,
        payoutClient: null,
        description: 'Wynagrodzenie ambasadora (tydzień)',
        orderId: null,
        correctionId: null,
        createdAt: at(ctx.today, -week * DAY + 10 * HOUR),
        createdById: ops.admin.id,
        creationComment: null,
      });
    }
  }
  const thisWeek = warsawDayStart(ctx.today, -warsawWeekday(ctx.today));
  entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const rows = entries
    .filter((e) => e.createdAt <= now)
    .map((e, i) => {
      const weekStart = warsawDayStart(e.createdAt, -warsawWeekday(e.createdAt));
      const settledAt = !e.deleted && weekStart < thisWeek ? at(warsawDayStart(weekStart, 7), 6 * HOUR) : null;
      return {
        driverId: e.driverId,
        no: `WP/${dayKey(e.createdAt).slice(0, 4)}/${pad(i + 1, 6)}`,
        type: e.type,
        payoutDriver: e.payoutDriver,
        payoutClient: e.payoutClient,
        currency: 'pln' as const,
        description: e.description,
        descriptionParams: e.descriptionParams ?? null,
        orderId: e.orderId,
        correctionId: e.correctionId,
        createdAt: e.createdAt,
        createdById: e.createdById,
        creationComment: e.creationComment,
        settledAt: settledAt && settledAt <= now ? settledAt : null,
        deletedAt: e.deleted ? minDate(at(e.createdAt, 2 * HOUR), now) : null,
        deletedById: e.deleted ? ops.admin.id : null,
        deletionReason: e.deleted ? 'DUPLICATE' : null,
        deletionComment: e.deleted ? 'Premia dodana dwukrotnie' : null,
      };
    });
  await insertPlain(ctx.tx, t.walletEntries, rows);
}
