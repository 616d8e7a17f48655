// The virtual driver's side of stock exchanges (server/simulator/virtualDriver.ts handleStockExchanges): each
// incoming exchange is started when pending, then confirmed or (a share) rejected; one the giver can no longer
// cover (409 insufficient_stock) is rejected; a failure is counted and logged without stopping the driver.
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../server/simulator/movement.ts';
import { STANDALONE_PACE } from '../../server/simulator/simulation.ts';
import { VirtualDriver, type VirtualDriverApi } from '../../server/simulator/virtualDriver.ts';
import { ApiCallError } from '../../server/simulator/client.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import type { StockExchange } from '../../domain/stockSchemas.ts';

const profile: DriverRosterItem = {
  id: 1,
  email: 'd1@x.pl',
  firstName: 'D',
  lastName: '1',
  region: 'A',
  allowedCompanyIds: [],
  vehicleType: 'car',
  lastKnownLocation: null,
  activeOrderId: null,
};
const exchange = (id: number, status: StockExchange['status'] = 'pending'): StockExchange => ({
  id,
  driverId: 1,
  driverName: 'D 1',
  givingDriverId: 2,
  givingDriverName: 'G 2',
  productId: 7,
  productName: 'Parcel',
  amount: 2,
  status,
  productCode: null,
  companyId: 1,
  companyName: 'A',
  companyImageUrl: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  startedAt: null,
  rejectedAt: null,
  confirmedAt: null,
});

/** A driver API that records the exchange steps; `short` ids answer 409 insufficient_stock on confirm. */
function fakeApi(items: StockExchange[], opts: { short?: number[]; failList?: boolean } = {}) {
  const calls: string[] = [];
  const answer = async () => ({ exchange: exchange(0), movementId: null });
  const api = {
    signedIn: true,
    stockExchanges: async () => {
      if (opts.failList) throw new ApiCallError(503, 'unknown', 'GET /driver/stock/exchanges: 503');
      return { items };
    },
    startExchange: async (id: number) => (calls.push(`start ${id}`), answer()),
    confirmExchange: async (id: number) => {
      calls.push(`confirm ${id}`);
      if (opts.short?.includes(id))
        throw new ApiCallError(409, 'insufficient_stock', 'POST /driver/stock/exchange/confirm: 409');
      return answer();
    },
    rejectExchange: async (id: number) => (calls.push(`reject ${id}`), answer()),
  } as unknown as VirtualDriverApi;
  return { api, calls };
}

const driverWith = (api: VirtualDriverApi, rejectShare: number, log: string[] = []) =>
  new VirtualDriver(
    profile,
    api,
    { ...STANDALONE_PACE, exchangeRejectShare: rejectShare },
    async () => null,
    seededRng(1),
    new AbortController().signal,
    (m) => log.push(m),
  );

describe('stock exchanges of a virtual driver', () => {
  it('starts the pending ones and confirms them', async () => {
    const { api, calls } = fakeApi([exchange(4), exchange(9, 'in_progress')]);
    const log: string[] = [];
    const driver = driverWith(api, 0, log);
    expect(await driver.handleStockExchanges()).toBe(2);
    expect(calls).toEqual(['start 4', 'confirm 4', 'confirm 9']);
    expect(driver.stats.exchanges).toBe(2);
    expect(log[0]).toBe('D 1 (A): confirmed stock exchange 4 (2 × Parcel from G 2)');
  });

  it('rejects its share, and rejects an exchange the giver can no longer cover', async () => {
    const rejecting = fakeApi([exchange(4)]);
    await driverWith(rejecting.api, 1).handleStockExchanges();
    expect(rejecting.calls).toEqual(['start 4', 'reject 4']);
    const short = fakeApi([exchange(5, 'in_progress')], { short: [5] });
    expect(await driverWith(short.api, 0).handleStockExchanges()).toBe(1);
    expect(short.calls).toEqual(['confirm 5', 'reject 5']);
  });

  it('counts and logs a failure without throwing', async () => {
    const { api, calls } = fakeApi([], { failList: true });
    const log: string[] = [];
    const driver = driverWith(api, 0, log);
    expect(await driver.handleStockExchanges()).toBe(0);
    expect(driver.stats.errors).toBe(1);
    expect(calls).toEqual([]);
    expect(log[0]).toMatch(/stock exchanges: GET \/driver\/stock\/exchanges: 503/);
  });
});
