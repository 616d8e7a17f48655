// The corrections page: the pending list (company logo, order no, HH:mm dd.MM.yy, driver e-mail; loading, empty,
// error with refresh), the detail dialog on a row click and by deep link (/corrections/info?correctionId=…) with
// distances in km, package sizes, addresses, pay with the currency, the driver's comment and the attachment, and the
// decision form: accept pre-filled from suggestedCorrectionPay (złote, sent as grosze), reject requiring a reason,
// the warning with no action chosen, the success toasts, the dialog closing and the list reloading, server field
// errors and the generic failure; react-admin's paths of one correction (/corrections/:id/show, /corrections/:id) open
// the same dialog at the deep link, and an unknown correction says it was not found.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CorrectionDetail, PendingCorrectionItem } from '../../domain/correctionSchemas.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const PATHS = ['orders.canAccessPage', 'settings.canAccessPage', 'corrections.canAccessPage', 'corrections.canWrite'];

const pending = (overrides: Partial<PendingCorrectionItem> = {}): PendingCorrectionItem => ({
  id: 41,
  companyImageUrl: '/images/companies/apteka.png',
  companyName: 'Apteka Słoneczna',
  orderNo: 'XD-1042',
  createdAt: new Date(2025, 2, 4, 9, 5).toISOString(),
  driverEmail: 'anna.kurier@drivers.pl',
  ...overrides,
});

const ROWS = [
  pending(),
  pending({
    id: 42,
    companyImageUrl: null,
    companyName: 'Elektro Market',
    orderNo: 'XD-1043',
    createdAt: new Date(2025, 2, 4, 10, 30).toISOString(),
    driverEmail: 'bartek@drivers.pl',
  }),
];

const detail = (overrides: Partial<CorrectionDetail> = {}): CorrectionDetail => ({
  id: 41,
  driverId: 7,
  driverEmail: 'anna.kurier@drivers.pl',
  driverName: 'Anna Kurier',
  orderNo: 'XD-1042',
  orderId: 900,
  companyName: 'Apteka Słoneczna',
  companyImageUrl: '/images/companies/apteka.png',
  createdAt: new Date(2025, 2, 4, 9, 5).toISOString(),
  data: {
    extraDistance: 2500,
    actualPackageSize: 'L',
    clientAddress: { street: 'Puławska 100', zipCode: '02-620', city: 'Warszawa' },
  },
  category: 'incorrect_distance',
  status: 'pending',
  estimatedPayoutDriver: 1800,
  payoutDriver: null,
  currency: 'pln',
  estimatedDistance: 5000,
  recalculatedDistance: 7600,
  suggestedDistance: 7500,
  suggestedCorrectionPay: 378,
  packageSize: 'M',
  clientsAddress: { street: 'Marszałkowska 10', zipCode: '00-624', city: 'Warszawa' },
  driversComment: 'Objazd – zamknięta ulica',
  attachmentUrl: '/uploads/corrections/XD-1042.jpg',
  decidedAt: null,
  decidedByEmail: null,
  acceptedAmount: null,
  rejectionReason: null,
  comment: null,
  walletEntryNo: null,
  ...overrides,
});

interface Recorder {
  listCalls: number;
  accepted: unknown[];
  rejected: unknown[];
}

/** The corrections API: the list (rows drop out once decided), the details, accept and reject. */
const correctionHandlers = (
  opts: { rows?: PendingCorrectionItem[]; details?: CorrectionDetail[]; rec?: Recorder } = {},
) => {
  let rows = opts.rows ?? ROWS;
  const details = opts.details ?? [detail()];
  const rec = opts.rec ?? { listCalls: 0, accepted: [], rejected: [] };
  const decide =
    (list: unknown[]) =>
    async ({ request }: { request: Request }) => {
      const body = (await request.json()) as { correctionId: number };
      list.push(body);
      rows = rows.filter((r) => r.id !== body.correctionId);
      return HttpResponse.json({ correction: detail({ status: 'accepted' }), walletEntry: null });
    };
  return [
    http.get('/api/correction/pending-list', () => {
      rec.listCalls++;
      return HttpResponse.json({ items: rows });
    }),
    http.get('/api/correction/info', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('correctionId'));
      const found = details.find((d) => d.id === id);
      return found ? HttpResponse.json(found) : apiError(404, 'correction_not_found');
    }),
    http.post('/api/correction/accept', decide(rec.accepted)),
    http.post('/api/correction/reject', decide(rec.rejected)),
  ];
};

