// Locations as a react-admin resource, through the whole console: a new location at /locations/create?companyId=
// (a client user's own company), the edit form at /locations/:id (saving unchanged sends every field back, the hidden
// working settings too; the server's refusals mapped as in the dialog), the location's page at /locations/:id/show
// (Edit only for a user who may write), /locations leading to the lists that exist, the lists' links to each
// location's page and back, and the not-found and refused states.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../domain/api.ts';
import type { CompanyLocations, Location } from '../../domain/locationApi.ts';
import type { WorkingSettings } from '../../domain/types.ts';
import { CompanyLocationsSection } from '../../src/resources/locations/CompanyLocationsSection.tsx';
import { clientMe, operatorMe } from './support/fixtures.ts';
import { apiError, filterOptionHandlers, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { renderInSession } from './support/renderInSession.tsx';
import { server } from './support/server.ts';
import { answerConfirms } from './support/confirms.ts';

const hm = (hour: number, minute = 0) => ({ hour, minute });

/** Everything a location's settings may hold, as the console sends it back: the form shows only part of it. */
const STORED: WorkingSettings = {
  monday: {
    closed: false,
    ranges: [
      { from: hm(8), to: hm(12) },
      { from: hm(13), to: hm(16) },
    ],
  },
  wednesday: { closed: false, from: hm(9), to: hm(15, 30) },
  sunday: { closed: true },
  defaultWorkingHours: { closed: false, from: hm(9), to: hm(17) },
  customDates: [
    { date: '2099-12-24', closed: true },
    { date: '2099-12-31', closed: false, from: hm(10), to: hm(14) },
  ],
  nonStandardWorkingHours: true,
  zone: 'Europe/Warsaw',
};

const location = (overrides: Partial<Location> = {}): Location => ({
  id: 5,
  companyId: 3,
  name: 'Kwiaciarnia Centrum',
  phone: '600 100 200',
  address: {
    street: 'Prosta 2',
    city: 'Warszawa',
    zipCode: '00-850',
    formatted: 'Prosta 2, 00-850 Warszawa',
    lat: 52.23258,
    lng: 20.99429,
  },
  defaultNote: 'Back door',
  active: true,
  workingSettings: STORED,
  createdAt: '2026-01-01T10:00:00.000Z',
  region: 'Warszawa',
  ...overrides,
});

const ADMIN = operatorMe([
  'orders.canAccessPage',
  'company.canAccessPage',
  'company.canWrite',
  'zipCodes.canAccessPage',
  'settings.canAccessPage',
]);
/** Reads locations (the zip-code page) but may not write them. */
const READER = operatorMe(['zipCodes.canAccessPage', 'settings.canAccessPage']);

/**
 * A signed-in session of `me`. The calls of the pages a test leaves for (the company page, the companies list) answer
 * 404: the test looks at the path reached, not at that page.
 */
const signIn = (me: MeResponse) => {
  server.use(http.get('/api/*', () => apiError(404, 'not_found')));
  server.use(...filterOptionHandlers(), ...sessionHandlers(me));
};

interface Api {
  bodies: Record<string, unknown>[];
  queries: URLSearchParams[];
}

/**
 * The locations calls of company 3 (Kwiaty sp. z o.o.): the list (?locationId= narrows it; an unknown id answers an
 * empty list, as the server does), add and update answering `answer` (a saved location by default).
 */
const locationsApi = (
  stored: Location[],
  answer?: (call: number, body: Record<string, unknown>) => Response | undefined,
): Api => {
  const api: Api = { bodies: [], queries: [] };
  let saved = [...stored];
  const save = async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    api.bodies.push(body);
    const given = answer?.(api.bodies.length, body);
    if (given) return given;
    const id = typeof body.locationId === 'number' ? body.locationId : 9;
    const { locationId: _id, companyId: _company, street, city, zipCode, ...rest } = body;
    const answered = location({
      ...(rest as Partial<Location>),
      id,
      address: {
        street: String(street),
        city: String(city),
        zipCode: String(zipCode),
        formatted: null,
        lat: null,
        lng: null,
      },
    });
    saved = [...saved.filter((l) => l.id !== id), answered];
    return HttpResponse.json(answered);
  };
  server.use(
    http.get('/api/region/locations', ({ request }) => {
      const query = new URL(request.url).searchParams;
      api.queries.push(query);
      const locationId = Number(query.get('locationId'));
      const locations = locationId ? saved.filter((l) => l.id === locationId) : saved;
      return HttpResponse.json<CompanyLocations[]>(
        locationId && !locations.length ? [] : [{ companyId: 3, companyName: 'Kwiaty sp. z o.o.', locations }],
      );
    }),
    http.post('/api/region/locations/add', ({ request }) => save(request)),
    http.post('/api/region/locations/update', ({ request }) => save(request)),
  );
  return api;
};

