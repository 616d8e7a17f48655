// The order form's notice when no driver is free right now in the pickup point's region
// (GET /order/driver-availability): shown when none is free, hidden when one is, asked again when the pickup point
// changes and every minute; it never blocks sending the order.
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../domain/api.ts';
import { DRIVER_AVAILABILITY_REFRESH_MS } from '../../domain/driverAvailability.ts';
import { clientMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { driverAvailability, installOrderCreateApi, NIGHT_STORE, SHOP } from './support/orderCreateHandlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const WRITE = ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'];
const NOBODY_FREE = /No driver is free in Wrocław right now/;

const client = (settings: Partial<MeResponse['settings']> = {}): MeResponse => {
  const me = clientMe({ activated: true, paths: WRITE });
  return { ...me, settings: { ...me.settings, ...settings } };
};

/** The answer for a place: none free at the listed locations and postal codes, one free elsewhere. */
const noneFreeAt =
  (...places: (number | string)[]) =>
  (url: URL) => {
    const place = url.searchParams.get('pickupLocationId') ?? url.searchParams.get('zipCode') ?? '';
    const none = places.map(String).includes(place);
    return HttpResponse.json(driverAvailability({ available: !none }));
  };

const open = async (me: MeResponse, availability: (url: URL) => Response) => {
  server.use(...sessionHandlers(me));
  const calls = installOrderCreateApi({ availability });
  const view = await renderApp('/orders/new', { loggedIn: true });
  await screen.findByRole('region', { name: 'Products' });
  return { ...view, ...calls };
};

const pickup = () => within(screen.getByRole('region', { name: 'Pickup point' }));
const asked = (requests: URL[]) => requests.map((url) => Object.fromEntries(url.searchParams));

describe('the notice that no driver is free', () => {
  it('says so under the pickup point, with the region and the company’s limit, and the order can still be sent', async () => {
    const { availabilityRequests } = await open(client({ defaultLocationId: SHOP.id }), noneFreeAt(SHOP.id));
    const notice = await pickup().findByText(NOBODY_FREE);
    expect(notice).toHaveTextContent(
      'No driver is free in Wrocław right now: your order may wait, and it is cancelled if no driver accepts it within 5 minutes.',
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(asked(availabilityRequests)).toContainEqual({ companyId: '3', pickupLocationId: String(SHOP.id) });
    expect(screen.getByRole('button', { name: 'Create order' })).toBeEnabled();
  });

  it('names the company’s own limit in minutes', async () => {
    await open(client({ defaultLocationId: SHOP.id }), () =>
      HttpResponse.json(driverAvailability({ available: false, region: 'Kraków', cancelOrderAfterSeconds: 600 })),
    );
    expect(await screen.findByText(/No driver is free in Kraków right now/)).toHaveTextContent('within 10 minutes.');
  });

  it('is not shown when a driver is free', async () => {
    const { availabilityRequests } = await open(client({ defaultLocationId: NIGHT_STORE.id }), noneFreeAt(SHOP.id));
    await waitFor(() =>
      expect(asked(availabilityRequests)).toContainEqual({ companyId: '3', pickupLocationId: String(NIGHT_STORE.id) }),
    );
    // Let the answer render before looking for the notice.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/No driver is free/)).not.toBeInTheDocument();
  });

  it('follows the pickup point: another saved location, then a postal code typed by hand', async () => {
    const { user, availabilityRequests } = await open(
      client({ defaultLocationId: SHOP.id }),
      noneFreeAt(SHOP.id, '50-101'),
    );
    await screen.findByText(NOBODY_FREE);
    await user.click(pickup().getByRole('combobox', { name: 'Saved location' }));
    await user.click(await screen.findByRole('option', { name: /Magazyn nocny/ }));
    await waitFor(() => expect(screen.queryByText(NOBODY_FREE)).not.toBeInTheDocument());
    expect(asked(availabilityRequests)).toContainEqual({ companyId: '3', pickupLocationId: String(NIGHT_STORE.id) });

    // Typed by hand: asked by the postal code in the field, and by a new one once it is whole.
    await user.click(pickup().getByRole('button', { name: 'Edit manually' }));
    await waitFor(() =>
      expect(asked(availabilityRequests)).toContainEqual({ companyId: '3', zipCode: NIGHT_STORE.zipCode }),
    );
    const zip = pickup().getByLabelText(/Postal code/);
    await user.clear(zip);
    await user.type(zip, '50-10');
    expect(asked(availabilityRequests).filter((q) => q.zipCode && q.zipCode !== NIGHT_STORE.zipCode)).toEqual([]);
    await user.type(zip, '1');
    expect(await screen.findByText(NOBODY_FREE)).toBeInTheDocument();
    expect(asked(availabilityRequests)).toContainEqual({ companyId: '3', zipCode: '50-101' });
  });

  it('asks again every minute while the form is open, and goes when a driver becomes free', async () => {
    let free = false;
    // The form's timers are made fake from the start (they still run with the clock), so the minute can be skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { availabilityRequests } = await open(client({ defaultLocationId: SHOP.id }), () =>
        HttpResponse.json(driverAvailability({ available: free })),
      );
      await screen.findByText(NOBODY_FREE);
      const before = availabilityRequests.length;
      free = true;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(DRIVER_AVAILABILITY_REFRESH_MS - 5_000);
      });
      expect(availabilityRequests).toHaveLength(before);
      expect(screen.getByText(NOBODY_FREE)).toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(6_000);
      });
      await waitFor(() => expect(screen.queryByText(NOBODY_FREE)).not.toBeInTheDocument());
      expect(availabilityRequests.length).toBeGreaterThan(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing when the call fails, and does not ask again about that place every minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { availabilityRequests } = await open(client({ defaultLocationId: SHOP.id }), () =>
        HttpResponse.json({ errorCode: 'location_not_found', message: 'Pickup location not found' }, { status: 404 }),
      );
      await waitFor(() => expect(availabilityRequests.length).toBeGreaterThan(0));
      const asked = availabilityRequests.length;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(DRIVER_AVAILABILITY_REFRESH_MS + 5_000);
      });
      expect(availabilityRequests).toHaveLength(asked);
      expect(screen.queryByText(/No driver is free/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create order' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});
