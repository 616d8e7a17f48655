// Booking a wallet entry (spec back-office §3 Wallet entry): every writer of wallet_entries goes through here, so each
// entry gets its number the same way. The number is WP/<year>/<id, 6 digits>: the id is drawn from the table's
// sequence first, so the number is known when the row is written (one INSERT, no update after it).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { walletEntries } from '../db/schema.ts';

export type WalletEntryValues = Omit<typeof walletEntries.$inferInsert, 'id' | 'no'>;

export const walletEntryNo = (id: number, at: Date): string => `WP/${at.getUTCFullYear()}/${String(id).padStart(6, '0')}`;

/** Inserts one wallet entry with its number; answers the stored row. Call it inside the transaction of the change. */
export async function bookWalletEntry(tx: DbOrTx, values: WalletEntryValues): Promise<typeof walletEntries.$inferSelect> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('wallet_entries', 'id'))::int AS id`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0].id);
  const createdAt = values.createdAt ?? new Date();
  const [row] = await tx
    .insert(walletEntries)
    .values({ ...values, id, no: walletEntryNo(id, createdAt), createdAt })
    .returning();
  return row;
}
