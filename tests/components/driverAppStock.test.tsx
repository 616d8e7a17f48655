// The driver app's stock screen as a courier uses it: what it carries (amounts, units promised to other drivers,
// serials), the handovers waiting for it and their steps (start, confirm, reject after a question) sent at once
// without an Idempotency-Key, the server's refusals in the driver's words, both lists read again after a step, and
// the empty, loading and error states. The driver API answers through msw.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { StockExchange, StockItem } from '../../domain/stockSchemas.ts';
import { DriverI18nProvider, type DriverLocale } from '../../src/driver-app/i18n.tsx';
import { StockScreen } from '../../src/driver-app/StockScreen.tsx';
import { server } from './support/server.ts';

const item = (overrides: Partial<StockItem> = {}): StockItem => ({
  productId: 7,
  name: 'IQOS Iluma',
  productCode: 'IQ-IL',
  companyId: 1,
  companyName: 'Philip Morris',
  companyImageUrl: null,
  imageUrl: null,
  canTransferStock: true,
  amount: 3,
  reserved: 0,
  available: 3,
  items: [],
  ...overrides,
});

const exchange = (overrides: Partial<StockExchange> = {}): StockExchange => ({
  id: 31,
  driverId: 5,
  driverName: 'Oksana Kowalczuk',
  givingDriverId: 9,
  givingDriverName: 'Marek Nowak',
  productId: 8,
  productName: 'Terea Amber',
  productCode: null,
  companyId: 1,
  companyName: 'Philip Morris',
  companyImageUrl: null,
  amount: 10,
  status: 'pending',
  createdAt: '2026-11-28T08:00:00.000Z',
  startedAt: null,
  rejectedAt: null,
  confirmedAt: null,
  ...overrides,
});

const open = (locale: DriverLocale = 'en') => {
  const user = userEvent.setup();
  render(
    <DriverI18nProvider locale={locale}>
      <StockScreen token="driver-token" />
    </DriverI18nProvider>,
  );
  return user;
};

interface Sent {
  path: string;
  body: unknown;
  auth: string | null;
  key: string | null;
}

/** A driver's stock and incoming exchanges on the server; each step answers as `answer` says. */
function fakeServer(
  stock: StockItem[],
  exchanges: StockExchange[],
  answer: (path: string, x: StockExchange) => Response | null = () => null,
) {
  const state = { stock, exchanges, sent: [] as Sent[], reads: { stock: 0, exchanges: 0 } };
  server.use(
    http.get('/api/driver/stock', () => {
      state.reads.stock += 1;
      return HttpResponse.json({ stock: Object.fromEntries(state.stock.map((s) => [String(s.productId), s])) });
    }),
    http.get('/api/driver/stock/exchanges', () => {
      state.reads.exchanges += 1;
      return HttpResponse.json({ items: state.exchanges });
    }),
    http.post('/api/driver/stock/exchange/:step', async ({ request, params }) => {
      const path = String(params.step);
      const body = (await request.json()) as { exchangeId: number };
      state.sent.push({
        path,
        body,
        auth: request.headers.get('authorization'),
        key: request.headers.get('idempotency-key'),
      });
      const x = state.exchanges.find((e) => e.id === body.exchangeId)!;
      const refused = answer(path, x);
      if (refused) return refused;
      if (path === 'start') {
        const started = { ...x, status: 'in_progress' as const, startedAt: new Date().toISOString() };
        state.exchanges = state.exchanges.map((e) => (e.id === x.id ? started : e));
        return HttpResponse.json({ exchange: started, movementId: null });
      }
      state.exchanges = state.exchanges.filter((e) => e.id !== x.id);
      if (path === 'confirm') {
        const held = state.stock.find((s) => s.productId === x.productId);
        state.stock = held
          ? state.stock.map((s) =>
              s === held ? { ...s, amount: s.amount + x.amount, available: s.available + x.amount } : s,
            )
          : [
              ...state.stock,
              item({ productId: x.productId, name: x.productName, amount: x.amount, available: x.amount }),
            ];
      }
      return HttpResponse.json({
        exchange: { ...x, status: path === 'confirm' ? 'confirmed' : 'rejected' },
        movementId: path === 'confirm' ? 501 : null,
      });
    }),
  );
  return state;
}

const refusal = (status: number, errorCode: string) => HttpResponse.json({ errorCode, message: 'x' }, { status });

