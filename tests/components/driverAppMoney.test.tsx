// The driver app's money screen as a courier uses it: the balance and entries of the current settlement, the
// corrections with the office's decisions, asking for a correction of a delivered order (checked before it is sent,
// the server's refusal in the driver's words, the list read again after it), and the empty, loading and error states.
// The driver API answers through msw.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DriverCorrectionItem, DriverWalletEntry, DriverWalletResponse } from '../../domain/driverMoney.ts';
import { DriverI18nProvider, type DriverLocale } from '../../src/driver-app/i18n.tsx';
import { MoneyScreen } from '../../src/driver-app/MoneyScreen.tsx';
import { server } from './support/server.ts';

const entry = (overrides: Partial<DriverWalletEntry> = {}): DriverWalletEntry => ({
  id: 11,
  no: 'WP/2026/000011',
  type: 'ride_added',
  payoutDriver: 1850,
  currency: 'pln',
  reason: { kind: 'delivered' },
  orderId: 41,
  orderNo: '8C3G',
  correctionId: null,
  comment: null,
  createdAt: '2026-11-24T10:15:00.000Z',
  ...overrides,
});

const correction = (overrides: Partial<DriverCorrectionItem> = {}): DriverCorrectionItem => ({
  id: 3,
  orderId: 40,
  orderNo: '7B2F',
  companyName: 'Kwiaciarnia Róża',
  category: 'incorrect_distance',
  status: 'accepted',
  data: { extraDistance: 2000 },
  packageSize: 'M',
  driversComment: 'Road closed',
  suggestedCorrectionPay: 302,
  acceptedAmount: 450,
  currency: 'pln',
  createdAt: '2026-11-23T09:00:00.000Z',
  decidedAt: '2026-11-23T12:00:00.000Z',
  rejectionReason: null,
  comment: 'Fair',
  ...overrides,
});

const walletOf = (items: DriverWalletEntry[], amount: number | null): DriverWalletResponse => ({
  period: { from: '2026-11-22T23:00:00.000Z', to: '2026-11-29T23:00:00.000Z' },
  balance: amount === null ? [] : [{ currency: 'pln', amount, entries: items.length }],
  items,
  total: items.length,
  page: 1,
  perPage: 200,
});

const show = (locale: DriverLocale = 'en') => {
  const user = userEvent.setup();
  render(
    <DriverI18nProvider locale={locale}>
      <MoneyScreen token="driver-token" />
    </DriverI18nProvider>,
  );
  return user;
};

