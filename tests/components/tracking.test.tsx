// The receiver's tracking page (/track/<token>): a visitor without a session sees the shop that sends the parcel (its
// name and logo), the stage, from the start the booked window or the delivery promise (Warsaw time, in the page's
// language) and, while the order is on its way, the estimated arrival and the driver on a map; a cancelled order names
// the shop and its phone; an unknown link says so; a failure offers a retry; the page reads the status again by
// itself until the order ends; the language menu changes every text but the shop's name.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackingAnswer } from '../../domain/tracking.ts';
import { REFRESH_S } from '../../src/custom-pages/tracking/TrackingPage.tsx';
import { apiError } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';
const SHOP = { name: 'Apteka Słoneczna', logoUrl: `/api/track/${TOKEN}/logo`, contact: null };
// The page shows Warsaw time whatever the device's zone: 09:00 UTC on 1 December is 10:00 in Warsaw.
const NOW = new Date('2026-12-01T08:00:00.000Z');

const placed: TrackingAnswer = {
  orderNo: 'TR01',
  shop: SHOP,
  stage: 'placed',
  timeSlot: { from: '2026-12-01T09:00:00.000Z', to: '2026-12-01T11:00:00.000Z' },
  promisedBy: null,
  stageAt: '2026-11-30T18:00:00.000Z',
  live: null,
};
const asap: TrackingAnswer = {
  ...placed,
  timeSlot: null,
  promisedBy: '2026-12-01T13:30:00.000Z',
  stageAt: '2026-12-01T10:30:00.000Z',
};
const onTheWay: TrackingAnswer = {
  orderNo: 'TR01',
  shop: SHOP,
  stage: 'on_the_way',
  timeSlot: null,
  promisedBy: '2026-12-01T11:10:00.000Z',
  stageAt: '2026-12-01T09:10:00.000Z',
  live: {
    driver: { lat: 52.24, lng: 21.01, at: '2026-12-01T09:20:00.000Z' },
    destination: { lat: 52.2146, lng: 21.02093 },
    estimatedArrival: '2026-12-01T09:35:00.000Z',
  },
};

/** The tracking call: answers `answers[n]` (the last one again after the end), records the tokens asked. */
const trackingAnswers = (...answers: (() => Response)[]) => {
  const tokens: string[] = [];
  server.use(
    http.get('/api/track/:token', ({ params }) => {
      tokens.push(String(params.token));
      return answers[Math.min(tokens.length, answers.length) - 1]();
    }),
    http.get('/api/map/config', () => apiError(500, 'unknown')),
    http.get('/api/map/basemap', () => HttpResponse.json({ type: 'FeatureCollection', features: [] })),
  );
  return tokens;
};