describe('driver app: stock', () => {
  it('lists what the driver carries by name, with the units promised to others and the serials', async () => {
    const serials = Array.from({ length: 8 }, (_, i) => `SN-00${i + 1}`);
    fakeServer(
      [
        item({ productId: 7, name: 'IQOS Iluma', amount: 8, reserved: 2, available: 6, items: serials }),
        item({ productId: 2, name: 'Bukiet', productCode: null, companyName: 'Kwiaciarnia Róża', amount: 4 }),
        item({ productId: 8, name: 'Terea Amber', productCode: 'TA', amount: 20, items: ['B-2026-11'] }),
      ],
      [],
    );
    const user = open();
    expect(screen.getByRole('heading', { level: 2, name: 'Stock' })).toBeInTheDocument();
    const carry = await screen.findByRole('region', { name: 'What you carry' });
    const cards = await within(carry).findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Bukiet', 'IQOS Iluma', 'Terea Amber']);

    const [flowers, device, sticks] = cards;
    expect(flowers).toHaveTextContent('4 pcs');
    expect(flowers).toHaveTextContent('Kwiaciarnia Róża');
    expect(flowers).not.toHaveTextContent('promised');
    expect(within(flowers).queryByRole('region', { name: 'Serial and batch numbers' })).not.toBeInTheDocument();

    expect(device).toHaveTextContent('8 pcs');
    expect(device).toHaveTextContent('Philip Morris · Code IQ-IL');
    expect(device).toHaveTextContent('2 promised to other drivers · 6 free');
    const numbers = within(device).getByRole('region', { name: 'Serial and batch numbers' });
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(numbers).getByRole('button', { name: 'Show all (8)' }));
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(serials);
    await user.click(within(numbers).getByRole('button', { name: 'Show fewer' }));
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(6);

    expect(within(sticks).getByRole('listitem')).toHaveTextContent('B-2026-11');
    expect(within(sticks).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();

    const waiting = screen.getByRole('region', { name: 'Handovers for you' });
    expect(await within(waiting).findByText('No exchange waits for you.')).toBeInTheDocument();
  });

  it('says when the driver carries nothing and nothing waits', async () => {
    fakeServer([], []);
    open();
    expect(await screen.findByText('You carry nothing.')).toBeInTheDocument();
    expect(await screen.findByText('No exchange waits for you.')).toBeInTheDocument();
  });

  it('starts a handover, confirms the receipt, and reads both lists again after each step', async () => {
    const state = fakeServer([item({ productId: 8, name: 'Terea Amber', amount: 5, available: 5 })], [exchange()]);
    const user = open();
    const waiting = await screen.findByRole('region', { name: 'Handovers for you' });
    const card = await within(waiting).findByRole('article', { name: '10 × Terea Amber' });
    expect(card).toHaveTextContent('From Marek Nowak');
    expect(card).toHaveTextContent('Philip Morris · Ordered');
    expect(within(card).queryByText('Handover under way')).not.toBeInTheDocument();
    await waitFor(() => expect(state.reads).toEqual({ stock: 1, exchanges: 1 }));

    await user.click(within(card).getByRole('button', { name: 'Start handover' }));
    expect(await screen.findByText('Handover started: meet Marek Nowak.')).toBeInTheDocument();
    expect(await within(card).findByText('Handover under way')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Start handover' })).not.toBeInTheDocument();
    await waitFor(() => expect(state.reads).toEqual({ stock: 2, exchanges: 2 }));

    await user.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('Received: 10 × Terea Amber.')).toBeInTheDocument();
    expect(await within(waiting).findByText('No exchange waits for you.')).toBeInTheDocument();
    const carry = screen.getByRole('region', { name: 'What you carry' });
    expect(await within(carry).findByText('15 pcs')).toBeInTheDocument();
    await waitFor(() => expect(state.reads).toEqual({ stock: 3, exchanges: 3 }));

    expect(state.sent).toEqual([
      { path: 'start', body: { exchangeId: 31 }, auth: 'Bearer driver-token', key: null },
      { path: 'confirm', body: { exchangeId: 31 }, auth: 'Bearer driver-token', key: null },
    ]);
  });

  it('rejects only after the question, and a step refused says why in the driver’s words', async () => {
    let refuse: Response | null = refusal(409, 'insufficient_stock');
    const state = fakeServer([], [exchange(), exchange({ id: 32, productName: 'Bukiet', amount: 2 })], (path) =>
      path === 'confirm' ? refuse : null,
    );
    const user = open();
    const card = await screen.findByRole('article', { name: '10 × Terea Amber' });

    await user.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    expect(
      await screen.findByText('The other driver no longer has this stock. You can reject the handover.'),
    ).toBeInTheDocument();
    // The exchange stays open: it may still be rejected.
    expect(screen.getByRole('article', { name: '10 × Terea Amber' })).toBeInTheDocument();

    refuse = refusal(409, 'stock_exchange_not_open');
    await user.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('This handover was already confirmed or rejected.')).toBeInTheDocument();

    refuse = refusal(500, 'internal_error');
    await user.click(within(card).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('The server cannot answer right now. Try again in a moment.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject this handover?' });
    expect(dialog).toHaveTextContent('10 × Terea Amber stays with Marek Nowak.');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.sent.map((s) => s.path)).toEqual(['confirm', 'confirm', 'confirm']);

    await user.click(
      within(screen.getByRole('article', { name: '10 × Terea Amber' })).getByRole('button', { name: 'Reject' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Reject this handover?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Handover rejected: 10 × Terea Amber.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: '10 × Terea Amber' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: '2 × Bukiet' })).toBeInTheDocument();
    expect(state.sent.at(-1)).toEqual({
      path: 'reject',
      body: { exchangeId: 31 },
      auth: 'Bearer driver-token',
      key: null,
    });
  });

  it('shows the loading, then the error of a list with refresh that reads it again', async () => {
    let fail = true;
    server.use(
      http.get('/api/driver/stock', () =>
        fail ? refusal(503, 'unavailable') : HttpResponse.json({ stock: { '7': item() } }),
      ),
      http.get('/api/driver/stock/exchanges', () => HttpResponse.json({ items: [] })),
    );
    const user = open();
    expect(screen.getAllByRole('progressbar', { name: 'Loading…' })).toHaveLength(2);
    const carry = screen.getByRole('region', { name: 'What you carry' });
    const alert = await within(carry).findByRole('alert');
    expect(alert).toHaveTextContent('The server cannot answer right now.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await within(carry).findByRole('article', { name: 'IQOS Iluma' })).toBeInTheDocument();
    expect(within(carry).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    fakeServer([], [exchange({ status: 'in_progress' })]);
    open('uk');
    expect(screen.getByRole('heading', { level: 2, name: 'Товар' })).toBeInTheDocument();
    expect(await screen.findByText('У вас немає товару.')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '10 × Terea Amber' });
    expect(card).toHaveTextContent('Від: Marek Nowak');
    expect(within(card).getByText('Передача триває')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Підтвердити отримання' })).toBeInTheDocument();
  });
});
