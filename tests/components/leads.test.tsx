// The operators' list of demo requests (/companies/leads): rows with mailto links and the truncated message, search
// on the server, the empty state, the error with a refresh, and the way in from the company list.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../../src/domain/leadSchemas.ts';
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
  name: 'Anna Kowalczyk',
  email: 'anna@sklep-zielony.pl',
  phone: '600 100 200',
  companyName: 'Sklep Zielony',
  message: LONG_MESSAGE,
  source: 'utm_source=newsletter',
  createdAt: '2026-11-20T09:15:00.000Z',
  ...overrides,
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
    const items = rows.filter((r) => !q || [r.name, r.email, r.companyName].some((v) => v?.toLowerCase().includes(q)));
    return HttpResponse.json({ items, total: items.length });
  });

const session = (paths = ADMIN) => sessionHandlers(operatorMe(paths));

describe('demo requests list (/companies/leads)', () => {
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

  it('searches on the server and says when nothing matches', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), leadList(ROWS, queries));
    const { user } = await renderApp('/companies/leads', { loggedIn: true });
    await screen.findByText('Jan Nowak');

    await user.type(screen.getByPlaceholderText('Search name, e-mail, company'), 'apteka');
    await waitFor(() => expect(screen.queryByText('Anna Kowalczyk')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('q')).toBe('apteka');
    expect(screen.getByText('Jan Nowak')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search name, e-mail, company'), '-nobody');
    expect(await screen.findByText('No demo requests match the search.')).toBeInTheDocument();
  });

  it('says when there are no requests yet', async () => {
    server.use(...session(), leadList([]));
    await renderApp('/companies/leads', { loggedIn: true });
    expect(await screen.findByText('No demo requests yet.')).toBeInTheDocument();
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

    const alert = (await screen.findByText(/The demo requests could not be loaded/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
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

    await user.click(await screen.findByRole('link', { name: 'Demo requests' }));
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
