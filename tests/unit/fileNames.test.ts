// Downloaded file names carry the moment of the download in Warsaw wall-clock time (yyyy-MM-dd-HHmm), whatever the
// machine's time zone: winter (UTC+1), summer (UTC+2), both DST changes and a Warsaw day that UTC still counts as
// the day before.
import { describe, expect, it } from 'vitest';
import { WARSAW_TIME_ZONE } from '../../domain/constants.ts';
import { downloadFileName, warsawFileStamp } from '../../domain/fileNames.ts';
import { PICKUP_TIME_ZONE } from '../../domain/pickupSchemas.ts';
import { DEFAULT_TIME_ZONE } from '../../domain/timeSlots.ts';
import { PAYOUT_TIME_ZONE } from '../../domain/walletSchemas.ts';
import { warehousesCsvName } from '../../src/resources/warehouses/warehouseCsv.ts';

describe('download file names in Warsaw time', () => {
  it('names a winter download with UTC+1 and a summer one with UTC+2', () => {
    expect(downloadFileName('orders', 'csv', new Date('2026-11-25T13:30:00Z'))).toBe('orders-2026-11-25-1430.csv');
    expect(downloadFileName('orders', 'csv', new Date('2026-07-01T12:05:00Z'))).toBe('orders-2026-07-01-1405.csv');
  });

  it('takes the Warsaw day after midnight, while UTC is still on the day before', () => {
    expect(warsawFileStamp(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01-0030');
    expect(warsawFileStamp(new Date('2026-06-14T22:00:00Z'))).toBe('2026-06-15-0000');
  });

  it('follows the spring DST change (02:00 → 03:00 on 29 March 2026)', () => {
    expect(warsawFileStamp(new Date('2026-03-29T00:59:00Z'))).toBe('2026-03-29-0159');
    expect(warsawFileStamp(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29-0300');
  });

  it('follows the autumn DST change (03:00 → 02:00 on 25 October 2026): the repeated hour, then winter time', () => {
    expect(warsawFileStamp(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25-0230');
    expect(warsawFileStamp(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25-0230');
    expect(warsawFileStamp(new Date('2026-10-25T02:30:00Z'))).toBe('2026-10-25-0330');
  });

  it('names the warehouses file the same way', () => {
    expect(warehousesCsvName(new Date('2026-11-25T13:30:00Z'))).toBe('warehouses-2026-11-25-1430.csv');
  });

  it('has one Warsaw time zone in domain/', () => {
    expect(WARSAW_TIME_ZONE).toBe('Europe/Warsaw');
    expect([DEFAULT_TIME_ZONE, PICKUP_TIME_ZONE, PAYOUT_TIME_ZONE]).toEqual([
      WARSAW_TIME_ZONE,
      WARSAW_TIME_ZONE,
      WARSAW_TIME_ZONE,
    ]);
  });
});