const session = () => sessionHandlers(operatorMe(PATHS));
/** The first render loads the page's lazy chunk: slow on a loaded machine. */
const SLOW = { timeout: 15_000 };
const rowOf = async (text: string) => (await screen.findByText(text, {}, SLOW)).closest('tr') as HTMLElement;
const dialog = async () => screen.findByRole('dialog', { name: 'Correction of order XD-1042' }, SLOW);
const newRecorder = (): Recorder => ({ listCalls: 0, accepted: [], rejected: [] });

describe('corrections page', { timeout: 60_000 }, () => {
  it('lists the pending corrections with company logo, order no, HH:mm dd.MM.yy (2025: yyyy) and driver e-mail', async () => {
    server.use(...session(), ...correctionHandlers());
    await renderApp('/corrections', { loggedIn: true });
    const first = await rowOf('XD-1042');
    expect(screen.getByRole('heading', { level: 1, name: 'Corrections' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Apteka Słoneczna' })).toHaveAttribute(
      'src',
      '/images/companies/apteka.png',
    );
    expect(within(first).getByText('Apteka Słoneczna')).toBeInTheDocument();
    // March 2025: another year than now's, its year in full.
    expect(within(first).getByText('09:05 04.03.2025')).toBeInTheDocument();
    expect(within(first).getByText('anna.kurier@drivers.pl')).toBeInTheDocument();
    const second = await rowOf('XD-1043');
    expect(within(second).getByText('10:30 04.03.2025')).toBeInTheDocument();
    // Without a logo the company's initial stands in.
    expect(within(second).getByText('E')).toBeInTheDocument();
    // The server's order (oldest first) is kept.
    const rows = within(screen.getByRole('region', { name: 'Pending corrections' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('XD-1042');
    expect(rows[2]).toHaveTextContent('XD-1043');
  });

  it('shows the empty state, and an error with a refresh that loads the list again', async () => {
    server.use(...session(), ...correctionHandlers({ rows: [] }));
    const view = await renderApp('/corrections', { loggedIn: true });
    expect(await screen.findByText('No corrections are waiting for a decision.', {}, SLOW)).toBeInTheDocument();
    view.unmount();

    let fail = true;
    server.use(
      http.get('/api/correction/pending-list', () =>
        fail ? apiError(500, 'unknown') : HttpResponse.json({ items: ROWS }),
      ),
    );
    const { user } = await renderApp('/corrections', { loggedIn: true });
    const alert = (await screen.findByText(/The pending corrections could not be loaded/, {}, SLOW)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Something went wrong, try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('XD-1042')).toBeInTheDocument();
  });

  it('a row click opens the detail dialog at the deep link with every detail of the correction', async () => {
    server.use(...session(), ...correctionHandlers());
    const { user } = await renderApp('/corrections', { loggedIn: true });
    await user.click(await rowOf('XD-1042'));
    const box = await dialog();
    expect(currentPath()).toBe('/corrections/info');
    expect(window.location.search).toBe('?correctionId=41');
    const field = (label: string) => within(box).getByText(label).nextElementSibling as HTMLElement;
    expect(field('Category')).toHaveTextContent('Incorrect distance');
    expect(field('Status')).toHaveTextContent('Pending');
    expect(field('Order no')).toHaveTextContent('XD-1042');
    expect(field('Driver')).toHaveTextContent('Anna Kurier (anna.kurier@drivers.pl)');
    expect(field('Estimated distance')).toHaveTextContent('5.00 km');
    expect(field('Extra distance')).toHaveTextContent('2.50 km');
    expect(field('Recalculated distance')).toHaveTextContent('7.60 km');
    expect(field('Suggested distance (estimated + extra)')).toHaveTextContent('7.50 km');
    expect(field('Ordered package size')).toHaveTextContent('M');
    expect(field('Actual package size')).toHaveTextContent('L');
    expect(field('Client address')).toHaveTextContent('Marszałkowska 10, 00-624 Warszawa');
    expect(field('Corrected address')).toHaveTextContent('Puławska 100, 02-620 Warszawa');
    expect(field('Estimated payout')).toHaveTextContent('PLN 18.00');
    expect(field('Suggested correction pay')).toHaveTextContent('PLN 3.78');
    expect(field('Driver’s comment')).toHaveTextContent('Objazd – zamknięta ulica');
    const image = within(box).getByRole('img', { name: 'Attachment of the correction' });
    expect(image).toHaveAttribute('src', '/uploads/corrections/XD-1042.jpg');
    expect(image.closest('a')).toHaveAttribute('href', '/uploads/corrections/XD-1042.jpg');
    expect(image.closest('a')).toHaveAttribute('target', '_blank');

    await user.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/corrections');
  });

  it('opens a correction from the deep link; a decided one shows its decision and no form; a load error offers a refresh', async () => {
    const decided = detail({
      id: 43,
      orderNo: 'XD-1050',
      status: 'accepted',
      acceptedAmount: 450,
      payoutDriver: 2250,
      decidedAt: new Date(2025, 2, 5, 8, 0).toISOString(),
      decidedByEmail: 'kasia@xdelivery.pl',
      walletEntryNo: 'WP/2025/000123',
      attachmentUrl: 'https://files.example/report.pdf',
    });
    server.use(...session(), ...correctionHandlers({ details: [detail(), decided] }));
    const view = await renderApp('/corrections/info?correctionId=43', { loggedIn: true });
    const box = await screen.findByRole('dialog', { name: 'Correction of order XD-1050' }, SLOW);
    const field = (label: string) => within(box).getByText(label).nextElementSibling as HTMLElement;
    expect(field('Status')).toHaveTextContent('Accepted');
    expect(field('Accepted amount')).toHaveTextContent('PLN 4.50');
    expect(field('Payout after correction')).toHaveTextContent('PLN 22.50');
    expect(field('Wallet entry')).toHaveTextContent('WP/2025/000123');
    expect(field('Decided by')).toHaveTextContent('kasia@xdelivery.pl');
    expect(within(box).getByRole('link', { name: 'Open the attachment' })).toHaveAttribute(
      'href',
      'https://files.example/report.pdf',
    );
    expect(within(box).queryByRole('radio', { name: 'Accept' })).not.toBeInTheDocument();
    view.unmount();

    let fail = true;
    server.use(http.get('/api/correction/info', () => (fail ? apiError(500, 'unknown') : HttpResponse.json(detail()))));
    const { user } = await renderApp('/corrections/info?correctionId=41', { loggedIn: true });
    expect(await screen.findByText(/The correction could not be loaded/, {}, SLOW)).toBeInTheDocument();
    fail = false;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refresh' }));
    expect(await dialog()).toBeInTheDocument();
  });

  it.each(['/corrections/41/show', '/corrections/41'])(
    '%s opens the correction over the list at the deep link; closing returns to the list',
    async (path) => {
      const rec = newRecorder();
      server.use(...session(), ...correctionHandlers({ rec }));
      const { user } = await renderApp(path, { loggedIn: true });
      const box = await dialog();
      expect(currentPath()).toBe('/corrections/info');
      expect(window.location.search).toBe('?correctionId=41');
      // The decision form of a pending correction, over the pending list.
      expect(within(box).getByRole('radio', { name: 'Accept' })).toBeInTheDocument();
      expect(await rowOf('XD-1043')).toBeInTheDocument();
      await user.click(within(box).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(currentPath()).toBe('/corrections');
      // The list stayed mounted: it was loaded once.
      expect(rec.listCalls).toBe(1);
    },
  );

  it.each(['/corrections/999/show', '/corrections/info?correctionId=999'])(
    '%s: an unknown correction says it was not found',
    async (path) => {
      server.use(...session(), ...correctionHandlers());
      const { user } = await renderApp(path, { loggedIn: true });
      const box = await screen.findByRole('dialog', { name: 'Correction' }, SLOW);
      expect(await within(box).findByText('The correction was not found.')).toBeInTheDocument();
      expect(within(box).queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
      await user.click(within(box).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(currentPath()).toBe('/corrections'));
    },
  );

  it('a path under /corrections that is no correction shows the list', async () => {
    server.use(...session(), ...correctionHandlers());
    await renderApp('/corrections/abc/show', { loggedIn: true });
    expect(await rowOf('XD-1042')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/corrections'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a read-only account (corrections:read) sees a pending correction whole but no decision form', async () => {
    server.use(
      ...sessionHandlers(operatorMe(PATHS.filter((p) => p !== 'corrections.canWrite'))),
      ...correctionHandlers(),
    );
    await renderApp('/corrections/info?correctionId=41', { loggedIn: true });
    const box = await dialog();
    expect(within(box).getByText('Objazd – zamknięta ulica')).toBeInTheDocument();
    expect(within(box).queryByRole('radio', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(box).queryByRole('radio', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('accept: the amount is pre-filled from the suggested pay in złote and sent in grosze; toast, close, list reloads', async () => {
    const rec = newRecorder();
    server.use(...session(), ...correctionHandlers({ rec }));
    const { user } = await renderApp('/corrections/info?correctionId=41', { loggedIn: true });
    const box = await dialog();
    expect(within(box).queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('radio', { name: 'Accept' }));
    const amount = within(box).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('3.78');
    expect(within(box).getByText('Suggested: PLN 3.78')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '4,5');
    await user.type(within(box).getByRole('textbox', { name: 'Comment (optional)' }), 'Route checked');
    const listCallsBefore = rec.listCalls;
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));

    expect(await screen.findByText('Correction accepted')).toBeInTheDocument();
    expect(rec.accepted).toEqual([{ correctionId: 41, amount: 450, comment: 'Route checked' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/corrections');
    await waitFor(() => expect(rec.listCalls).toBeGreaterThan(listCallsBefore));
    await waitFor(() => expect(screen.queryByText('XD-1042')).not.toBeInTheDocument());
    expect(screen.getByText('XD-1043')).toBeInTheDocument();
  });

  it('accept checks the amount: required, at least 0.01 with up to 2 decimals', async () => {
    const rec = newRecorder();
    server.use(...session(), ...correctionHandlers({ rec }));
    const { user } = await renderApp('/corrections/info?correctionId=41', { loggedIn: true });
    const box = await dialog();
    await user.click(within(box).getByRole('radio', { name: 'Accept' }));
    const amount = within(box).getByRole('textbox', { name: /Amount/ });
    await user.clear(amount);
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    expect(await within(box).findByText('Field is required')).toBeInTheDocument();
    await user.type(amount, '1.234');
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    expect(
      await within(box).findByText('Value must be an amount of at least 0.01 with up to 2 decimals'),
    ).toBeInTheDocument();
    expect(rec.accepted).toEqual([]);
  });

  it('reject requires a reason; then sends it with the comment, shows the toast and reloads the list', async () => {
    const rec = newRecorder();
    server.use(...session(), ...correctionHandlers({ rec }));
    const { user } = await renderApp('/corrections/info?correctionId=41', { loggedIn: true });
    const box = await dialog();
    await user.click(within(box).getByRole('radio', { name: 'Reject' }));
    expect(within(box).queryByRole('textbox', { name: /Amount/ })).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    const reason = within(box).getByRole('textbox', { name: /Rejection reason/ });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(within(box).getByText('Field is required')).toBeInTheDocument();
    expect(rec.rejected).toEqual([]);

    await user.type(reason, 'Route as estimated');
    const listCallsBefore = rec.listCalls;
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    expect(await screen.findByText('Correction rejected')).toBeInTheDocument();
    expect(rec.rejected).toEqual([{ correctionId: 41, rejectionReason: 'Route as estimated', comment: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rec.listCalls).toBeGreaterThan(listCallsBefore));
  });

  it('submitting with no action chosen shows a warning asking to select one, and sends nothing', async () => {
    const rec = newRecorder();
    server.use(...session(), ...correctionHandlers({ rec }));
    const { user } = await renderApp('/corrections/info?correctionId=41', { loggedIn: true });
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Select an action: accept or reject the correction.',
    );
    expect(rec.accepted).toEqual([]);
    expect(rec.rejected).toEqual([]);
    // Choosing an action and submitting again clears it.
    await user.click(within(box).getByRole('radio', { name: 'Accept' }));
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    await waitFor(() => expect(rec.accepted).toHaveLength(1));
  });

  it("a failed decision shows its code's message and keeps the dialog; a 400 puts the field error under the field", async () => {
    server.use(...session(), ...correctionHandlers());
    // Overrides (a later server.use comes first).
    server.use(
      http.post('/api/correction/accept', () => apiError(409, 'correction_not_pending')),
      http.post('/api/correction/reject', () =>
        HttpResponse.json(
          {
            name: 'BadRequest',
            message: 'Invalid input',
            errorCode: 'validation_failed',
            errors: { rejectionReason: ['validation.required'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/corrections/info?correctionId=41', { loggedIn: true });
    const box = await dialog();
    await user.click(within(box).getByRole('radio', { name: 'Accept' }));
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    expect(await screen.findByText('The correction has already been decided.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(box).getByRole('radio', { name: 'Reject' }));
    await user.type(within(box).getByRole('textbox', { name: /Rejection reason/ }), 'x');
    await user.click(within(box).getByRole('button', { name: 'Submit decision' }));
    expect(await within(box).findByText('Field is required')).toBeInTheDocument();
  });
});
