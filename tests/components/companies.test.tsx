// The companies section: the list with search, filter and states, the company page with its activation section and
// editable sections, not-found, unknown paths, /companies/create (companies register themselves: the link to send
// them), and the menu badge (the number of companies in pending status).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyDetails, CompanyListRow } from '../../domain/companySchemas.ts';
import { LOCALE_STORE_KEY } from '../../src/i18n/index.ts';
import { connectFakeSockets, emitServerEvent, fakeSocketOptions, fakeSockets } from './support/fakeSocket.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { expectClosedPage } from './support/closedPage.ts';
import { captureDownloads } from './support/downloads.ts';
import { answerConfirms } from './support/confirms.ts';

const ADMIN = ['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage', 'company.canWrite'];

const row = (overrides: Partial<CompanyListRow> = {}): CompanyListRow => ({
  id: 7,
  name: 'Księgarnia Czytelnik Sp. z o.o.',
  displayName: null,
  logo: null,
  status: 'pending',
  region: 'Warszawa',
  ownerName: 'Izydor Nowicki',
  ownerEmail: 'kontakt@ksiegarnia.pl',
  nip: '5260250274',
  contractState: 'generated',
  locationsCount: 2,
  createdAt: '2025-01-10T10:00:00.000Z',
  activatedAt: null,
  ...overrides,
});

const details = (overrides: Partial<CompanyDetails> = {}): CompanyDetails => ({
  id: 7,
  name: 'Księgarnia Czytelnik Sp. z o.o.',
  displayName: null,
  logo: null,
  countryCode: 'PL',
  status: 'pending',
  region: 'Warszawa',
  createdAt: '2025-01-10T10:00:00.000Z',
  activatedAt: null,
  contract: { generatedAt: '2025-01-11T10:00:00.000Z' },
  contractState: 'generated',
  contractGeneratedAt: '2025-01-11T10:00:00.000Z',
  canActivate: true,
  contractData: {
    firstName: 'Izydor',
    lastName: 'Nowicki',
    name: 'Księgarnia Czytelnik Sp. z o.o.',
    displayName: 'Księgarnia Czytelnik',
    headquartersIn: 'Warszawa',
    nip: '5260250274',
    regon: '012345675',
    street: 'Prosta',
    streetNumber: '2',
    zipCode: '00-850',
    city: 'Warszawa',
  },
  ownerInfo: { name: 'Izydor Nowicki', email: 'kontakt@ksiegarnia.pl', phone: '600100200', city: 'Warszawa' },
  orderSettings: {
    allowedPayments: ['generic_prepaid'],
    orderFormFields: [],
    orderFormSuggestedProducts: [],
    maxOrderProductsAllowed: 3,
    defaultPackageSize: 'M',
    showDeliveryEstimationOnForm: true,
    scheduledAtToScheduledRange: false,
  },
  deliverySettings: {
    cancelOrderAfter: 300,
    maxDeliveryDistanceRadius: 20000,
    groupPickupPointOrders: false,
    groupedOrdersMaxDistance: 2000,
    maxDestinationDistanceRadius: 25000,
    showOnOrderMarketAfter: 0,
  },
  workingSettings: {},
  locationsCount: 0,
  regionSuggestion: { region: 'Warszawa', pickupPoints: 2, coveredPickupPoints: 2 },
  ...overrides,
});

/** The company calls: list pages (recording their queries), details by id, the pending count. */
const companyHandlers = (
  opts: {
    rows?: CompanyListRow[];
    companies?: CompanyDetails[];
    pending?: () => number;
    queries?: URLSearchParams[];
  } = {},
) => {
  const rows = opts.rows ?? [
    row(),
    row({ id: 8, name: 'Apteka Słoneczna S.A.', status: 'active', contractState: 'signed' }),
  ];
  const companies = opts.companies ?? [details()];
  return [
    http.get('/api/company/page-list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      opts.queries?.push(params);
      const q = params.get('q')?.toLowerCase();
      const status = params.get('status');
      const items = rows.filter(
        (r) => (!q || r.name.toLowerCase().includes(q)) && (!status || status.split(',').includes(r.status)),
      );
      return HttpResponse.json({
        items,
        total: items.length,
        pendingCount: rows.filter((r) => r.status === 'pending').length,
      });
    }),
    http.get('/api/company/details', ({ request }) => {
      const found = companies.find((c) => c.id === Number(new URL(request.url).searchParams.get('companyId')));
      return found ? HttpResponse.json({ company: found }) : apiError(404, 'company_not_found');
    }),
    http.get('/api/company/pending-count', () =>
      HttpResponse.json({ pendingCount: opts.pending ? opts.pending() : 1 }),
    ),
    http.get('/api/region/locations', () => HttpResponse.json([])),
  ];
};

