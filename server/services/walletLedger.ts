// Booking a wallet entry: every writer of wallet_entries goes through here, so each
// entry gets its number the same way. The number is WP/<year>/<id, 6 digits>: the id is drawn from the table's
// sequence first, so the number is known when the row is written (one INSERT, no update after it).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { walletEntries } from '../db/schema.ts';

export type WalletEntryValues = Omit<typeof walletEntries.$inferInsert, 'id' | 'no'>;

export const walletEntryNo = (id: number, at: Date): string =>
  `WP/${at.getUTCFullYear()}/${String(id).padStart(6, '0')}`;

type WalletEntryRow = typeof walletEntries.$inferSelect;

/** The entry with its number, from the next id of the table's sequence. */
async function numbered(tx: DbOrTx, values: WalletEntryValues) {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('wallet_entries', 'id'))::int AS id`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
  const createdAt = values.createdAt ?? new Date();
  return { ...values, id, no: walletEntryNo(id, createdAt), createdAt };
}

/** Inserts one wallet entry with its number; answers the stored row. Call it inside the transaction of the change. */
export async function bookWalletEntry(tx: DbOrTx, values: WalletEntryValues): Promise<WalletEntryRow> {
  const [row] = await tx
    .insert(walletEntries)
    .values(await numbered(tx, values))
    .returning();
  return row;
}

/**
 * Like bookWalletEntry, for a manual entry carrying the caller's idempotency key: INSERT … ON CONFLICT (created_by_id,
 * idempotency_key) DO NOTHING. Answers the stored row, or null when an entry of this operator and key exists already
 * (written by a concurrent request that committed first: the caller reads it back in a new statement).
 */
export async function bookWalletEntryOnce(
  tx: DbOrTx,
  values: WalletEntryValues & { createdById: number; idempotencyKey: string },
): Promise<WalletEntryRow | null> {
  const [row] = await tx
    .insert(walletEntries)
    .values(await numbered(tx, values))
    .onConflictDoNothing({ target: [walletEntries.createdById, walletEntries.idempotencyKey] })
    .returning();
  return row ?? null;
}