/** The location fields of a body, as the form sends them for `l`. */
const bodyOf = (l: Location) => ({
  name: l.name,
  street: l.address.street,
  city: l.address.city,
  zipCode: l.address.zipCode,
  phone: l.phone,
  defaultNote: l.defaultNote,
  active: l.active,
  workingSettings: l.workingSettings,
});

const fillNewLocation = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.type(await screen.findByLabelText(/^Name/), 'Punkt Mokotów');
  await user.type(screen.getByLabelText(/^Street/), 'Puławska 10');
  await user.type(screen.getByLabelText(/^Zip code/), '02-677');
  await user.type(screen.getByLabelText(/^City/), 'Warszawa');
};

describe('/locations/create', () => {
  it("adds a location to the company of ?companyId= and goes back to the company's page", async () => {
    signIn(ADMIN);
    const api = locationsApi([]);
    const { user } = await renderApp('/locations/create?companyId=3&returnTo=%2Fcompanies%2Fcompany%2F3', {
      loggedIn: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'New location' })).toBeInTheDocument();
    expect(await screen.findByText('Kwiaty sp. z o.o.')).toBeInTheDocument();
    expect(api.queries[0]!.get('companyId')).toBe('3');

    // The shared schema checks the fields before anything is sent.
    await user.type(screen.getByLabelText(/^Name/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(api.bodies).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Name/));
    await fillNewLocation(user);
    await user.click(screen.getByLabelText('Sunday: Closed'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toEqual({
      companyId: 3,
      name: 'Punkt Mokotów',
      street: 'Puławska 10',
      city: 'Warszawa',
      zipCode: '02-677',
      phone: null,
      defaultNote: null,
      active: true,
      workingSettings: { sunday: { closed: true } },
    });
    expect(await screen.findByText('Location added')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/companies/company/3'));
  });

  it("shows the server's field errors under their fields", async () => {
    signIn(ADMIN);
    const api = locationsApi([], () =>
      HttpResponse.json(
        {
          name: 'ValidationError',
          message: 'invalid',
          errorCode: 'validation_failed',
          errors: {
            'workingSettings.monday.to': ['locations.validation.hoursOrder'],
            phone: ['locations.validation.zone'],
          },
        },
        { status: 400 },
      ),
    );
    const { user } = await renderApp('/locations/create?companyId=3', { loggedIn: true });
    await fillNewLocation(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('hours-monday')).getByText('The closing time must be after the opening time'),
    ).toBeInTheDocument();
    expect(screen.getByText('Unknown time zone')).toBeInTheDocument();
    expect(currentPath()).toBe('/locations/create');
  });

  it('a client user adds to its own company and comes back to /settings/locations, where the new location is listed', async () => {
    signIn(clientMe());
    const api = locationsApi([location()]);
    const { user } = await renderApp('/locations/create', { loggedIn: true });
    await fillNewLocation(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toMatchObject({ companyId: 3, name: 'Punkt Mokotów', zipCode: '02-677' });
    await waitFor(() => expect(currentPath()).toBe('/settings/locations'));
    expect(await screen.findByTestId('location-9')).toBeInTheDocument();
  });

  it('an operator without ?companyId= is sent to a company; a company it does not reach is not found', async () => {
    signIn(ADMIN);
    locationsApi([]);
    server.use(http.get('/api/region/locations', () => HttpResponse.json([])));
    await renderApp('/locations/create', { loggedIn: true });
    expect(
      await screen.findByText('A location belongs to a company: add it from the company’s page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies/list');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    window.history.pushState(null, '', '/locations/create?companyId=44');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('The company was not found.')).toBeInTheDocument();
  });
});

describe('/locations/:id', () => {
  it('saving unchanged sends every field back, the opening hours and special dates the form keeps included', async () => {
    signIn(clientMe());
    const stored = location();
    const api = locationsApi([stored]);
    const { user } = await renderApp('/locations/5', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Kwiaciarnia Centrum' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Kwiaciarnia Centrum');
    expect(screen.getByLabelText(/^Street/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Monday, range 2 From')).toHaveValue('13:00');
    expect(screen.getByTestId('special-date-2099-12-31')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(api.bodies[0]).toEqual({ locationId: 5, ...bodyOf(stored) });
    expect(await screen.findByText('Location updated')).toBeInTheDocument();
    // A client user goes back to its pickup points.
    await waitFor(() => expect(currentPath()).toBe('/settings/locations'));
  });

  it('asks before an edited location is left for another page; no keeps it as typed, yes leaves', async () => {
    signIn(ADMIN);
    const api = locationsApi([location()]);
    const { user } = await renderApp('/locations/5', { loggedIn: true, withShell: true });
    await user.type(await screen.findByLabelText(/^Name/), ' 2');
    const asked = answerConfirms(false, true);
    await user.click(screen.getByRole('menuitem', { name: /Companies/ }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(currentPath()).toBe('/locations/5');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Kwiaciarnia Centrum 2');
    await user.click(screen.getByRole('menuitem', { name: /Companies/ }));
    await waitFor(() => expect(currentPath()).not.toBe('/locations/5'));
    expect(asked).toHaveLength(2);
    expect(api.bodies).toEqual([]);
  });

  it("maps the server's refusals as the dialog does: an address it cannot place opens the address, under the zip code", async () => {
    signIn(ADMIN);
    const api = locationsApi([location()], (call) => (call === 1 ? apiError(422, 'address_not_found') : undefined));
    const { user } = await renderApp('/locations/5?returnTo=%2Fcompanies%2Fcompany%2F3', { loggedIn: true });
    await user.clear(await screen.findByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      (await screen.findAllByText('The address was not found: check the zip code and city')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Street/)).not.toHaveAttribute('readonly');
    expect(currentPath()).toBe('/locations/5');

    await user.clear(screen.getByLabelText(/^Zip code/));
    await user.type(screen.getByLabelText(/^Zip code/), '00-851');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.bodies[1]).toMatchObject({ locationId: 5, name: 'Renamed', zipCode: '00-851', workingSettings: STORED });
    await waitFor(() => expect(currentPath()).toBe('/companies/company/3'));
  });

  it('a user who reads locations but may not write them is sent to the location’s page', async () => {
    signIn(READER);
    locationsApi([location()]);
    await renderApp('/locations/5', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/locations/5/show'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kwiaciarnia Centrum' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
  });
});

describe('/locations/:id/show', () => {
  it('shows the address, region, contact, opening hours and special dates, with Edit for a user who may write', async () => {
    signIn(ADMIN);
    const api = locationsApi([location()]);
    await renderApp('/locations/5/show', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kwiaciarnia Centrum' })).toBeInTheDocument();
    expect(api.queries.some((q) => q.get('locationId') === '5')).toBe(true);

    const address = screen.getByRole('region', { name: 'Address' });
    expect(within(address).getByRole('link', { name: 'Kwiaty sp. z o.o.' })).toHaveAttribute(
      'href',
      '/companies/company/3',
    );
    expect(within(address).getByText('Prosta 2')).toBeInTheDocument();
    expect(within(address).getByText('00-850')).toBeInTheDocument();
    const valueOf = (label: string) => within(address).getByText(label).closest('dt')!.nextElementSibling;
    expect(valueOf('City')).toHaveTextContent('Warszawa');
    expect(valueOf('Delivery region')).toHaveTextContent('Warszawa');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('600 100 200')).toBeInTheDocument();
    expect(within(contact).getByText('Back door')).toBeInTheDocument();

    expect(screen.getByTestId('hours-monday')).toHaveTextContent('08:00–12:00, 13:00–16:00');
    expect(screen.getByTestId('hours-wednesday')).toHaveTextContent('09:00–15:30');
    expect(screen.getByTestId('hours-sunday')).toHaveTextContent('Closed');
    // A day the settings leave out has the default day's hours.
    expect(screen.getByTestId('hours-tuesday')).toHaveTextContent('09:00–17:00');
    expect(within(screen.getByTestId('special-date-2099-12-24')).getByText('Closed')).toBeInTheDocument();
    expect(within(screen.getByTestId('special-date-2099-12-31')).getByText('10:00–14:00')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/locations/5');
    expect(screen.getByRole('link', { name: 'Zip codes' }).getAttribute('href')).toMatch(/\/zipCodes\?locationId=5$/);
    expect(screen.getByRole('link', { name: 'Back to Kwiaty sp. z o.o.' })).toHaveAttribute(
      'href',
      '/companies/company/3',
    );
  });

  it('a read-only user sees no Edit button; a location outside every region says so', async () => {
    signIn(READER);
    locationsApi([location({ region: null, workingSettings: {}, defaultNote: null })]);
    await renderApp('/locations/5/show', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kwiaciarnia Centrum' })).toBeInTheDocument();
    expect(screen.getByText('Delivery region').closest('dt')!.nextElementSibling).toHaveTextContent(
      'outside every delivery region',
    );
    expect(screen.getByText('No opening hours of its own: the company’s default hours apply.')).toBeInTheDocument();
    expect(screen.getByText('No special dates.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    // No company page for this user: the company is named, not linked.
    expect(screen.queryByRole('link', { name: 'Kwiaty sp. z o.o.' })).not.toBeInTheDocument();
    expect(screen.getByText('Kwiaty sp. z o.o.')).toBeInTheDocument();
  });

  it('an unknown id shows "not found"; a refusal of the server shows its reason', async () => {
    signIn(ADMIN);
    locationsApi([location()]);
    await renderApp('/locations/999/show', { loggedIn: true });
    expect(await screen.findByText('The pickup point was not found.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Kwiaciarnia Centrum' })).not.toBeInTheDocument();

    server.use(http.get('/api/region/locations', () => apiError(403, 'insufficient_permissions')));
    window.history.pushState(null, '', '/locations/5/show');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('Your account does not have the permissions for this.')).toBeInTheDocument();
  });

  it('a path that is no id is not found either', async () => {
    signIn(clientMe());
    const api = locationsApi([location()]);
    await renderApp('/locations/abc', { loggedIn: true });
    expect(await screen.findByText('The pickup point was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pickup locations' })).toHaveAttribute('href', '/settings/locations');
    expect(api.queries.filter((q) => q.has('locationId'))).toHaveLength(0);
  });
});

describe('the lists and /locations', () => {
  it('a client user goes from its pickup points to a location’s page, edits it and comes back to the list', async () => {
    signIn(clientMe());
    const api = locationsApi([location()]);
    const { user } = await renderApp('/settings/locations', { loggedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Details of Kwiaciarnia Centrum' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kwiaciarnia Centrum' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/locations/5/show?returnTo=%2Fsettings%2Flocations',
    );

    await user.click(screen.getByRole('link', { name: 'Edit' }));
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Kwiaciarnia Rynek');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentPath()).toBe('/settings/locations'));
    expect(api.bodies[0]).toMatchObject({ locationId: 5, name: 'Kwiaciarnia Rynek' });
    expect(await screen.findByText('Kwiaciarnia Rynek')).toBeInTheDocument();
    // The dialog stays where it was.
    expect(screen.getByRole('button', { name: 'Edit Kwiaciarnia Rynek' })).toBeInTheDocument();
  });

  it('/locations leads a client user to its pickup points and an operator to the companies', async () => {
    signIn(clientMe());
    locationsApi([location()]);
    await renderApp('/locations', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/settings/locations'));
    expect(await screen.findByText('Kwiaciarnia Centrum')).toBeInTheDocument();
  });

  it('/locations?companyId= leads an operator to that company’s page, /locations to the companies list', async () => {
    signIn(ADMIN);
    locationsApi([location()]);
    await renderApp('/locations?companyId=3', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/companies/company/3'));
    window.history.pushState(null, '', '/locations');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(currentPath()).toBe('/companies/list'));
  });
});

describe('the dialog, with the inputs it shares with the pages', () => {
  it('an address the server cannot place opens the address and says why under the zip code', async () => {
    const api = locationsApi([location()], (call) =>
      call === 1 ? apiError(422, 'address_matched_partially') : undefined,
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Edit Kwiaciarnia Centrum' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText(/^Street/)).toHaveAttribute('readonly');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    expect(await within(form).findByText('The zip code does not belong to this city')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Street/)).not.toHaveAttribute('readonly');
    expect(api.bodies[0]).toEqual({ locationId: 5, ...bodyOf(location()) });
  });
});
