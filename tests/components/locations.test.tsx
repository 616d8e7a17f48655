// The locations section of the company page and /settings/locations: the list (msw), the location form in its
// dialog with the weekday opening-hours editor, validation under the fields from the shared schema, the bodies
// sent, the failure toasts ("Location update failed" for an edit, the registration error for an add), and the
// warning of a pickup point that repeats another (409 duplicate_location) with its "Save anyway", the coverage notice
// as the address is typed, the question of a postcode of another place (409 zip_code_other_place) with "Use <place>"
// and "Keep as typed", a postcode that does not exist under the zip code, and the mark of a point outside coverage.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { CompanyLocations, Location } from '../../domain/locationApi.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../domain/constants.ts';
import { CompanyLocationsSection } from '../../src/resources/locations/CompanyLocationsSection.tsx';
import { clientMe, operatorMe } from './support/fixtures.ts';
import { apiError, coverageHandler, sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { renderInSession } from './support/renderInSession.tsx';
import { server } from './support/server.ts';

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
  workingSettings: {
    monday: { closed: false, from: { hour: 8, minute: 0 }, to: { hour: 16, minute: 0 } },
    sunday: { closed: true },
  },
  createdAt: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

const listHandler = (locations: Location[], companyId = 3) =>
  http.get('/api/region/locations', () =>
    HttpResponse.json<CompanyLocations[]>([{ companyId, companyName: 'Kwiaty sp. z o.o.', locations }]),
  );

const ADMIN = operatorMe([
  'orders.canAccessPage',
  'company.canAccessPage',
  'company.canWrite',
  'zipCodes.canAccessPage',
  'settings.canAccessPage',
]);

const dialog = () => screen.findByRole('dialog');

/** Types a pickup point's name and address (Punkt, Prosta 2, 00-850 Warszawa) into the location form. */
const fillAddress = async (user: UserEvent, form: HTMLElement) => {
  await user.type(within(form).getByLabelText(/^Name/), 'Punkt');
  await user.type(within(form).getByLabelText(/^Street/), 'Prosta 2');
  await user.type(within(form).getByLabelText(/^Zip code/), '00-850');
  await user.type(within(form).getByLabelText(/^City/), 'Warszawa');
};

// The coverage check of the typed address: the postcodes these tests type, and Lublin's, which we do not serve.
const ZIP_PLACES = { '00-850': 'Warszawa', '02-677': 'Warszawa', '20-001': 'Lublin' };
beforeEach(() => {
  server.use(coverageHandler(['Kraków', 'Warszawa'], ZIP_PLACES));
});

describe('CompanyLocationsSection', () => {
  it('lists the locations with address, phone, hours, active chip, a zip-code link and edit', async () => {
    server.use(
      listHandler([location(), location({ id: 6, name: 'Magazyn', phone: null, active: false, workingSettings: {} })]),
    );
    await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);

    const row = await screen.findByTestId('location-5');
    expect(within(row).getByText('Kwiaciarnia Centrum')).toBeInTheDocument();
    expect(within(row).getByText('Prosta 2, 00-850 Warszawa')).toBeInTheDocument();
    expect(within(row).getByText('600 100 200')).toBeInTheDocument();
    expect(within(row).getByText('Mon 08:00–16:00, Sun closed')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(
      within(row)
        .getByRole('link', { name: /Zip codes/ })
        .getAttribute('href'),
    ).toMatch(/\/zipCodes\?locationId=5$/);
    const other = screen.getByTestId('location-6');
    expect(within(other).getByText('Inactive')).toBeInTheDocument();
    expect(within(other).getByText('no phone')).toBeInTheDocument();
    expect(within(other).getByText('not set')).toBeInTheDocument();
    // The company page has no limit.
    expect(screen.getByRole('button', { name: 'Add location' })).toBeInTheDocument();
  });

  it('shows the empty state and an error with refresh', async () => {
    let fail = true;
    server.use(
      http.get('/api/region/locations', () =>
        fail ? apiError(500, 'unknown') : HttpResponse.json([{ companyId: 3, companyName: 'K', locations: [] }]),
      ),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    expect(await screen.findByText('The locations could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No locations yet.')).toBeInTheDocument();
  });

  it('adds a location: field errors from the shared schema, then the body with the opening hours', async () => {
    const bodies: unknown[] = [];
    let saved: Location[] = [];
    server.use(
      http.get('/api/region/locations', () =>
        HttpResponse.json([{ companyId: 3, companyName: 'K', locations: saved }]),
      ),
      http.post('/api/region/locations/add', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        saved = [location({ id: 9, name: String(body.name) })];
        return HttpResponse.json(saved[0]);
      }),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const form = await dialog();

    await user.type(within(form).getByLabelText(/^Name/), 'ab');
    await user.type(within(form).getByLabelText(/^Zip code/), '00850');
    await user.type(within(form).getByLabelText(/^Phone/), '12-34');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(within(form).getByText('Value must be a postal code like 00-000')).toBeInTheDocument();
    expect(within(form).getByText('Enter 9 digits (optionally after +48) or a dash')).toBeInTheDocument();
    expect(within(form).getAllByText('Field is required')).toHaveLength(2); // street, city
    expect(bodies).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Name/), 'c');
    await user.type(within(form).getByLabelText(/^Street/), 'Prosta 2');
    await user.clear(within(form).getByLabelText(/^Zip code/));
    await user.type(within(form).getByLabelText(/^Zip code/), '00-850');
    await user.type(within(form).getByLabelText(/^City/), 'Warszawa');
    await user.clear(within(form).getByLabelText(/^Phone/));
    // Opening hours: Monday 16:00–08:00 is refused, then 08:00–16:30; Sunday closed.
    fireEvent.change(within(form).getByLabelText('Monday From'), { target: { value: '16:00' } });
    fireEvent.change(within(form).getByLabelText('Monday To'), { target: { value: '08:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The closing time must be after the opening time')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Monday From'), { target: { value: '08:00' } });
    fireEvent.change(within(form).getByLabelText('Monday To'), { target: { value: '16:30' } });
    fireEvent.change(within(form).getByLabelText('Tuesday From'), { target: { value: '09:00' } });
    await user.click(within(form).getByLabelText('Sunday: Closed'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter both times or mark the day closed')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('hours-tuesday')).getByRole('button', { name: 'Clear' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      companyId: 3,
      name: 'abc',
      street: 'Prosta 2',
      city: 'Warszawa',
      zipCode: '00-850',
      phone: null,
      defaultNote: null,
      active: true,
      workingSettings: {
        monday: { closed: false, from: { hour: 8, minute: 0 }, to: { hour: 16, minute: 30 } },
        sunday: { closed: true },
      },
    });
    expect(await screen.findByText('Location added')).toBeInTheDocument();
    expect(await screen.findByTestId('location-9')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed add shows the registration error toast', async () => {
    server.use(
      listHandler([]),
      http.post('/api/region/locations/add', () => apiError(500, 'unknown')),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const form = await dialog();
    await fillAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong while saving, try again later')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("puts the server's field errors under the fields with the numbers of their messages (errorArgs)", async () => {
    server.use(
      listHandler([]),
      http.post('/api/region/locations/add', () =>
        HttpResponse.json(
          {
            name: 'BadRequest',
            message: 'Invalid input',
            errorCode: 'validation_failed',
            errors: { name: ['validation.maxLength'], street: ['validation.invalidCharacters'] },
            errorArgs: { name: [{ max: 120 }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const form = await dialog();
    await fillAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Must be at most 120 characters')).toBeInTheDocument();
    expect(within(form).getByText('Remove the control or broken characters from the text')).toBeInTheDocument();
    expect(within(form).queryByText(/%\{/)).not.toBeInTheDocument();
  });

  it('a pickup point repeating another: a warning names it, and only "Save anyway" saves it (allowDuplicate)', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      listHandler([location()]),
      http.post('/api/region/locations/add', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return body.allowDuplicate
          ? HttpResponse.json(location({ id: 9 }))
          : HttpResponse.json(
              {
                name: 'Conflict',
                message: 'duplicate',
                errorCode: 'duplicate_location',
                details: { existingId: 5, existingName: 'Kwiaciarnia Centrum' },
              },
              { status: 409 },
            );
      }),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^Name/), 'kwiaciarnia centrum');
    // The name's maximum is in view as its counter.
    expect(within(form).getByText('19/120')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Street/), 'Prosta 2');
    await user.type(within(form).getByLabelText(/^Zip code/), '00-850');
    await user.type(within(form).getByLabelText(/^City/), 'Warszawa');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const warning = await within(form).findByRole('alert');
    expect(warning).toHaveTextContent(
      'This company already has a pickup point “Kwiaciarnia Centrum” with this name and address.',
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('allowDuplicate');
    expect(screen.queryByText('Something went wrong while saving, try again later')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ name: 'kwiaciarnia centrum', street: 'Prosta 2', allowDuplicate: true });
    expect(await screen.findByText('Location added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a location: prefilled, address locked until unlocked; a 404 says "Location update failed"', async () => {
    const bodies: unknown[] = [];
    let status = 404;
    server.use(
      listHandler([location()]),
      http.post('/api/region/locations/update', async ({ request }) => {
        bodies.push(await request.json());
        return status === 200
          ? HttpResponse.json(location({ name: 'Renamed' }))
          : apiError(status, 'location_not_found');
      }),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Edit Kwiaciarnia Centrum' }));
    const form = await dialog();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Kwiaciarnia Centrum');
    expect(within(form).getByLabelText(/^Street/)).toHaveAttribute('readonly');
    expect(within(form).getByLabelText(/^City/)).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Monday From')).toHaveValue('08:00');
    expect(within(form).getByLabelText('Sunday: Closed')).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Change the address' }));
    expect(within(form).getByLabelText(/^Street/)).not.toHaveAttribute('readonly');
    await user.clear(within(form).getByLabelText(/^Name/));
    await user.type(within(form).getByLabelText(/^Name/), 'Renamed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location update failed')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      locationId: 5,
      name: 'Renamed',
      street: 'Prosta 2',
      workingSettings: { monday: { closed: false }, sunday: { closed: true } },
    });

    status = 200;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location updated')).toBeInTheDocument();
  });
});

describe('the postcode and coverage of a pickup point', () => {
  const otherPlace = () =>
    HttpResponse.json(
      {
        name: 'Conflict',
        message: 'other place',
        errorCode: 'zip_code_other_place',
        details: { zipCode: '20-001', place: 'Lublin', city: 'Warszawa' },
      },
      { status: 409 },
    );

  it('marks a point no region covers “Outside our delivery area”, and only that one', async () => {
    server.use(
      listHandler([
        location({ region: 'Warszawa', covered: true }),
        location({
          id: 6,
          name: 'Lublin',
          address: { ...location().address, city: 'Lublin', zipCode: '20-001' },
          region: null,
          covered: false,
        }),
      ]),
    );
    await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    const outside = await screen.findByTestId('location-6');
    expect(within(outside).getByText('Outside our delivery area')).toBeInTheDocument();
    expect(within(screen.getByTestId('location-5')).queryByText('Outside our delivery area')).not.toBeInTheDocument();
  });

  it('says as the address is typed that the postcode is another place’s; “Use Lublin” there sets the city', async () => {
    server.use(listHandler([]));
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^Zip code/), '20-001');
    await user.type(within(form).getByLabelText(/^City/), 'Warszawa');
    // The notice follows the typing (it first speaks of the postcode alone, and gives way to "checking" while each
    // new address is asked): the one for the whole address, found again each time.
    await waitFor(() =>
      expect(within(form).getByTestId('coverage-notice')).toHaveTextContent(
        'Postcode 20-001 belongs to Lublin, not to Warszawa.',
      ),
    );
    const notice = within(form).getByTestId('coverage-notice');
    await user.click(within(notice).getByRole('button', { name: 'Use Lublin' }));
    expect(within(form).getByLabelText(/^City/)).toHaveValue('Lublin');
    // Lublin is no city we deliver from: the notice says so, and where we do.
    expect(
      await within(form).findByText(/We do not deliver from Lublin yet\. We deliver in Kraków and Warszawa\./),
    ).toBeInTheDocument();
  });

  it('asks about a postcode of another place on save: “Keep as typed” saves it confirmed, outside coverage', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      listHandler([]),
      http.post('/api/region/locations/add', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.confirmZipCodePlace) return otherPlace();
        return HttpResponse.json(location({ id: 9, name: 'Punkt', region: null, covered: false }));
      }),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^Name/), 'Punkt');
    await user.type(within(form).getByLabelText(/^Street/), 'Krakowskie Przedmieście 1');
    await user.type(within(form).getByLabelText(/^Zip code/), '20-001');
    await user.type(within(form).getByLabelText(/^City/), 'Warszawa');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const question = await within(form).findByRole('alert');
    expect(question).toHaveTextContent('Postcode 20-001 belongs to Lublin, not Warszawa.');
    expect(within(question).getByRole('button', { name: 'Use Lublin' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('confirmZipCodePlace');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: 'Keep as typed' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ zipCode: '20-001', city: 'Warszawa', confirmZipCodePlace: true });
    expect(
      await screen.findByText('Saved. Punkt is outside our delivery area: drivers do not pick up orders there yet.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('“Use Lublin” in the question sets the city, and the next save sends it unconfirmed', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      listHandler([location()]),
      http.post('/api/region/locations/update', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return body.city === 'Lublin' ? HttpResponse.json(location({ covered: true })) : otherPlace();
      }),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Edit Kwiaciarnia Centrum' }));
    const form = await dialog();
    await user.click(within(form).getByRole('button', { name: 'Change the address' }));
    await user.clear(within(form).getByLabelText(/^Zip code/));
    await user.type(within(form).getByLabelText(/^Zip code/), '20-001');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const question = await within(form).findByRole('alert');
    await user.click(within(question).getByRole('button', { name: 'Use Lublin' }));
    expect(within(form).getByLabelText(/^City/)).toHaveValue('Lublin');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ zipCode: '20-001', city: 'Lublin' });
    expect(bodies[1]).not.toHaveProperty('confirmZipCodePlace');
    expect(await screen.findByText('Location updated')).toBeInTheDocument();
  });

  it('a postcode that does not exist: the notice says so, and the server’s refusal stands under the zip code', async () => {
    server.use(
      listHandler([]),
      http.post('/api/region/locations/add', () =>
        HttpResponse.json(
          {
            name: 'BadRequest',
            message: 'Invalid input',
            errorCode: 'validation_failed',
            errors: { zipCode: ['validation.zipCodeUnknown'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderInSession(<CompanyLocationsSection companyId={3} />, ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Add location' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText(/^Name/), 'Punkt');
    await user.type(within(form).getByLabelText(/^Street/), 'Prosta 2');
    await user.type(within(form).getByLabelText(/^Zip code/), '00-000');
    await user.type(within(form).getByLabelText(/^City/), 'Warszawa');
    expect(await within(form).findByTestId('coverage-notice')).toHaveTextContent(
      'There is no postcode 00-000 in Poland. Check it.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('There is no such postcode: check it')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('/settings/locations', () => {
  it("shows a client user its company's locations and hides the add form at the maximum", async () => {
    const full = Array.from({ length: REGISTRATION_MAX_LOCATIONS }, (_, i) =>
      location({ id: 100 + i, name: `Punkt ${i + 1}` }),
    );
    server.use(...sessionHandlers(clientMe()), listHandler(full));
    await renderApp('/settings/locations', { loggedIn: true });
    expect(await screen.findByText('Punkt 10')).toBeInTheDocument();
    expect(
      screen.getByText(`You have reached the maximum of ${REGISTRATION_MAX_LOCATIONS} locations.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add location' })).not.toBeInTheDocument();
    // A client user has no zip-code page: no link.
    expect(screen.queryByRole('link', { name: /Zip codes/ })).not.toBeInTheDocument();
  });

  it('is reached from /settings by a client user', async () => {
    server.use(...sessionHandlers(clientMe()), listHandler([location()]));
    const { user } = await renderApp('/settings', { loggedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Pickup locations' }));
    expect(await screen.findByText('Kwiaciarnia Centrum')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/locations');
  });

  it('offers the add button below the maximum, with the remaining count', async () => {
    server.use(...sessionHandlers(clientMe()), listHandler([location()]));
    await renderApp('/settings/locations', { loggedIn: true });
    expect(await screen.findByRole('button', { name: 'Add location' })).toBeInTheDocument();
    expect(screen.getByText(`You can add ${REGISTRATION_MAX_LOCATIONS - 1} more locations`)).toBeInTheDocument();
  });
});