const session = (paths = ADMIN) => sessionHandlers(operatorMe(paths));

describe('company list', () => {
  it('shows the companies with their status, owner, NIP and contract state; a row opens the company', async () => {
    server.use(...session(), ...companyHandlers());
    const { user } = await renderApp('/companies/list', { loggedIn: true });

    const first = (await screen.findByText('Księgarnia Czytelnik Sp. z o.o.')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByText('kontakt@ksiegarnia.pl')).toBeInTheDocument();
    expect(within(first).getByText('5260250274')).toBeInTheDocument();
    expect(within(first).getByText('Generated, awaiting signature')).toBeInTheDocument();
    expect(screen.getByText('Apteka Słoneczna S.A.').closest('tr')).toHaveTextContent('Active');

    await user.click(within(first).getByText('Izydor Nowicki'));
    await waitFor(() => expect(currentPath()).toBe('/companies/company/7'));
    expect(
      await screen.findByRole('heading', { name: 'Księgarnia Czytelnik Sp. z o.o.', level: 1 }),
    ).toBeInTheDocument();
  });

  it('opens a company from react-admin’s paths /companies/:id and /companies/:id/show at the spec’s path', async () => {
    server.use(...session(), ...companyHandlers());
    await renderApp('/companies/7/show', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/companies/company/7'));
    expect(
      await screen.findByRole('heading', { name: 'Księgarnia Czytelnik Sp. z o.o.', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows a company without a region as such, never as another city', async () => {
    server.use(
      ...session(),
      ...companyHandlers({
        rows: [
          row({ region: null, name: 'Nowa Firma Demo' }),
          row({ id: 8, name: 'Apteka Słoneczna S.A.', region: 'Kraków' }),
        ],
      }),
    );
    await renderApp('/companies/list', { loggedIn: true });
    const fresh = (await screen.findByText('Nowa Firma Demo')).closest('tr') as HTMLElement;
    expect(within(fresh).getByText('No region')).toBeInTheDocument();
    expect(fresh).not.toHaveTextContent('Warszawa');
    expect(screen.getByText('Apteka Słoneczna S.A.').closest('tr')).toHaveTextContent('Kraków');
  });

  it('searches on the server and filters by status', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), ...companyHandlers({ queries }));
    const { user } = await renderApp('/companies/list', { loggedIn: true });
    await screen.findByText('Apteka Słoneczna S.A.');

    await user.type(screen.getByPlaceholderText('Name, NIP or owner e-mail'), 'apteka');
    await waitFor(() => expect(screen.queryByText('Księgarnia Czytelnik Sp. z o.o.')).not.toBeInTheDocument());
    expect(queries.at(-1)?.get('q')).toBe('apteka');
    expect(queries.at(-1)?.get('perPage')).toBe('25');

    await user.clear(screen.getByPlaceholderText('Name, NIP or owner e-mail'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('pending'));
    expect(await screen.findByText('Księgarnia Czytelnik Sp. z o.o.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Apteka Słoneczna S.A.')).not.toBeInTheDocument());
  });

  it('says when nothing matches, and shows an error with a refresh that loads again', async () => {
    let fail = true;
    server.use(
      http.get('/api/company/page-list', () =>
        fail ? apiError(500, 'internal') : HttpResponse.json({ items: [], total: 0, pendingCount: 0 }),
      ),
      ...session(),
      ...companyHandlers({ rows: [] }),
    );
    const { user } = await renderApp('/companies/list', { loggedIn: true });

    const alert = (await screen.findByText(/The companies could not be loaded/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('There are no companies yet.')).toBeInTheDocument();
  });

  it('sends /companies and unknown paths under it to the list', async () => {
    server.use(...session(), ...companyHandlers());
    await renderApp('/companies/whatever/else', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/companies/list'));
    expect(await screen.findByText('Apteka Słoneczna S.A.')).toBeInTheDocument();
  });

  it('/companies/create says that companies register themselves and gives the registration link to copy', async () => {
    server.use(...session(), ...companyHandlers());
    const { user } = await renderApp('/companies/create', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'New company', level: 1 }, { timeout: 10_000 })).toBeVisible();
    expect(currentPath()).toBe('/companies/create');
    expect(screen.getByText(/each company registers itself with the registration form/)).toBeInTheDocument();
    const url = `${window.location.origin}/register`;
    expect(screen.getByRole('textbox', { name: 'Registration link' })).toHaveValue(url);
    const open = screen.getByRole('link', { name: 'Open the registration form (new tab)' });
    expect(open).toHaveAttribute('href', url);
    expect(open).toHaveAttribute('target', '_blank');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the company list' }));
    await waitFor(() => expect(currentPath()).toBe('/companies/list'));
  });

  it('tells a user without the companies page that it is closed to it', async () => {
    server.use(...session(['orders.canAccessPage', 'settings.canAccessPage']), ...companyHandlers());
    await renderApp('/companies/list', { loggedIn: true });
    await expectClosedPage('/companies/list');
  });
});

describe('company page', () => {
  it('activates a pending company with a contract: the client name is required, then it is active and notified', async () => {
    let company = details();
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/company/details', () => HttpResponse.json({ company })),
      ...session(),
      ...companyHandlers(),
      http.post('/api/company/activate', async ({ request }) => {
        const body = (await request.json()) as { displayName: string };
        bodies.push(body);
        company = details({
          status: 'active',
          displayName: body.displayName,
          canActivate: false,
          contractState: 'signed',
          activatedAt: '2025-01-12T09:30:00.000Z',
        });
        return HttpResponse.json({ company });
      }),
    );
    const { user } = await renderApp('/companies/company/7', { loggedIn: true });

    const activation = await screen.findByRole('region', { name: 'Activation' });
    const input = within(activation).getByRole('textbox', { name: /Client name shown to drivers/ });
    expect(input).toHaveValue('Księgarnia Czytelnik');
    // Pre-filled with the region of its pickup points.
    expect(within(activation).getByRole('combobox', { name: /Region it works in/ })).toHaveTextContent('Warszawa');
    expect(within(activation).getByText(/Pre-filled with the region of its pickup points/)).toBeInTheDocument();
    await user.clear(input);
    await user.click(within(activation).getByRole('button', { name: 'Activate company' }));
    expect(await within(activation).findByText('Field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(input, 'Czytelnik');
    await user.click(within(activation).getByRole('button', { name: 'Activate company' }));
    expect(await screen.findByText('Company activated')).toBeInTheDocument();
    expect(bodies).toEqual([{ companyId: 7, displayName: 'Czytelnik', region: 'Warszawa' }]);
    expect(await within(activation).findByText(/The company has been active since/)).toBeInTheDocument();
    expect(screen.getByText('Shown to drivers as: Czytelnik')).toBeInTheDocument();
  });

  it('lets the admin choose another region, and shows the server’s refusal in the user’s words', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...session(),
      ...companyHandlers(),
      http.get('/api/region/list', () =>
        HttpResponse.json([
          { id: 1, name: 'Warszawa', active: true },
          { id: 2, name: 'Kraków', active: true },
        ]),
      ),
      http.post('/api/company/activate', async ({ request }) => {
        bodies.push(await request.json());
        return apiError(409, 'company_outside_regions');
      }),
    );
    const { user } = await renderApp('/companies/company/7', { loggedIn: true });
    const activation = await screen.findByRole('region', { name: 'Activation' });
    await user.click(within(activation).getByRole('combobox', { name: /Region it works in/ }));
    await user.click(await screen.findByRole('option', { name: 'Kraków' }));
    await user.click(within(activation).getByRole('button', { name: 'Activate company' }));
    expect(
      await screen.findByText(/None of the company’s pickup points lies in a region we deliver in/),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ companyId: 7, displayName: 'Księgarnia Czytelnik', region: 'Kraków' }]);
  });

  it('says why a company whose pickup points lie outside every region cannot be activated, and offers no activation', async () => {
    server.use(
      ...session(),
      ...companyHandlers({
        companies: [
          details({ region: null, regionSuggestion: { region: null, pickupPoints: 2, coveredPickupPoints: 0 } }),
        ],
      }),
    );
    await renderApp('/companies/company/7', { loggedIn: true });
    const activation = await screen.findByRole('region', { name: 'Activation' });
    expect(within(activation).getByText('Outside every region')).toBeInTheDocument();
    expect(
      within(activation).getByText(/None of its pickup points lies in a region we deliver in/),
    ).toBeInTheDocument();
    expect(within(activation).getByRole('button', { name: 'Activate company' })).toBeDisabled();
    // The header says it has no region, not another city.
    expect(screen.getByText(/No region · registered/)).toBeInTheDocument();
  });

  it('asks for the region of a company without pickup points before sending anything', async () => {
    const bodies: unknown[] = [];
    server.use(
      ...session(),
      ...companyHandlers({
        companies: [
          details({ region: null, regionSuggestion: { region: null, pickupPoints: 0, coveredPickupPoints: 0 } }),
        ],
      }),
      http.post('/api/company/activate', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ company: details() });
      }),
    );
    const { user } = await renderApp('/companies/company/7', { loggedIn: true });
    const activation = await screen.findByRole('region', { name: 'Activation' });
    expect(
      within(activation).getByText(/The company has no pickup points: choose the region it works in/),
    ).toBeInTheDocument();
    await user.click(within(activation).getByRole('button', { name: 'Activate company' }));
    expect(await within(activation).findByText('Field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('tells a pending company without a contract that it awaits contract generation', async () => {
    server.use(
      ...session(),
      ...companyHandlers({
        companies: [
          details({
            canActivate: false,
            contract: null,
            contractGeneratedAt: null,
            contractState: 'pending',
            contractData: null,
          }),
        ],
      }),
    );
    await renderApp('/companies/company/7', { loggedIn: true });

    const activation = await screen.findByRole('region', { name: 'Activation' });
    expect(within(activation).getByText('Awaiting contract generation')).toBeInTheDocument();
    expect(within(activation).queryByRole('button', { name: 'Activate company' })).not.toBeInTheDocument();
    expect(screen.getByText('The company has not filled in its company data yet.')).toBeInTheDocument();
    // No contract yet: nothing to view.
    expect(within(activation).queryByRole('button', { name: 'View contract (PDF)' })).not.toBeInTheDocument();
  });

  it('offers the generated contract before activation, to a user who may only read companies too, and says when it fails', async () => {
    const saved = captureDownloads();
    const asked: string[] = [];
    let fail = false;
    server.use(
      ...session(['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage']),
      ...companyHandlers(),
      http.get('/api/company/contract', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('companyId') ?? '');
        if (fail) return apiError(500, 'boom');
        return new HttpResponse('%PDF-1.7 contract', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="contract.pdf"' },
        });
      }),
    );
    const { user } = await renderApp('/companies/company/7', { loggedIn: true });

    const activation = await screen.findByRole('region', { name: 'Activation' });
    await user.click(within(activation).getByRole('button', { name: 'View contract (PDF)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual(['7']);
    expect(saved[0].name).toBe('contract.pdf');
    expect(await saved[0].blob.text()).toBe('%PDF-1.7 contract');

    fail = true;
    await user.click(within(activation).getByRole('button', { name: 'View contract (PDF)' }));
    expect(await screen.findByText('The contract could not be downloaded. Try again later.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('shows the sections, and edits the delivery settings with field errors from the form and from the server', async () => {
    const bodies: { deliverySettings: Record<string, unknown> }[] = [];
    let answer: 'fieldError' | 'ok' = 'fieldError';
    let company = details();
    server.use(
      http.get('/api/company/details', () => HttpResponse.json({ company })),
      ...session(),
      ...companyHandlers(),
      http.post('/api/company/update', async ({ request }) => {
        const body = (await request.json()) as { deliverySettings: Record<string, unknown> };
        bodies.push(body);
        if (answer === 'fieldError') {
          return HttpResponse.json(
            {
              name: 'BadRequest',
              message: 'invalid',
              errorCode: 'validation_failed',
              errors: { 'deliverySettings.showOnOrderMarketAfter': ['companies.validation.integer'] },
            },
            { status: 400 },
          );
        }
        company = details({
          deliverySettings: { ...details().deliverySettings, ...(body.deliverySettings as object) },
        });
        return HttpResponse.json({ company });
      }),
    );
    const { user } = await renderApp('/companies/company/7', { loggedIn: true, withShell: true });

    const delivery = await screen.findByRole('region', { name: 'Delivery settings' });
    expect(within(delivery).getByText('300 s (5 min)')).toBeInTheDocument();
    expect(within(delivery).getByText('20.00 km')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order settings' })).toHaveTextContent('Prepaid');
    expect(screen.getByRole('region', { name: 'Contract data' })).toHaveTextContent('012345675');
    expect(screen.getByRole('region', { name: 'Owner' })).toHaveTextContent('kontakt@ksiegarnia.pl');

    await user.click(within(delivery).getByRole('button', { name: 'Edit: Delivery settings' }));
    const cancelAfter = within(delivery).getByRole('spinbutton', { name: /Cancel a not accepted order after/ });
    await user.clear(cancelAfter);
    await user.type(cancelAfter, '30');
    await user.click(within(delivery).getByRole('button', { name: 'Save' }));
    expect(await within(delivery).findByText('Value must be at least 60')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(cancelAfter);
    await user.type(cancelAfter, '600');
    await user.click(within(delivery).getByRole('button', { name: 'Save' }));
    expect(await within(delivery).findByText('Value must be a whole number')).toBeInTheDocument();
    expect(bodies.at(-1)?.deliverySettings.cancelOrderAfter).toBe(600);

    answer = 'ok';
    await user.click(within(delivery).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company data updated')).toBeInTheDocument();
    expect(await within(delivery).findByText('600 s (10 min)')).toBeInTheDocument();

    // A section edited and not saved: leaving the page asks first (no: it stays, as typed); cancelled, it does not.
    const asked = answerConfirms(false);
    await user.click(within(delivery).getByRole('button', { name: 'Edit: Delivery settings' }));
    const again = within(delivery).getByRole('spinbutton', { name: /Cancel a not accepted order after/ });
    await user.clear(again);
    await user.type(again, '900');
    await user.click(screen.getByRole('menuitem', { name: /Companies/ }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(currentPath()).toBe('/companies/company/7');
    expect(again).toHaveValue(900);
    await user.click(within(delivery).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('menuitem', { name: /Companies/ }));
    await waitFor(() => expect(currentPath()).not.toBe('/companies/company/7'));
    expect(asked).toHaveLength(1);
  });

  it("shows the owner's delivery product translated, not its code", async () => {
    const owner = (deliveryProductType: string) =>
      details({ ownerInfo: { ...details().ownerInfo!, deliveryProductType } });
    server.use(...session(), ...companyHandlers({ companies: [owner('pickup_delivery')] }));
    const first = await renderApp('/companies/company/7', { loggedIn: true });

    const section = await screen.findByRole('region', { name: 'Owner' });
    expect(within(section).getByText('Pickup delivery')).toBeInTheDocument();
    expect(section).not.toHaveTextContent('pickup_delivery');
    first.unmount();

    // A product type of the registration form, in Czech.
    window.localStorage.setItem(`RaStore.${LOCALE_STORE_KEY}`, JSON.stringify('cz'));
    server.use(...companyHandlers({ companies: [owner('homeAndGarden')] }));
    await renderApp('/companies/company/7', { loggedIn: true });
    const czech = await screen.findByRole('region', { name: 'Vlastník' });
    expect(within(czech).getByText('Produkt doručení')).toBeInTheDocument();
    expect(within(czech).getByText('Dům a zahrada')).toBeInTheDocument();
    expect(czech).not.toHaveTextContent('homeAndGarden');
  });

  it('uploads a logo (PNG, JPEG or WebP of at most 1 MB) and refuses other files before sending them', async () => {
    const uploads: { companyId: number; contentType: string; data: string }[] = [];
    let company = details({ logo: null });
    server.use(
      http.get('/api/company/details', () => HttpResponse.json({ company })),
      http.post('/api/company/logo', async ({ request }) => {
        const body = (await request.json()) as { companyId: number; contentType: string; data: string };
        uploads.push(body);
        company = details({ logo: '/images/companies/7-abc.png' });
        return HttpResponse.json({ company });
      }),
      ...session(),
      ...companyHandlers(),
    );
    await renderApp('/companies/company/7', { loggedIn: true });
    await screen.findByRole('button', { name: 'Upload logo' });
    const input = screen.getByTestId('company-logo-input') as HTMLInputElement;

    // The input is hidden behind the button: the file chooser's answer arrives as a change event.
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('The logo must be a PNG, JPEG or WebP image.')).toBeInTheDocument();
    // (one toast at a time: the size refusal queues behind the first; no request is what matters)
    choose(new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(uploads).toEqual([]);

    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Change logo' })).toBeInTheDocument();
    expect(uploads).toEqual([{ companyId: 7, contentType: 'image/png', data: 'iVBORw==' }]);
  });

  it('tells why the server refused a logo it decoded: a damaged or mixed file, or too many pixels', async () => {
    const refusals = [
      { errorCode: 'logo_image_invalid', errors: { data: ['companies.validation.logoInvalid'] } },
      { errorCode: 'logo_dimensions_too_large', errors: { data: ['companies.validation.logoDimensions'] } },
    ];
    server.use(
      http.get('/api/company/details', () => HttpResponse.json({ company: details({ logo: null }) })),
      http.post('/api/company/logo', () =>
        HttpResponse.json({ name: 'BadRequest', message: 'refused', ...refusals.shift()! }, { status: 400 }),
      ),
      ...session(),
      ...companyHandlers(),
    );
    await renderApp('/companies/company/7', { loggedIn: true });
    await screen.findByRole('button', { name: 'Upload logo' });
    const input = screen.getByTestId('company-logo-input') as HTMLInputElement;
    const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

    fireEvent.change(input, { target: { files: [png()] } });
    expect(
      await screen.findByText(
        'The logo file is damaged or holds more than an image. Save it again as PNG, JPEG or WebP.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload logo' })).toBeEnabled());
    fireEvent.change(input, { target: { files: [png()] } });
    expect(
      await screen.findByText(
        'The logo image is too large: at most 25 megapixels (e.g. 5000 × 5000).',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    // Nothing changed on the page: still no logo.
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeInTheDocument();
  });

  it('shows a message with a way back to the list for an unknown company', async () => {
    server.use(...session(), ...companyHandlers());
    const { user } = await renderApp('/companies/company/404', { loggedIn: true });

    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the company list' }));
    await waitFor(() => expect(currentPath()).toBe('/companies/list'));
  });

  it('hides the edit and activation controls from a user who may only read companies', async () => {
    server.use(
      ...session(['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage']),
      ...companyHandlers(),
    );
    await renderApp('/companies/company/7', { loggedIn: true });

    const activation = await screen.findByRole('region', { name: 'Activation' });
    expect(within(activation).getByText(/You may not activate companies/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
  });
});

describe('menu badge', () => {
  it('counts the pending companies and refetches on the real-time company event', async () => {
    let pending = 3;
    server.use(...session(), ...companyHandlers({ pending: () => pending }));
    await renderApp('/settings', { loggedIn: true, withShell: true });

    expect(await screen.findByRole('status', { name: '3 companies waiting for activation' })).toHaveTextContent('3');
    pending = 1;
    emitServerEvent('companyStatusChange', { companyId: 7, status: 'active', previousStatus: 'pending' });
    expect(await screen.findByRole('status', { name: '1 company waiting for activation' })).toHaveTextContent('1');
    pending = 0;
    emitServerEvent('companyStatusChange', { companyId: 9, status: 'active', previousStatus: 'pending' });
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: /waiting for activation/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('menuitem', { name: /Companies/ })).toBeInTheDocument();
  });

  it('counts again once when the console’s socket joins its rooms after the count was read', async () => {
    // A sign-in or a reload: a company activated while the socket connects is not heard; its first connection asks.
    fakeSocketOptions.connectOnOpen = false;
    let pending = 3;
    server.use(...session(), ...companyHandlers({ pending: () => pending }));
    await renderApp('/settings', { loggedIn: true, withShell: true });
    expect(await screen.findByRole('status', { name: '3 companies waiting for activation' })).toHaveTextContent('3');
    await waitFor(() => expect(fakeSockets.at(-1)?.handlers.get('companyStatusChange')?.length).toBeGreaterThan(0));
    pending = 2;

    act(() => connectFakeSockets());

    expect(await screen.findByRole('status', { name: '2 companies waiting for activation' })).toHaveTextContent('2');
  });
});
