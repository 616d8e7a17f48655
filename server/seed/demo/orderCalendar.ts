// When the demo orders happen: orders per day over the history, creation instants, the status an order's age
// gives, and consistent stage timestamps up to that status.
import type { OrderStatus } from '../../../domain/enums.ts';
import type { Ctx } from './context.ts';
import type { Random } from './random.ts';
import { at, HOUR, MIN, minDate, warsawDayStart, warsawWeekday } from './time.ts';

export const HISTORY_DAYS = 14;

export type CancelKind = 'notAccepted' | 'beforePickup' | 'inDelivery';

/** Orders per day (index 0 = today … 13): a good share today, fewer at weekends. */
export function ordersPerDay(ctx: Ctx, total: number): number[] {
  const todayCount = total >= 300 ? Math.max(90, Math.round(total * 0.085)) : Math.round(total * 0.3);
  const weights = Array.from({ length: HISTORY_DAYS - 1 }, (_, i) => {
    const wd = warsawWeekday(warsawDayStart(ctx.today, -(i + 1)));
    return wd === 6 ? 0.45 : wd === 5 ? 0.7 : 1;
  });
  const rest = total - todayCount;
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((rest * w) / sum));
  let left = rest - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i]++;
  return [todayCount, ...counts];
}

/** When today's orders are created: from 7:00 (Warsaw), or from midnight until 9:00; until 4 minutes ago. */
function todayWindow(ctx: Ctx): { from: number; to: number } {
  const dayStart = warsawDayStart(ctx.today);
  const open = at(dayStart, 7 * HOUR);
  const from = ctx.now.getTime() - open.getTime() > 2 * HOUR ? open.getTime() : dayStart.getTime();
  return { from, to: ctx.now.getTime() - 4 * MIN };
}

/**
 * Today's orders have the statuses of a day at least this long, whatever the hour: just after midnight the day's
 * orders were all created in the last minutes, and would all be new or accepted (a console demonstrated, or a journey
 * run, at 00:30 found no order picked up or delivered today). Their stage times are compressed into their real age
 * (buildTimeline), so they stay in order and in the past.
 */
const TODAY_STATUS_SPAN_MIN = 4 * 60;

/** The factor today's orders' ages are stretched by to choose their statuses (1 once the day is long enough). */
export function todayAgeStretch(ctx: Ctx): number {
  const { from } = todayWindow(ctx);
  const spanMin = Math.max(1, (ctx.now.getTime() - from) / MIN);
  return Math.max(1, TODAY_STATUS_SPAN_MIN / spanMin);
}

/** Creation instants of one day's orders, ascending. Today's end at `now`, with a few created minutes ago. */
export function creationTimes(ctx: Ctx, dayIndex: number, count: number): Date[] {
  const { rng } = ctx;
  const dayStart = warsawDayStart(ctx.today, -dayIndex);
  const times: number[] = [];
  if (dayIndex === 0) {
    const { from, to } = todayWindow(ctx);
    const recent = Math.min(3, count);
    for (let i = 0; i < count - recent; i++) times.push(from + Math.pow(rng.next(), 0.8) * Math.max(0, to - from));
    for (let i = 0; i < recent; i++) times.push(ctx.now.getTime() - rng.int(30, 180) * 1000);
  } else {
    for (let i = 0; i < count; i++) {
      const hour = rng.weighted([
        [7, 3],
        [8, 6],
        [9, 8],
        [10, 9],
        [11, 9],
        [12, 9],
        [13, 9],
        [14, 9],
        [15, 9],
        [16, 9],
        [17, 8],
        [18, 7],
        [19, 5],
        [20, 4],
        [21, 2],
      ] as const);
      times.push(dayStart.getTime() + hour * HOUR + rng.int(0, 3599) * 1000);
    }
  }
  return times.sort((a, b) => a - b).map((ms) => new Date(Math.floor(ms / 1000) * 1000));
}

/** Old orders that never finished ("show past active orders"; stage longer than 720 minutes). */
export const STUCK_BY_DAY: Record<number, OrderStatus[]> = {
  1: ['accepted', 'new'],
  2: ['picked_up', 'accepted'],
  3: ['arrived'],
  4: ['accepted'],
  6: ['picked_up'],
};

