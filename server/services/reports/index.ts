// The ten reports: type → module (columns, rows, statement), and the streaming of a report's CSV file.
import type { ReportParams, ReportType } from '../../../domain/reportSchemas.ts';
import type { Database } from '../../db/client.ts';
import type { Tenant } from '../principal.ts';
import { auditStockMovementReport } from './auditStockMovement.ts';
import { correctionsReport } from './corrections.ts';
import { BOM, headerLine, lineWriter } from './csv.ts';
import { DEFAULT_BATCH_ROWS, openCursor } from './cursor.ts';
import { driverActivityReport } from './driverActivity.ts';
import { driverAvailabilityReport } from './driverAvailability.ts';
import { driversFeedbackReport } from './driversFeedback.ts';
import { driversStockReport } from './driversStock.ts';
import { orderOffersReport } from './orderOffers.ts';
import { ordersFullReport } from './ordersFull.ts';
import type { ReportModule } from './sql.ts';
import { stockExchangeReport } from './stockExchange.ts';
import { walletEntriesReport } from './walletEntries.ts';

export const REPORT_MODULES: Record<ReportType, ReportModule> = {
  driverActivity: driverActivityReport,
  driverAvailability: driverAvailabilityReport,
  ordersFull: ordersFullReport,
  orderOffers: orderOffersReport,
  driversStock: driversStockReport,
  corrections: correctionsReport,
  driversFeedback: driversFeedbackReport,
  auditStockMovement: auditStockMovementReport,
  stockExchange: stockExchangeReport,
  walletEntries: walletEntriesReport,
};

/** Bytes of one batch: lines are written straight into it, and it is reused once its bytes are on the socket. */
class BatchBuffer {
  private bytes: Buffer;
  length = 0;
  /** Resolves when the bytes last sent from this buffer have been handed to the socket (or the socket is gone). */
  flushed: Promise<void> = Promise.resolve();

  constructor(size: number) {
    this.bytes = Buffer.allocUnsafe(size);
  }
  add(text: string) {
    this.reserve(text.length * 3);
    this.length += this.bytes.write(text, this.length, 'utf8');
  }
  addLine(line: string) {
    this.reserve(line.length * 3 + 2);
    this.length += this.bytes.write(line, this.length, 'utf8');
    this.bytes[this.length++] = 13;
    this.bytes[this.length++] = 10;
  }
  view(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
  private reserve(most: number) {
    if (this.length + most <= this.bytes.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.length + most, this.bytes.length * 2));
    this.bytes.copy(bigger, 0, 0, this.length);
    this.bytes = bigger;
  }
}

/** About one batch of ordersFull lines (5000 × ~350 bytes); a buffer grows when a batch needs more. */
const BUFFER_BYTES = 2 * 1024 * 1024;

/** Where the bytes go: an HTTP response (after its status and headers), or any writable stream. */
export interface ByteSink {
  /** The callback runs once the bytes are flushed (handed to the socket). */
  write(bytes: Buffer, callback: (error?: Error | null) => void): boolean;
  end(): unknown;
  once(event: 'close', listener: () => void): unknown;
  off(event: 'close', listener: () => void): unknown;
  readonly destroyed: boolean;
}

export interface OpenReport {
  /**
   * Sends the file (BOM, header, every row) to `res`; resolves with the number of data rows once the last bytes are
   * flushed, or earlier if the client goes away (`res` closes).
   */
  pipe(res: ByteSink): Promise<number>;
  /** Drops the report without sending it. */
  close(): Promise<void>;
}

/**
 * Opens a report's cursor and fetches its first batch, so that a failing query is an ordinary error answer rather
 * than a cut-off file. Then `pipe` streams it with two reusable buffers: while batch n is on its way to the client,
 * the cursor fills the other buffer with batch n+1; batch n+2 is asked for only once batch n's bytes have been
 * flushed to the socket (the write callback: a stricter wait than for 'drain'). A slow client therefore slows the
 * cursor down, and memory holds two batches whatever the number of rows.
 */
export async function openReport(
  database: Database,
  type: ReportType,
  params: ReportParams,
  tenant: Tenant,
  options: { batchRows?: number } = {},
): Promise<OpenReport> {
  return openModuleReport(database, REPORT_MODULES[type], params, tenant, options);
}

/** openReport of any module (the order list's download builds its module from the list's query). */
export async function openModuleReport(
  database: Database,
  report: ReportModule,
  params: ReportParams,
  tenant: Tenant,
  options: { batchRows?: number } = {},
): Promise<OpenReport> {
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const line = lineWriter(report.columns, params.separator, params.headerLang);
  const buffers = [new BatchBuffer(BUFFER_BYTES), new BatchBuffer(BUFFER_BYTES)];
  let active = buffers[0];
  const cursor = await openCursor(database, report.statement(params, tenant), (row) => active.addLine(line(row)));
  active.add(BOM + headerLine(report.columns, params.separator, params.headerLang));
  let fetched: number;
  try {
    fetched = await cursor.fetch(batchRows);
  } catch (error) {
    await cursor.close();
    throw error;
  }

  return {
    close: () => cursor.close(),
    async pipe(res) {
      let gone = res.destroyed;
      let onGone = () => undefined as void;
      const goneSignal = new Promise<void>((resolve) => (onGone = resolve));
      const markGone = () => {
        gone = true;
        onGone();
      };
      res.once('close', markGone);
      const send = (bytes: Buffer) =>
        Promise.race([new Promise<void>((resolve) => res.write(bytes, () => resolve())), goneSignal]);
      let rows = fetched;
      let last = fetched < batchRows;
      try {
        for (;;) {
          const full = active;
          const spare = full === buffers[0] ? buffers[1] : buffers[0];
          await spare.flushed;
          if (gone) return rows;
          spare.length = 0;
          active = spare;
          // Batch n+1 fills the spare buffer while batch n goes out.
          const next = last ? null : cursor.fetch(batchRows);
          next?.catch(() => undefined); // awaited below; must not be unhandled if the client goes away first
          full.flushed = send(full.view());
          if (!next) {
            await full.flushed;
            break;
          }
          const count = await next;
          rows += count;
          last = count < batchRows;
        }
        if (!gone) res.end();
        return rows;
      } finally {
        res.off('close', markGone);
        await cursor.close();
      }
    },
  };
}
