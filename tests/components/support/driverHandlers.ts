// msw handlers of the drivers resource: one driver (GET /driver/details), create and update (recording each body),
// block, unblock, deactivate and activate (the driver's state changed as the server would), and the recipients count
// of a notification (GET /notification/recipients, recording each query).
import { http, HttpResponse } from 'msw';
import type { DriverDetails, DriverRow } from '../../../domain/driverSchemas.ts';

export interface DriverCalls {
  created: Record<string, unknown>[];
  updated: Record<string, unknown>[];
  actions: { path: string; body: Record<string, unknown> }[];
  recipientQueries: URLSearchParams[];
}

export const driverCalls = (): DriverCalls => ({ created: [], updated: [], actions: [], recipientQueries: [] });

export const driverDetails = (row: DriverRow, extra: Partial<DriverDetails> = {}): DriverDetails => ({
  ...row,
  block: row.blocked ? { reason: row.blockReason, at: '2025-03-04T10:00:00.000Z', by: 'operator' } : null,
  createdAt: '2024-01-10T08:00:00.000Z',
  ...extra,
});

/**
 * The drivers resource's calls on a store of drivers by id. `answers` replaces an answer by path (a 400, a 409…);
 * `count` is the recipients count GET /notification/recipients answers.
 */
export const driverResourceHandlers = (
  store: Map<number, DriverDetails>,
  calls: DriverCalls,
  options: { answers?: Record<string, () => Response>; count?: number } = {},
) => {
  const override = (path: string) => options.answers?.[path]?.();
  const answer = (driver: DriverDetails) => {
    store.set(driver.id, driver);
    return HttpResponse.json({ driver });
  };
  const state = (path: string, change: (d: DriverDetails, body: Record<string, unknown>) => DriverDetails) =>
    http.post(`/api/driver/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.actions.push({ path, body });
      const replaced = override(path);
      if (replaced) return replaced;
      const driver = store.get(Number(body.driverId));
      return driver
        ? answer(change(driver, body))
        : HttpResponse.json({ errorCode: 'driver_not_found' }, { status: 404 });
    });
  return [
    http.get('/api/driver/details', ({ request }) => {
      const driver = store.get(Number(new URL(request.url).searchParams.get('driverId')));
      return driver
        ? HttpResponse.json({ driver })
        : HttpResponse.json(
            { name: 'NotFound', message: 'Driver not found', errorCode: 'driver_not_found' },
            { status: 404 },
          );
    }),
    http.post('/api/driver/create', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.created.push(body);
      const replaced = override('create');
      if (replaced) return replaced;
      const id = 100 + calls.created.length;
      const { password: _p, region, ...fields } = body as Record<string, unknown> & { region: string };
      const base = [...store.values()][0]!;
      return answer({
        ...base,
        ...(fields as Partial<DriverDetails>),
        id,
        regionName: region,
        status: 'offline',
        active: true,
        blocked: false,
        blockReason: null,
        block: null,
        stock: [],
        mobile: null,
        lastLogin: null,
        lastKnownLocation: null,
        allowedCompanies: [],
      });
    }),
    http.post('/api/driver/update', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.updated.push(body);
      const replaced = override('update');
      if (replaced) return replaced;
      const driver = store.get(Number(body.driverId))!;
      const { driverId: _d, region, ...fields } = body as Record<string, unknown> & { region: string };
      return answer({ ...driver, ...(fields as Partial<DriverDetails>), regionName: region });
    }),
    state('block', (d, body) => ({
      ...d,
      blocked: true,
      blockReason: String(body.reason),
      status: 'offline',
      block: { reason: String(body.reason), at: '2025-03-05T12:00:00.000Z', by: 'operator' },
    })),
    state('unblock', (d) => ({ ...d, blocked: false, blockReason: null, block: null })),
    state('deactivate', (d) => ({ ...d, active: false, status: 'offline' })),
    state('activate', (d) => ({ ...d, active: true })),
    http.get('/api/notification/recipients', ({ request }) => {
      calls.recipientQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ count: options.count ?? 7 });
    }),
  ];
};