describe('driver app: money', () => {
  it('shows the settlement’s balance and entries and the corrections with their decisions', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.get('/api/driver/wallet', ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json(
          walletOf(
            [
              entry({
                id: 13,
                no: 'WP/2026/000013',
                type: 'bonus',
                payoutDriver: -300,
                reason: null,
                orderId: null,
                orderNo: null,
                comment: 'Damaged parcel',
              }),
              entry({
                id: 12,
                no: 'WP/2026/000012',
                type: 'correction',
                payoutDriver: 450,
                reason: { kind: 'correction', category: 'incorrect_distance' },
                orderId: 40,
                orderNo: '7B2F',
                correctionId: 3,
                comment: 'Fair',
              }),
              entry(),
            ],
            2000,
          ),
        );
      }),
      http.get('/api/driver/corrections', () =>
        HttpResponse.json({
          items: [
            correction({
              id: 4,
              orderId: 39,
              orderNo: '6A1E',
              category: 'other',
              status: 'rejected',
              acceptedAmount: null,
              rejectionReason: 'No proof',
              comment: null,
            }),
            correction(),
          ],
          total: 2,
          page: 1,
          perPage: 200,
        }),
      ),
    );
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Money' })).toBeInTheDocument();
    const entries = await screen.findByRole('region', { name: 'Entries' });
    expect(within(entries).getByText('PLN 20.00')).toBeInTheDocument();
    expect(within(entries).getByText(/This settlement: 23 Nov – 29 Nov/)).toBeInTheDocument();
    expect(auth).toContain('Bearer driver-token');

    const bonus = within(entries).getByRole('article', { name: 'WP/2026/000013' });
    expect(bonus).toHaveTextContent('Bonus');
    expect(bonus).toHaveTextContent('-PLN 3.00');
    expect(bonus).toHaveTextContent('Office: Damaged parcel');
    expect(within(bonus).queryByRole('button')).not.toBeInTheDocument();
    const paid = within(entries).getByRole('article', { name: 'WP/2026/000012' });
    expect(paid).toHaveTextContent('Correction of order 7B2F');
    expect(paid).toHaveTextContent('PLN 4.50');
    const ride = within(entries).getByRole('article', { name: 'WP/2026/000011' });
    expect(ride).toHaveTextContent('Delivered order 8C3G');
    expect(ride).toHaveTextContent('PLN 18.50');
    expect(within(ride).getByRole('button', { name: 'Ask for a correction' })).toBeInTheDocument();

    const list = await screen.findByRole('region', { name: 'Corrections' });
    const rejected = await within(list).findByRole('article', { name: 'Order 6A1E' });
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('Something else · Kwiaciarnia Róża');
    expect(rejected).toHaveTextContent('Reason: No proof');
    const accepted = within(list).getByRole('article', { name: 'Order 7B2F' });
    expect(accepted).toHaveTextContent('Accepted');
    expect(accepted).toHaveTextContent('Paid PLN 4.50');
    expect(accepted).toHaveTextContent('Note: Fair');
    expect(accepted).toHaveTextContent('You wrote: Road closed');
    // Newest first, as the server answers.
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Order 6A1E', 'Order 7B2F']);
  });

  it('asks for a correction: checks the fields, says the server’s refusal, sends it and reads the list again', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    let corrections: DriverCorrectionItem[] = [];
    server.use(
      http.get('/api/driver/wallet', () => HttpResponse.json(walletOf([entry()], 1850))),
      http.get('/api/driver/corrections', () =>
        HttpResponse.json({ items: corrections, total: corrections.length, page: 1, perPage: 200 }),
      ),
      http.post('/api/driver/correction', async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) return HttpResponse.json({ errorCode: 'correction_already_exists', message: 'x' }, { status: 409 });
        corrections = [
          correction({
            id: 9,
            orderId: 41,
            orderNo: '8C3G',
            status: 'pending',
            acceptedAmount: null,
            decidedAt: null,
            comment: null,
            suggestedCorrectionPay: 378,
          }),
        ];
        return HttpResponse.json({ correction: { id: 9 } });
      }),
    );
    const user = show();
    expect(await screen.findByText('You have not asked for any corrections.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correction of order 8C3G' });

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Required');
    expect(bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Longer route' }));
    await user.type(within(dialog).getByLabelText('Extra kilometres'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Enter kilometres above 0, at most 500')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Required')).toHaveLength(1); // the comment
    expect(bodies).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Extra kilometres'));
    await user.type(within(dialog).getByLabelText('Extra kilometres'), '2,5');
    await user.type(within(dialog).getByLabelText('What happened?'), '  Road closed  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A correction of this order is already waiting for a decision.',
    );
    expect(bodies).toEqual([
      { orderId: 41, category: 'incorrect_distance', data: { extraDistance: 2500 }, driversComment: 'Road closed' },
    ]);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Correction of order 8C3G sent.');
    const list = screen.getByRole('region', { name: 'Corrections' });
    const pending = await within(list).findByRole('article', { name: 'Order 8C3G' });
    expect(pending).toHaveTextContent('Waiting for a decision');
    expect(pending).toHaveTextContent('Suggested PLN 3.78');
    // The delivered order's entry no longer offers a second correction while this one waits.
    const ride = screen.getByRole('article', { name: 'WP/2026/000011' });
    expect(within(ride).queryByRole('button', { name: 'Ask for a correction' })).not.toBeInTheDocument();
    expect(ride).toHaveTextContent('Correction waiting for a decision');
  });

  it('sends the detail of a package size and of an address, checked as the server checks it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/driver/wallet', () => HttpResponse.json(walletOf([entry()], 1850))),
      http.get('/api/driver/corrections', () => HttpResponse.json({ items: [], total: 0, page: 1, perPage: 200 })),
      http.post('/api/driver/correction', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ errorCode: 'address_not_found', message: 'x' }, { status: 422 });
      }),
    );
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Ask for a correction' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Different delivery address' }));
    await user.type(within(dialog).getByLabelText('Street and number'), 'Legnicka 7');
    await user.type(within(dialog).getByLabelText('Postal code'), '54203');
    await user.type(within(dialog).getByLabelText('City'), 'Wrocław');
    await user.type(within(dialog).getByLabelText('What happened?'), 'Receiver moved');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Postal code as 00-000')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Postal code'));
    await user.type(within(dialog).getByLabelText('Postal code'), '54-203');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This address cannot be found.');
    expect(bodies.at(-1)).toEqual({
      orderId: 41,
      category: 'different_delivery_address',
      data: { clientAddress: { street: 'Legnicka 7', zipCode: '54-203', city: 'Wrocław' } },
      driversComment: 'Receiver moved',
    });

    await user.click(within(dialog).getByRole('radio', { name: 'Bigger package' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'L' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.at(-1)).toMatchObject({ category: 'incorrect_size', data: { actualPackageSize: 'L' } });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the empty settlement, and an error with a refresh that reads again', async () => {
    let fail = true;
    server.use(
      http.get('/api/driver/wallet', () =>
        fail
          ? HttpResponse.json({ errorCode: 'internal', message: 'x' }, { status: 500 })
          : HttpResponse.json(walletOf([], null)),
      ),
      http.get('/api/driver/corrections', () =>
        fail
          ? HttpResponse.json({ errorCode: 'internal', message: 'x' }, { status: 500 })
          : HttpResponse.json({ items: [], total: 0, page: 1, perPage: 200 }),
      ),
    );
    const user = show();
    expect(screen.getAllByRole('progressbar', { name: 'Loading…' }).length).toBeGreaterThan(0);
    const entries = await screen.findByRole('region', { name: 'Entries' });
    expect(await within(entries).findByRole('alert')).toHaveTextContent('The server cannot answer right now.');
    const list = screen.getByRole('region', { name: 'Corrections' });
    expect(await within(list).findByRole('alert')).toHaveTextContent('The server cannot answer right now.');

    fail = false;
    await user.click(within(entries).getByRole('button', { name: 'Refresh' }));
    expect(await within(entries).findByText('Nothing booked in this settlement yet.')).toBeInTheDocument();
    expect(within(entries).getByText('PLN 0.00')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Refresh' }));
    expect(await within(list).findByText('You have not asked for any corrections.')).toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    server.use(
      http.get('/api/driver/wallet', () => HttpResponse.json(walletOf([entry()], 1850))),
      http.get('/api/driver/corrections', () =>
        HttpResponse.json({
          items: [correction({ status: 'pending', acceptedAmount: null, decidedAt: null, comment: null })],
          total: 1,
          page: 1,
          perPage: 200,
        }),
      ),
    );
    show('uk');
    expect(screen.getByRole('heading', { level: 2, name: 'Гроші' })).toBeInTheDocument();
    const entries = await screen.findByRole('region', { name: 'Записи' });
    expect(await within(entries).findByText('Доставлене замовлення 8C3G')).toBeInTheDocument();
    expect(within(entries).getByRole('button', { name: 'Подати коригування' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Коригування' });
    expect(await within(list).findByText('Чекає на рішення')).toBeInTheDocument();
  });
});
