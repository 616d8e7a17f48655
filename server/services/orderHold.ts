// An order's hold as its own row carries it (the hold's rows are order_holds): the hold's end and its note, written
// together by every hold and cleared together by every release, so that the list, its events and the driver app read
// the note from the order (orders.hold_note) and a hold ends by its time without a release.
import type { orders } from '../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderSet = Partial<typeof orders.$inferInsert>;

/** Whether the order is on hold at `now`: its hold ends later (a hold that ran out needs no release). */
export const isOnHold = (o: Pick<OrderRow, 'onHoldUntil'>, now: Date) =>
  Boolean(o.onHoldUntil && o.onHoldUntil.getTime() > now.getTime());

/** The order's columns of a new hold: when it ends and its note (none: null, not the note of an earlier one). */
export const heldColumns = (until: Date, notes: string | null | undefined) =>
  ({ onHoldUntil: until, holdNote: notes ?? null }) satisfies OrderSet;

/** The order's columns once its hold is released, or the order leaves its driver or ends: no hold, no note. */
export const NOT_HELD = { onHoldUntil: null, holdNote: null } as const satisfies OrderSet;
