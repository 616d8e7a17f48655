// The console through a server outage (a database failover, a deploy): while every call answers 503
// database_unavailable, the shell says calmly, in the user's language, that it is reconnecting, the list keeps its rows
// (no error, no toast), and once the server answers the line goes and the list catches up without a reload. A write
// answered database_unavailable is not sent again (it may have happened) and says so; one refused with shutting_down
// (nothing was done) is sent again and succeeds.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { emitServerEvent } from './support/fakeSocket.ts';
import { driverCalls, driverDetails, driverResourceHandlers } from './support/driverHandlers.ts';
import { driverRow, operatorMe, order } from './support/fixtures.ts';
import { filterOptionHandlers, sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

/** The server's answer while its database is away, or while its process stops. */
const serverAway = (errorCode: 'database_unavailable' | 'shutting_down') =>
  HttpResponse.json(
    { name: 'ServiceUnavailable', message: 'Service unavailable', errorCode },
    { status: 503, headers: { 'Retry-After': '1' } },
  );

const RECONNECTING_PL = 'Ponowne łączenie z serwerem… Twoja praca nie przepadnie; strona zaktualizuje się sama.';

const driver = driverRow({ status: 'offline' });

describe('a server away for a while', { timeout: 60_000 }, () => {
  it('says calmly that it is reconnecting, keeps the rows, and catches up by itself when the server is back', async () => {
    let away = false;
    let back = false;
    server.use(
      http.get('/api/order/list', () => {
        const items = back
          ? [order({ orderNo: 'OLD1' }), order({ id: 2, orderNo: 'NEW2' })]
          : [order({ orderNo: 'OLD1' })];
        return HttpResponse.json({ items, total: items.length, page: 1, perPage: 50 });
      }),
      ...sessionHandlers(operatorMe()),
    );
    // Every call while the database is away (the handlers above answer otherwise).
    server.use(http.all('/api/*', () => (away ? serverAway('database_unavailable') : undefined)));
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    await renderApp('/orders/list', { loggedIn: true, locale: 'pl' });
    await screen.findByText('OLD1');

    away = true;
    emitServerEvent('newOrder', { orderId: 2 }); // the list refetches: 503, retried

    const banner = (await screen.findByText(RECONNECTING_PL)).closest('[role="status"]');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('OLD1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // no error wall, no toast

    away = false;
    back = true;
    expect(await screen.findByText('NEW2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(RECONNECTING_PL)).not.toBeInTheDocument());
    expect(screen.getByText('OLD1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    errorLog.mockRestore();
  });

  it('does not repeat a write answered database_unavailable; repeats one refused with shutting_down', async () => {
    const calls = driverCalls();
    const answers = [() => serverAway('database_unavailable'), () => serverAway('shutting_down')];
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'drivers.canAccessPage', 'drivers.canWrite'])),
      ...filterOptionHandlers(),
      ...driverResourceHandlers(new Map([[5, driverDetails(driver)]]), calls, {
        answers: { deactivate: () => answers.shift()?.() as Response },
      }),
    );
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined); // the page logs the failure
    const { user } = await renderApp('/drivers/5/show', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Anna Zielińska', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    // The message comes once the write has settled: sent once.
    expect(
      await screen.findByText('The server cannot reach its database right now. Try again in a moment.'),
    ).toBeInTheDocument();
    expect(calls.actions.map((a) => a.path)).toEqual(['deactivate']);

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(calls.actions.map((a) => a.path)).toEqual(['deactivate', 'deactivate', 'deactivate']);
    expect(screen.queryByText('The server is restarting. Try again in a moment.')).not.toBeInTheDocument();
    errorLog.mockRestore();
  });
});
