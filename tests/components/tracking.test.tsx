// The receiver's tracking page (/track/<token>): a visitor without a session sees the stage, the time slot and, while
// the order is on its way, the estimated arrival and the driver on a map; an unknown link says so; a failure offers
// a retry; the page reads the status again by itself until the order ends.
import { act, screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { TrackingAnswer } from '../../src/domain/tracking.ts';
import { REFRESH_S } from '../../src/custom-pages/tracking/TrackingPage.tsx';
import { formatTimestamp } from '../../src/i18n/format.ts';
import { apiError } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const TOKEN = '0123456789abcdef0123456789abcdef';

const placed: TrackingAnswer = {
  orderNo: 'TR01',
  stage: 'placed',
  timeSlot: { from: '2026-12-01T09:00:00.000Z', to: '2026-12-01T11:00:00.000Z' },
  stageAt: '2026-11-30T18:00:00.000Z',
  live: null,
};
const onTheWay: TrackingAnswer = {
  orderNo: 'TR01',
  stage: 'on_the_way',
  timeSlot: null,
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

describe('receiver tracking page', () => {
  it('shows a placed order’s stage, progress and time slot to a visitor without a session', async () => {
    const tokens = trackingAnswers(() => HttpResponse.json(placed));
    await renderApp(`/track/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Your delivery' })).toBeInTheDocument();
    expect(await screen.findByText('Order TR01')).toBeInTheDocument();
    expect(screen.getByText('Order placed', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(`Since ${formatTimestamp(placed.stageAt!)}`)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Delivery slot: ${formatTimestamp(placed.timeSlot!.from)} – ${format(new Date(placed.timeSlot!.to), 'HH:mm')}`,
      ),
    ).toBeInTheDocument();
    const progress = screen.getByLabelText('Delivery progress');
    expect(within(progress).getByText('Driver assigned')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the driver’s position' })).not.toBeInTheDocument();
    expect(tokens).toEqual([TOKEN]);
  });

  it('on the way: the estimated arrival and the driver on the map; then delivered, and it stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const tokens = trackingAnswers(
        () => HttpResponse.json(onTheWay),
        () => HttpResponse.json({ ...onTheWay, stage: 'delivered', stageAt: '2026-12-01T09:40:00.000Z', live: null }),
      );
      await renderApp(`/track/${TOKEN}`);
      expect(
        await screen.findByText(`Estimated arrival: ${format(new Date('2026-12-01T09:35:00.000Z'), 'HH:mm')}`),
      ).toBeInTheDocument();
      expect(screen.getByText('Delivery as soon as possible')).toBeInTheDocument();
      const map = await screen.findByRole('region', { name: 'Map of the driver’s position' });
      expect(map).toHaveAttribute('data-driver', '52.24,21.01');
      expect(
        screen.getByText(`Driver’s position at ${format(new Date(onTheWay.live!.driver.at), 'HH:mm')}`),
      ).toBeInTheDocument();

      await act(async () => {
        await vi.advanceTimersByTimeAsync(REFRESH_S * 1000 + 100);
      });
      expect(await screen.findByText('Your parcel has been delivered.')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Map of the driver’s position' })).not.toBeInTheDocument();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3 * REFRESH_S * 1000);
      });
      expect(tokens).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a cancelled delivery is cancelled', async () => {
    trackingAnswers(() => HttpResponse.json({ ...placed, stage: 'cancelled' }));
    await renderApp(`/track/${TOKEN}`);
    expect(
      await screen.findByText('This delivery was cancelled. The sender will tell you what happens next.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Delivery progress')).not.toBeInTheDocument();
  });

  it('an unknown or malformed link is not valid; a failure offers a retry', async () => {
    const tokens = trackingAnswers(() => apiError(404, 'order_not_found'));
    const first = await renderApp(`/track/${TOKEN}`);
    expect(
      await screen.findByText('This tracking link is not valid. Check the link you received.'),
    ).toBeInTheDocument();
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
