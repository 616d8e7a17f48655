// A report query's rows from a server-side cursor, batch by batch, so memory stays flat however many rows there are.
// `openCursor` hands every row (its cells as text, in column order) to `onRow` and lets the caller ask for the next
// batch when it is ready for it (the report writer asks for batch n+1 while batch n is being sent).
//
// PostgreSQL: one pooled connection, a read-only REPEATABLE READ transaction, `DECLARE … NO SCROLL CURSOR`, then
// `FETCH 5000` after `FETCH 5000`: each FETCH is computed into a small store on the server and then sent, so the
// server's memory holds one batch. The FETCHes go in rounds of twenty in one message (one round trip per 100,000
// rows): the server starts on the next batch as soon as it has sent the previous one instead of waiting for Node to
// read it and ask again (with one FETCH per round trip it sat idle a third of the time). Rows are handed to onRow the
// moment they are parsed (through our own node-postgres submittable: no result array piling up for the garbage
// collector); once the caller's batch is complete the connection's socket is paused until it asks for the next one,
// so a slow client holds the server back (the TCP buffers fill and PostgreSQL waits). Plans use the query's real
// values (custom plans) and the fast-start preference of cursors, so the first rows leave at once (an index scan in
// the report's order rather than a sort of everything); JIT compilation is off (it costs more than it saves on these
// one-pass queries). After the last row the transaction commits and the connection returns to the pool; closing
// before the end (the client went away, an error) destroys the connection, which ends the server's work and rolls
// the transaction back.
//
// PGlite (one connection shared by every request, in the event loop): `DECLARE … WITH HOLD` outside a transaction,
// which PostgreSQL materialises when the declaring statement ends; the FETCHes then run as separate statements, so
// other requests interleave between batches instead of waiting for the whole download (a transaction would hold
// PGlite's only connection until the client had read the last byte). Closed at the end or on an early stop.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/client.ts';

export const DEFAULT_BATCH_ROWS = 5000;

export interface ReportStatement {
  text: string;
  params: unknown[];
}

/** Receives one row; the array is the caller's to reuse. */
export type OnRow = (row: (string | null)[]) => void;

export interface ReportCursor {
  /**
   * The next batch: about `rows` rows (on PostgreSQL a few more may come with the socket read that completed it),
   * each handed to onRow; resolves with how many there were, fewer than `rows` only at the end.
   */
  fetch(rows: number): Promise<number>;
  /** Ends the cursor: after the last batch it commits; before it, it gives the work up (see above). Safe to call twice. */
  close(): Promise<void>;
}

export async function openCursor(database: Database, statement: ReportStatement, onRow: OnRow): Promise<ReportCursor> {
  if (database.engine === 'postgres' && database.pool) return openPostgresCursor(database.pool, statement, onRow);
  return openPgliteCursor((database.db as unknown as { $client: PGlite }).$client, statement, onRow);
}

/** Rows per FETCH (the server computes and holds one FETCH at a time) and FETCHes per round trip. */
const FETCH_ROWS = 5000;
const FETCHES_PER_ROUND = 20;

/**
 * The rows of the cursor as they arrive, round after round; `take(n)` resolves once n more rows have been
 * delivered (or at the end), and the socket is paused between takes.
 */
class CursorRows {
  private delivered = 0;
  private reported = 0;
  private target = Infinity;
  private exhausted = false;
  private ended = false;
  private error: Error | undefined;
  private waiter: { resolve: (rows: number) => void; reject: (error: Error) => void } | null = null;

  constructor(
    private readonly client: import('pg').PoolClient,
    private readonly socket: { pause(): void; resume(): void },
    private readonly onRow: OnRow,
  ) {}

  get finished() {
    return this.ended && !this.error;
  }

  /** Sends the next round of FETCHes (the first one, or when a round ended and the cursor is not exhausted). */
  round() {
    this.client.query(new FetchRound(this) as never);
  }

  take(rows: number): Promise<number> {
    if (this.error) return Promise.reject(this.error);
    if (this.ended || this.delivered - this.reported >= rows) return Promise.resolve(this.report());
    this.target = this.reported + rows;
    const promise = new Promise<number>((resolve, reject) => (this.waiter = { resolve, reject }));
    this.socket.resume();
    return promise;
  }

