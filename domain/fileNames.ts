// The names of downloaded files: a base name and the moment of the download as Warsaw wall-clock time
// (orders-2026-11-25-1430.csv), whatever the browser's or the server's time zone, so that two people in one office
// name the same download alike and a file made at 00:30 Warsaw time carries that day, not UTC's day before.
import { WARSAW_TIME_ZONE } from './constants.ts';

let formatter: Intl.DateTimeFormat | undefined;

/** The moment as Warsaw wall-clock time, `yyyy-MM-dd-HHmm` (summer and winter time alike). */
export function warsawFileStamp(now: Date): string {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: WARSAW_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(now)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}-${parts.hour}${parts.minute}`;
}

/** A downloaded file's name: `<base>-<Warsaw yyyy-MM-dd-HHmm>.<extension>`, e.g. orders-2026-11-25-1430.csv. */
export const downloadFileName = (base: string, extension: string, now: Date = new Date()): string =>
  `${base}-${warsawFileStamp(now)}.${extension}`;

/** The name the server gives the order list's download of every matching row (the console saves it under its own). */
export const ORDER_LIST_EXPORT_FILE = 'orders.csv';