export function chooseStatus(rng: Random, ageMin: number, dayIndex: number): OrderStatus {
  const table: (readonly [OrderStatus, number])[] =
    ageMin < 3
      ? [['new', 1]]
      : ageMin < 20
        ? [
            ['new', 30],
            ['accepted', 55],
            ['cancelled', ageMin > 6 ? 15 : 0],
          ]
        : ageMin < 45
          ? [
              ['new', 5],
              ['accepted', 30],
              ['picked_up', 45],
              ['arrived', 10],
              ['cancelled', 10],
            ]
          : ageMin < 120
            ? [
                ['accepted', 5],
                ['picked_up', 20],
                ['arrived', 10],
                ['delivered', 55],
                ['cancelled', 10],
              ]
            : ageMin < 300
              ? [
                  ['picked_up', 3],
                  ['arrived', 2],
                  ['delivered', 70],
                  ['finished', 10],
                  ['cancelled', 15],
                ]
              : [
                  ['delivered', 62 - dayIndex * 3],
                  ['finished', 24 + dayIndex * 3],
                  ['cancelled', 14],
                ];
  return rng.weighted(table);
}

interface Timeline {
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
  arrivedAt: Date | null;
  deliveredAt: Date | null;
  finishedAt: Date | null;
  cancelledAt: Date | null;
}

/** Builds consistent timestamps up to `status`, all between `start` and `now`. */
export function buildTimeline(
  ctx: Ctx,
  start: Date,
  status: OrderStatus,
  cancelKind: CancelKind | null,
  hasPickup: boolean,
  cancelAfterSec: number,
): Timeline {
  const { rng, now } = ctx;
  const tl: Timeline = {
    acceptedAt: null,
    pickedUpAt: null,
    arrivedAt: null,
    deliveredAt: null,
    finishedAt: null,
    cancelledAt: null,
  };
  if (status === 'new' || status === 'scheduled') return tl;
  if (cancelKind === 'notAccepted') {
    tl.cancelledAt = minDate(at(start, cancelAfterSec * 1000 + rng.int(0, 40) * 1000), now);
    return tl;
  }
  const reach: OrderStatus =
    status === 'cancelled'
      ? cancelKind === 'beforePickup'
        ? 'accepted'
        : hasPickup
          ? 'picked_up'
          : 'arrived'
      : status;
  const steps: [keyof Timeline, number][] = [['acceptedAt', rng.float(0.5, 4.5)]];
  if (reach !== 'accepted') {
    if (hasPickup) steps.push(['pickedUpAt', rng.float(8, 32)]);
    if (reach !== 'picked_up') {
      steps.push(['arrivedAt', rng.float(10, 48)]);
      if (reach !== 'arrived') {
        steps.push(['deliveredAt', rng.float(1, 7)]);
        if (reach === 'finished') steps.push(['finishedAt', rng.float(20, 360)]);
      }
    }
  }
  if (status === 'cancelled') steps.push(['cancelledAt', rng.float(2, 25)]);
  const total = steps.reduce((s, [, m]) => s + m, 0) * MIN;
  const room = now.getTime() - start.getTime() - 5000;
  const scale = total > room ? (Math.max(room, 0) * rng.float(0.45, 0.95)) / total : 1;
  let time = start.getTime();
  for (const [key, m] of steps) {
    time += Math.max(1000, Math.round((m * MIN * scale) / 1000) * 1000);
    tl[key] = new Date(Math.min(time, now.getTime()));
  }
  return tl;
}

export function stageBeganAt(status: OrderStatus, createdAt: Date, tl: Timeline): Date {
  switch (status) {
    case 'accepted':
      return tl.acceptedAt!;
    case 'picked_up':
      return tl.pickedUpAt!;
    case 'arrived':
      return tl.arrivedAt!;
    case 'delivered':
      return tl.deliveredAt!;
    case 'finished':
      return tl.finishedAt!;
    case 'cancelled':
      return tl.cancelledAt!;
    default:
      return createdAt;
  }
}