/** The times every test reads against: the page's "today" is 1 December 2026 in Warsaw. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('receiver tracking page', () => {
  it('shows the shop’s name and logo, a placed order’s stage, progress and booked window to a visitor without a session', async () => {
    const tokens = trackingAnswers(() => HttpResponse.json(placed));
    await renderApp(`/track/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your delivery' })).toBeInTheDocument();
    expect(await screen.findByText('Order TR01')).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Apteka Słoneczna')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Apteka Słoneczna logo' })).toHaveAttribute(
      'src',
      `/api/track/${TOKEN}/logo`,
    );
    expect(within(header).getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByText('Order placed', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Since 19:00 30.11.26')).toBeInTheDocument();
    expect(screen.getByText('Delivery window: Tuesday, December 1, 10:00–12:00')).toBeInTheDocument();
    expect(screen.queryByText(/as soon as possible/)).not.toBeInTheDocument();
    const progress = screen.getByLabelText('Delivery progress');
    expect(within(progress).getByText('Driver assigned')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the driver’s position' })).not.toBeInTheDocument();
    // The delivery service under the card.
    expect(screen.getByText('Delivered by')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'delivery-console' })).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });

  it('a slot over midnight shows its end with its date (its start is today)', async () => {
    trackingAnswers(() =>
      HttpResponse.json({
        ...placed,
        timeSlot: { from: '2026-12-01T22:00:00.000Z', to: '2026-12-02T00:00:00.000Z' },
      }),
    );
    await renderApp(`/track/${TOKEN}`);
    expect(await screen.findByText('Delivery window: 23:00 – 01:00 02.12.26')).toBeInTheDocument();
  });

  it('an order delivered as soon as possible shows the promise from the start, then the estimate once on the way', async () => {
    trackingAnswers(() => HttpResponse.json(asap));
    const first = await renderApp(`/track/${TOKEN}`);
    expect(await screen.findByText('Delivery as soon as possible, by 14:30 at the latest')).toBeInTheDocument();
    expect(screen.getByText('Since 11:30')).toBeInTheDocument();
    expect(screen.queryByText(/Delivery window/)).not.toBeInTheDocument();
    first.unmount();

    // A promise on another day names its date; a driver assigned still sees the promise.
    trackingAnswers(() =>
      HttpResponse.json({ ...asap, stage: 'accepted', stageAt: null, promisedBy: '2026-12-01T23:15:00.000Z' }),
    );
    const second = await renderApp(`/track/${TOKEN}`);
    expect(
      await screen.findByText('Delivery as soon as possible, by 00:15 02.12.26 at the latest'),
    ).toBeInTheDocument();
    second.unmount();

    // On the way with an estimate: the estimate replaces the promise.
    trackingAnswers(() => HttpResponse.json(onTheWay));
    await renderApp(`/track/${TOKEN}`);
    expect(await screen.findByText('Estimated arrival: 10:35')).toBeInTheDocument();
    expect(screen.queryByText(/as soon as possible/)).not.toBeInTheDocument();
  });

  it('on the way: the estimated arrival and the driver on the map; then delivered, and it stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const tokens = trackingAnswers(
      () => HttpResponse.json(onTheWay),
      () => HttpResponse.json({ ...onTheWay, stage: 'delivered', stageAt: '2026-12-01T09:40:00.000Z', live: null }),
    );
    await renderApp(`/track/${TOKEN}`);
    // Warsaw time: 09:35 UTC is 10:35 there.
    expect(await screen.findByText('Estimated arrival: 10:35')).toBeInTheDocument();
    const map = await screen.findByRole('region', { name: 'Map of the driver’s position' });
    expect(map).toHaveAttribute('data-driver', '52.24,21.01');
    expect(screen.getByText('Driver’s position at 10:20')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_S * 1000 + 100);
    });
    expect(await screen.findByText('Your parcel has been delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the driver’s position' })).not.toBeInTheDocument();
    // Delivered: no window or promise any more, the shop still named.
    expect(screen.queryByText(/as soon as possible|Delivery window/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Apteka Słoneczna')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * REFRESH_S * 1000);
    });
    expect(tokens).toHaveLength(2);
  });

  it('a cancelled delivery names the shop and gives its phone to call', async () => {
    trackingAnswers(() =>
      HttpResponse.json({
        ...placed,
        stage: 'cancelled',
        stageAt: '2026-12-01T07:45:00.000Z',
        shop: { ...SHOP, contact: { phone: '+48 22 123-45-67' } },
      }),
    );
    await renderApp(`/track/${TOKEN}`);
    expect(
      await screen.findByText('This delivery was cancelled. Apteka Słoneczna will tell you what happens next.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Since 08:45')).toBeInTheDocument();
    expect(screen.getByText(/^Contact Apteka Słoneczna:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+48 22 123-45-67' })).toHaveAttribute('href', 'tel:+48221234567');
    expect(screen.queryByLabelText('Delivery progress')).not.toBeInTheDocument();
    expect(screen.queryByText(/Delivery window/)).not.toBeInTheDocument();
  });

  it('a cancelled delivery of a shop without a phone names the shop alone; a shop without a logo shows its name', async () => {
    trackingAnswers(() =>
      HttpResponse.json({
        ...placed,
        stage: 'cancelled',
        shop: { name: 'Księgarnia Czytelnik', logoUrl: null, contact: null },
      }),
    );
    await renderApp(`/track/${TOKEN}`);
    expect(
      await screen.findByText('This delivery was cancelled. Księgarnia Czytelnik will tell you what happens next.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Contact/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Księgarnia Czytelnik')).toBeInTheDocument();
    expect(within(header).queryByRole('img')).not.toBeInTheDocument();
  });

  it('a logo that does not load leaves the shop’s name alone', async () => {
    trackingAnswers(() => HttpResponse.json(placed));
    await renderApp(`/track/${TOKEN}`);
    const header = await screen.findByRole('banner');
    fireEvent.error(await within(header).findByRole('img', { name: 'Apteka Słoneczna logo' }));
    expect(within(header).queryByRole('img')).not.toBeInTheDocument();
    expect(within(header).getByText('Apteka Słoneczna')).toBeInTheDocument();
  });

  it('the language menu turns the page Polish and Czech, the window in that language, the shop’s name as it is', async () => {
    trackingAnswers(() => HttpResponse.json(placed));
    const { user } = await renderApp(`/track/${TOKEN}`);
    expect(await screen.findByText('Delivery window: Tuesday, December 1, 10:00–12:00')).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { name: 'Twoja dostawa' })).toBeInTheDocument();
    expect(screen.getByText('Okno dostawy: wtorek, 1 grudnia, 10:00–12:00')).toBeInTheDocument();
    expect(screen.getByText('Zamówienie TR01')).toBeInTheDocument();
    expect(screen.getByText('Dostawę realizuje')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo: Apteka Słoneczna' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Polski' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Čeština' }));
    expect(await screen.findByRole('heading', { name: 'Vaše doručení' })).toBeInTheDocument();
    expect(screen.getByText('Časové okno doručení: úterý 1. prosince, 10:00–12:00')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Apteka Słoneczna')).toBeInTheDocument();
  });

  it('in Polish and Czech, a cancelled delivery names the shop and its phone; the promise reads in that language', async () => {
    const cancelled = { ...placed, stage: 'cancelled', shop: { ...SHOP, contact: { phone: '22 123 45 67' } } };
    trackingAnswers(() => HttpResponse.json(cancelled));
    const polish = await renderApp(`/track/${TOKEN}`, { locale: 'pl' });
    expect(
      await screen.findByText('Ta dostawa została anulowana. Apteka Słoneczna poinformuje Cię o dalszych krokach.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Kontakt ze sprzedawcą \(Apteka Słoneczna\):/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '22 123 45 67' })).toHaveAttribute('href', 'tel:221234567');
    polish.unmount();

    trackingAnswers(() => HttpResponse.json(cancelled));
    const czech = await renderApp(`/track/${TOKEN}`, { locale: 'cz' });
    expect(
      await screen.findByText('Toto doručení bylo zrušeno. Apteka Słoneczna vám sdělí, co dál.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Kontakt na prodejce \(Apteka Słoneczna\):/)).toBeInTheDocument();
    czech.unmount();

    trackingAnswers(() => HttpResponse.json(asap));
    await renderApp(`/track/${TOKEN}`, { locale: 'pl' });
    expect(await screen.findByText('Dostawa najszybciej, jak to możliwe, najpóźniej do 14:30')).toBeInTheDocument();
  });

  it('an unknown or malformed link is not valid; a failure offers a retry', async () => {
    const tokens = trackingAnswers(() => apiError(404, 'order_not_found'));
    const first = await renderApp(`/track/${TOKEN}`);
    expect(
      await screen.findByText('This tracking link is not valid. Check the link you received.'),
    ).toBeInTheDocument();
    // No shop to name: the header shows the delivery service.
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'delivery-console' })).toBeInTheDocument();
    first.unmount();

    const malformed = await renderApp('/track/not-a-token');
    expect(
      await screen.findByText('This tracking link is not valid. Check the link you received.'),
    ).toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]); // the malformed one is not even asked
    malformed.unmount();

    let fail = true;
    trackingAnswers(() => (fail ? apiError(500, 'unknown') : HttpResponse.json(placed)));
    const { user } = await renderApp(`/track/${TOKEN}`);
    expect(
      await screen.findByText('The delivery status could not be loaded.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order TR01')).toBeInTheDocument();
  });
});
