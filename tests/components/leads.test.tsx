// The operators' list of leads (/companies/leads): demo requests with mailto links and the truncated message, coverage
// leads with the kind, the city and the company linked to its page, search and the kind filter on the server, the
// empty state, the error with a refresh, and the way in from the company list.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../../domain/leadSchemas.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { expectClosedPage } from './support/closedPage.ts';

const ADMIN = ['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage', 'company.canWrite'];
const LONG_MESSAGE =
  'Wysyłamy około 300 paczek dziennie z dwóch magazynów w Warszawie i chcemy zacząć od pilotażu w grudniu, przed świętami. '
    .repeat(3)
    .trim();

const lead = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  id: 1,
  kind: 'demoRequest',
  name: 'Anna Kowalczyk',
  email: 'anna@sklep-zielony.pl',
  phone: '600 100 200',
  companyName: 'Sklep Zielony',
  message: LONG_MESSAGE,
  source: 'utm_source=newsletter',
  city: null,
  zipCode: null,
  companyId: null,
  createdAt: '2026-11-20T09:15:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
  ...overrides,
});

/** A shop that registered in Lublin and then saved a pickup point there. */
const COVERAGE_LEAD = lead({
  id: 3,
  kind: 'coverage',
  name: 'Piotr Lis',
  email: 'piotr@sklep-lublin.pl',
  companyName: 'Sklep Lubelski',
  message: null,
  source: 'pickup_point',
  city: 'Lublin',
  zipCode: '20-002',
  companyId: 7,
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-21T10:30:00.000Z',
});

const ROWS = [
  lead(),
  lead({
    id: 2,
    name: 'Jan Nowak',
    email: 'jan@apteka.pl',
    phone: null,
    companyName: 'Apteka Pod Lipami',
    message: null,
    source: null,
  }),
];

const leadList = (rows: LeadRow[] = ROWS, queries: URLSearchParams[] = []) =>
  http.get('/api/lead/list', ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    const q = params.get('q')?.toLowerCase();
    const kind = params.get('kind');
    const items = rows
      .filter((r) => !q || [r.name, r.email, r.companyName, r.city].some((v) => v?.toLowerCase().includes(q)))
      .filter((r) => !kind || r.kind === kind);
    return HttpResponse.json({ items, total: items.length });
  });

const session = (paths = ADMIN) => sessionHandlers(operatorMe(paths));