  row(fields: (string | null)[]) {
    if (this.error) return;
    try {
      this.onRow(fields);
    } catch (error) {
      this.fail(error as Error);
      return;
    }
    this.delivered++;
    if (this.delivered >= this.target && this.waiter) {
      // The caller's batch is complete: hold the server back until the next take (rows already read keep coming).
      this.socket.pause();
      this.settle();
    }
  }

  /** A FETCH's command tag, "FETCH n": fewer rows than asked for means the cursor is exhausted. */
  fetched(tag: string) {
    if (Number(tag.split(' ')[1]) < FETCH_ROWS) this.exhausted = true;
  }

  roundEnded() {
    if (this.error) return;
    if (!this.exhausted) return this.round();
    this.ended = true;
    this.settle();
  }

  fail(error: Error) {
    this.error ??= error;
    this.socket.resume();
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(this.error);
  }

  private settle() {
    const waiter = this.waiter;
    this.waiter = null;
    this.target = Infinity;
    waiter?.resolve(this.report());
  }

  private report(): number {
    const rows = this.delivered - this.reported;
    this.reported = this.delivered;
    return rows;
  }
}

/** One round trip of FETCHes as a node-postgres submittable (a simple query of several statements). */
class FetchRound {
  constructor(private readonly rows: CursorRows) {}
  submit(connection: { query(text: string): void }) {
    connection.query(Array(FETCHES_PER_ROUND).fill(`FETCH ${FETCH_ROWS} FROM report_rows`).join('; '));
  }
  handleDataRow(message: { fields: (string | null)[] }) {
    this.rows.row(message.fields);
  }
  handleCommandComplete(message: { text: string }) {
    this.rows.fetched(message.text);
  }
  handleError(error: Error) {
    this.rows.fail(error);
  }
  handleReadyForQuery() {
    this.rows.roundEnded();
  }
  handleRowDescription() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse() {}
  handleCopyData() {}
}

async function openPostgresCursor(
  pool: import('pg').Pool,
  statement: ReportStatement,
  onRow: OnRow,
): Promise<ReportCursor> {
  const client = await pool.connect();
  const socket = (client as unknown as { connection: { stream: { pause(): void; resume(): void } } }).connection.stream;
  let closed = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL plan_cache_mode = force_custom_plan');
    await client.query('SET LOCAL jit = off');
    await client.query(`DECLARE report_rows NO SCROLL CURSOR FOR ${statement.text}`, statement.params);
  } catch (error) {
    closed = true;
    await client.query('ROLLBACK').catch(() => undefined);
    client.release();
    throw error;
  }
  const rows = new CursorRows(client, socket, onRow);
  rows.round();
  socket.pause(); // nothing is read before the first take (the round is sent: pausing only stops reading)
  return {
    fetch: (count) => (closed ? Promise.resolve(0) : rows.take(count)),
    async close() {
      if (closed) return;
      closed = true;
      if (rows.finished) {
        try {
          await client.query('COMMIT');
          client.release();
        } catch (error) {
          client.release(error as Error);
        }
        return;
      }
      // Stopped before the end (or failed): drop the connection rather than read the rest of the rows.
      socket.resume();
      client.release(new Error('report stopped before its end'));
    },
  };
}

async function openPgliteCursor(client: PGlite, statement: ReportStatement, onRow: OnRow): Promise<ReportCursor> {
  const name = `report_${randomUUID().replace(/-/g, '')}`;
  await client.query(`DECLARE ${name} NO SCROLL CURSOR WITH HOLD FOR ${statement.text}`, statement.params);
  let closed = false;
  return {
    async fetch(rows) {
      if (closed) return 0;
      const result = await client.query<(string | null)[]>(`FETCH ${rows} FROM ${name}`, [], { rowMode: 'array' });
      for (const row of result.rows) onRow(row);
      return result.rows.length;
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.query(`CLOSE ${name}`).catch(() => undefined);
    },
  };
}