describe('leads list (/companies/leads)', () => {
  it('lists the requests with the company, a mailto link, the phone, the message truncated and the date', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), leadList(ROWS, queries));
    const { user } = await renderApp('/companies/leads', { loggedIn: true });

    const first = (await screen.findByText('Anna Kowalczyk')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Sklep Zielony')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'anna@sklep-zielony.pl' })).toHaveAttribute(
      'href',
      'mailto:anna@sklep-zielony.pl',
    );
    expect(within(first).getByRole('link', { name: '600 100 200' })).toHaveAttribute('href', 'tel:600100200');
    const message = within(first).getByText(LONG_MESSAGE);
    expect(message).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    expect(first).toHaveTextContent(/\d{2}:\d{2} 20\.11\.26/);
    expect(screen.getByText('Jan Nowak').closest('tr')).toHaveTextContent('Apteka Pod Lipami');
    expect(queries[0].get('page')).toBe('1');
    expect(queries[0].get('perPage')).toBe('25');

    // The whole message on hover, and in the row expanded by a click, with the source.
    await user.hover(message);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_MESSAGE);
    await user.click(within(first).getByText('Sklep Zielony'));
    expect(await screen.findByText('Source: utm_source=newsletter')).toBeInTheDocument();
  });

  it('shows a coverage lead with its kind, the city and the company linked to its page', async () => {
    const companiesRead: (string | null)[] = [];
    server.use(
      ...session(),
      leadList([COVERAGE_LEAD, ...ROWS]),
      // The company's page reads the company the lead links (its drawing is companies.test.tsx's).
      http.get('/api/company/details', ({ request }) => {
        companiesRead.push(new URL(request.url).searchParams.get('companyId'));
        return apiError(404, 'not_found');
      }),
    );
    const { user } = await renderApp('/companies/leads', { loggedIn: true });

    const row = (await screen.findByText('Piotr Lis')).closest('tr') as HTMLElement;
    expect(within(row).getByText('City not served')).toBeInTheDocument();
    expect(within(row).getByText('Lublin')).toBeInTheDocument();
    expect(within(row).getByText('20-002')).toBeInTheDocument();
    // The time it was last said; the first time in the expanded row, with where it came from.
    expect(row).toHaveTextContent(/\d{2}:\d{2} 21\.11\.26/);
    const demo = screen.getByText('Anna Kowalczyk').closest('tr') as HTMLElement;
    expect(within(demo).getByText('Demo request')).toBeInTheDocument();
    expect(within(demo).queryByRole('link', { name: /Open the company/ })).toBeNull();

    await user.click(within(row).getByText('Lublin'));
    expect(await screen.findByText('Source: A pickup point saved there')).toBeInTheDocument();
    expect(screen.getByText(/First received: \d{2}:\d{2} 19\.11\.26/)).toBeInTheDocument();

    await user.click(within(row).getByRole('link', { name: 'Open the company Sklep Lubelski' }));
    await waitFor(() => expect(currentPath()).toBe('/companies/company/7'));
    await waitFor(() => expect(companiesRead).toContain('7'));
  });

  it('filters by kind on the server', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), leadList([COVERAGE_LEAD, ...ROWS], queries));
    const { user } = await renderApp('/companies/leads', { loggedIn: true });
    await screen.findByText('Piotr Lis');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'City not served' }));
    await waitFor(() => expect(screen.queryByText('Anna Kowalczyk')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('kind')).toBe('coverage');
    expect(screen.getByText('Piotr Lis')).toBeInTheDocument();
  });

  it('searches on the server and says when nothing matches', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), leadList(ROWS, queries));
    const { user } = await renderApp('/companies/leads', { loggedIn: true });
    await screen.findByText('Jan Nowak');

    await user.type(screen.getByPlaceholderText('Search name, e-mail, company, city'), 'apteka');
    await waitFor(() => expect(screen.queryByText('Anna Kowalczyk')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('q')).toBe('apteka');
    expect(screen.getByText('Jan Nowak')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search name, e-mail, company, city'), '-nobody');
    expect(await screen.findByText('No leads match the search.')).toBeInTheDocument();
  });

  it('says when there are no requests yet', async () => {
    server.use(...session(), leadList([]));
    await renderApp('/companies/leads', { loggedIn: true });
    expect(await screen.findByText('No leads yet.')).toBeInTheDocument();
  });

  it('shows an error with a refresh that loads again', async () => {
    let fail = true;
    server.use(
      ...session(),
      http.get('/api/lead/list', () =>
        fail ? apiError(500, 'internal') : HttpResponse.json({ items: ROWS, total: 2 }),
      ),
    );
    const { user } = await renderApp('/companies/leads', { loggedIn: true });

    const alert = (await screen.findByText(/The leads could not be loaded/)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Anna Kowalczyk')).toBeInTheDocument();
  });

  it('is reached from the company list toolbar, and leads back to it', async () => {
    server.use(
      ...session(),
      leadList(),
      http.get('/api/company/page-list', () => HttpResponse.json({ items: [], total: 0, pendingCount: 0 })),
      http.get('/api/company/pending-count', () => HttpResponse.json({ pendingCount: 0 })),
    );
    const { user } = await renderApp('/companies/list', { loggedIn: true });

    await user.click(await screen.findByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(currentPath()).toBe('/companies/leads'));
    expect(await screen.findByText('Anna Kowalczyk')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Companies' }));
    await waitFor(() => expect(currentPath()).toBe('/companies/list'));
  });

  it('tells a user without the companies page that the leads are closed to it', async () => {
    server.use(...session(['orders.canAccessPage', 'settings.canAccessPage']), leadList());
    await renderApp('/companies/leads', { loggedIn: true });
    await expectClosedPage('/companies/leads');
  });
});
