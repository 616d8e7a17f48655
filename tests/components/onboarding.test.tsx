// Client onboarding: the register form with its rules and messages, the product choice, the pickup points step, and
// the live switch to "Account active" when an operator activates the company. Coverage is said at the first address:
// the city and every pickup point say whether we deliver from there, and a company none of whose points we deliver
// from waits for coverage (not the usual one-day promise).
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/authProvider/tokenStorage.ts';
import type { MyCompany } from '../../domain/accountSchemas.ts';
import { MY_COMPANY_QUERY_KEY } from '../../src/custom-pages/settings/useMyCompany.ts';
import type { MeResponse } from '../../domain/api.ts';
import { COMPANY_STATUS_CHANGE_EVENT } from '../../domain/companyEvents.ts';
import { clientMe } from './support/fixtures.ts';
import { connectFakeSockets, emitServerEvent, fakeSocketOptions, fakeSockets } from './support/fakeSocket.ts';
import {
  apiError,
  coverageHandler,
  FRESH_TOKEN,
  logoutHandler,
  orderList,
  refreshOk,
  tokenResponse,
} from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** The postcodes the tests type, and their places (GET /region/coverage). */
const ZIP_PLACES = { '00-590': 'Warszawa', '01-187': 'Warszawa', '03-731': 'Warszawa', '20-002': 'Lublin' };

/**
 * A session whose /@me answer (and the company's, GET /@me/company) the test changes as the steps complete; we deliver
 * in Kraków and Warszawa.
 */
const mutableSession = (initial: MeResponse, company?: MyCompany) => {
  const state = { me: initial, company: company ?? myCompany() };
  server.use(
    refreshOk(),
    http.get('/api/@me', () => HttpResponse.json(state.me)),
    http.get('/api/@me/company', () => HttpResponse.json(state.company)),
    coverageHandler(['Kraków', 'Warszawa'], ZIP_PLACES),
    orderList([]),
    logoutHandler(),
  );
  return state;
};

const freshClient = () => clientMe({ activated: false, productSelected: false, locationsAdded: false });

const myCompany = (overrides: Partial<MyCompany> = {}): MyCompany => ({
  id: 3,
  name: 'Kwiaty sp. z o.o.',
  displayName: null,
  status: 'pending',
  activated: false,
  defaultPackageSize: 'M',
  registrationSteps: {
    productSelectionCompleted: null,
    locationsCompleted: null,
    companyDataCompleted: null,
    contractGenerated: null,
  },
  contractState: 'pending',
  contractGeneratedAt: null,
  contractData: null,
  locationsCount: 0,
  coverage: { pickupPoints: 0, coveredPickupPoints: 0, waitingIn: [], servedCities: [] },
  ...overrides,
});

const fillRegister = async (
  user: User,
  values: Partial<Record<'email' | 'name' | 'password' | 'confirm' | 'phone' | 'city', string>>,
  accept = true,
) => {
  if (values.email) await user.type(await screen.findByLabelText(/^E-mail/), values.email);
  if (values.name) await user.type(screen.getByLabelText(/^Company or your name/), values.name);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(/^Repeat the password/), values.confirm);
  if (values.phone) await user.type(screen.getByLabelText(/^Phone/), values.phone);
  if (values.city) await user.type(screen.getByLabelText(/^City/), values.city);
  if (accept) await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
};

const VALID = { email: 'nowy@sklep.pl', name: 'Sklep Nowy', password: 'tajne123', confirm: 'tajne123' };

const registerReturns = (response: () => Response) => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/auth/register', async ({ request }) => {
      bodies.push(await request.json());
      return response();
    }),
  );
  return bodies;
};

describe('register page', () => {
  it('is linked from the login page and links back', async () => {
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Register your company' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/register');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('shows every rule under its field and sends nothing', async () => {
    const bodies = registerReturns(() => HttpResponse.json(tokenResponse(FRESH_TOKEN, 'client')));
    const { user } = await renderApp('/register');
    await fillRegister(
      user,
      { email: 'not-an-email', name: 'ab', password: 'onlyletters', confirm: 'different1', phone: '12' },
      false,
    );

    expect(await screen.findByText('Field must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must contain at least one letter and one digit')).toBeInTheDocument();
    expect(screen.getByText('Passwords are not the same')).toBeInTheDocument();
    expect(screen.getByText('Enter 9 digits (optionally after +48) or a dash')).toBeInTheDocument();
    expect(screen.getByText('You have to accept this')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('creates the account, stores the token, says "Account created!" and goes to the product choice', async () => {
    const session = mutableSession(freshClient());
    const bodies = registerReturns(() => HttpResponse.json(tokenResponse(FRESH_TOKEN, 'client')));
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    const { user } = await renderApp('/register');
    await fillRegister(user, { ...VALID, phone: '+48 600 100 200', city: 'Kraków' });

    await waitFor(() => expect(currentPath()).toBe('/register/selectProduct'));
    expect(bodies).toEqual([
      {
        email: 'nowy@sklep.pl',
        name: 'Sklep Nowy',
        password: 'tajne123',
        confirmPassword: 'tajne123',
        phone: '+48 600 100 200',
        city: 'Kraków',
        confirmPrivacyPolicy: true,
      },
    ]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(FRESH_TOKEN);
    expect((await screen.findAllByText('Account created!')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Select delivery option' })).toBeInTheDocument();
    expect(session.me.user.kind).toBe('client');
  });

  it('says under the city that we do not deliver from Lublin yet and where we do, and registers all the same', async () => {
    mutableSession(freshClient());
    const bodies = registerReturns(() => HttpResponse.json(tokenResponse(FRESH_TOKEN, 'client')));
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    const { user } = await renderApp('/register');
    await user.type(await screen.findByLabelText(/^City/), 'Lublin');

    const notice = (await screen.findByText(/We do not deliver from Lublin yet\./)).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      'We do not deliver from Lublin yet. We deliver in Kraków and Warszawa. Your data is kept, and our sales team ' +
        'sees your interest: we will let you know when we start in Lublin.',
    );
    await fillRegister(user, VALID);
    await waitFor(() => expect(currentPath()).toBe('/register/selectProduct'));
    expect(bodies).toEqual([expect.objectContaining({ email: 'nowy@sklep.pl', city: 'Lublin' })]);
  });

  it('says only that we deliver from Warszawa when we do', async () => {
    mutableSession(freshClient());
    const { user } = await renderApp('/register');
    await user.type(await screen.findByLabelText(/^City/), 'Warszawa');
    expect(await screen.findByText('We deliver from Warszawa.')).toBeInTheDocument();
    expect(screen.queryByText(/do not deliver/)).not.toBeInTheDocument();
    expect(screen.queryByText(/sales team/)).not.toBeInTheDocument();
  });

  it('shows "Email already in use" under the e-mail field', async () => {
    registerReturns(() => apiError(409, 'user_email_already_occupied'));
    const { user } = await renderApp('/register');
    await fillRegister(user, VALID);
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already in use'));
    expect(currentPath()).toBe('/register');
  });

  it.each([401, 404])('answers %i with the registration error message', async (status) => {
    registerReturns(() => apiError(status, 'not_found'));
    const { user } = await renderApp('/register');
    await fillRegister(user, VALID);
    expect(
      (await screen.findAllByText('An error occurred when trying to create your account.')).length,
    ).toBeGreaterThan(0);
  });

  it('answers 429 with the wait the server gave', async () => {
    registerReturns(() =>
      HttpResponse.json(
        { name: 'TooManyRequests', message: 'Too many registrations', errorCode: 'too_many_requests' },
        { status: 429, headers: { 'Retry-After': '3540' } },
      ),
    );
    const { user } = await renderApp('/register');
    await fillRegister(user, VALID);
    const message = 'Too many registrations from your network. Try again in 59 minutes.';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(currentPath()).toBe('/register');
  });

  it('answers an unknown failure with the contact address', async () => {
    registerReturns(() => apiError(500, 'database_down'));
    const { user } = await renderApp('/register');
    await fillRegister(user, VALID);
    expect(
      (await screen.findAllByText('Account creation failed. Contact us at wsparcie@delivery-console.pl')).length,
    ).toBeGreaterThan(0);
  });
});

describe('register/selectProduct', () => {
  it('shows the two cards, M by default, and sends the chosen size before the pickup points step', async () => {
    const session = mutableSession(freshClient());
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/select-product', async ({ request }) => {
        bodies.push(await request.json());
        session.me = clientMe({ activated: false, productSelected: true, locationsAdded: false });
        return HttpResponse.json(myCompany({ defaultPackageSize: 'L' }));
      }),
    );
    const { user } = await renderApp('/register/selectProduct', { loggedIn: true });

    expect(await screen.findByRole('heading', { name: 'Select delivery option' })).toBeInTheDocument();
    expect(screen.getByText('Account created!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-product Pickup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SIMPLE Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toMatch(
      /^mailto:sprzedaz@delivery-console\.pl/,
    );
    expect(screen.getByRole('radio', { name: /^M:/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^L:/ }));
    await user.click(screen.getByRole('button', { name: 'Save and continue to your pick up locations' }));

    expect(await screen.findByRole('heading', { name: 'Add your pick up locations' })).toBeInTheDocument();
    expect(currentPath()).toBe('/register/addLocations');
    expect(bodies).toEqual([{ defaultPackageSize: 'L' }]);
  });

  it('SIMPLE Delivery stays "contact us": the mail button also passes the request to the sales team', async () => {
    mutableSession(freshClient());
    let requests = 0;
    server.use(
      http.post('/api/@me/simple-delivery-request', () => {
        requests++;
        return HttpResponse.json({ id: 5, alreadyRequested: false });
      }),
    );
    const { user } = await renderApp('/register/selectProduct', { loggedIn: true });
    const contact = await screen.findByRole('link', { name: 'Contact us' });
    // jsdom does not open mail clients: keep the click on the page.
    contact.addEventListener('click', (event) => event.preventDefault());
    await user.click(contact);
    expect(await screen.findByRole('status')).toHaveTextContent('our sales team has your request');
    expect(requests).toBe(1);
    expect(currentPath()).toBe('/register/selectProduct');
  });

  it('shows the unknown-registration notification on any error and stays', async () => {
    mutableSession(freshClient());
    server.use(http.post('/api/auth/select-product', () => apiError(500, 'unknown')));
    const { user } = await renderApp('/register/selectProduct', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Save and continue to your pick up locations' }));
    expect(await screen.findByText(/Something went wrong with your registration/)).toBeInTheDocument();
    expect(currentPath()).toBe('/register/selectProduct');
  });
});

describe('register/addLocations', () => {
  const addPoint = async (user: User, name: string, street: string, zip: string, city: string) => {
    await user.click(screen.getByRole('button', { name: 'Add pickup point' }));
    const dialog = await screen.findByRole('dialog');
    // Pasted, not typed key by key: the dialog re-validates the whole form on every key.
    for (const [label, text] of [
      [/^Name/, name],
      [/^Street/, street],
      [/^Zip code/, zip],
      [/^City/, city],
    ] as const) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  };

  it('collects pickup points, sends them together and goes to the onboarding page', async () => {
    const session = mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: false }));
    const bodies: { locations: { name: string; street: string; zipCode: string; city: string }[] }[] = [];
    server.use(
      http.post('/api/auth/add-locations', async ({ request }) => {
        bodies.push((await request.json()) as never);
        session.me = clientMe({ activated: false, productSelected: true, locationsAdded: true });
        return HttpResponse.json({ locations: [], company: myCompany() });
      }),
    );
    const { user } = await renderApp('/register/addLocations', { loggedIn: true });
    expect(await screen.findByText('No pickup points yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeDisabled();

    await addPoint(user, 'Sklep Centrum', 'Marszałkowska 10', '00-590', 'Warszawa');
    await addPoint(user, 'Magazyn Wola', 'Wolska 50', '01-187', 'Warszawa');
    expect(screen.getByText('Marszałkowska 10, 00-590 Warszawa')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    await addPoint(user, 'Magazyn Praga', 'Targowa 20', '03-731', 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    // The onboarding page greets the newly registered client and says what comes next.
    await waitFor(() => expect(currentPath()).toBe('/onboarding'));
    expect(await screen.findByRole('heading', { name: "What's next" })).toBeInTheDocument();
    expect(screen.getByText('Account created!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.locations.map((l) => [l.name, l.street, l.zipCode, l.city])).toEqual([
      ['Sklep Centrum', 'Marszałkowska 10', '00-590', 'Warszawa'],
      ['Magazyn Praga', 'Targowa 20', '03-731', 'Warszawa'],
    ]);
    expect(await screen.findByText('Account inactive')).toBeInTheDocument();
  }, 60_000); // two dialogs filled in: slow on a loaded machine

  it('keeps the pickup points being added across a reload and a failed submit, until they are saved', async () => {
    const session = mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: false }));
    let fail = true;
    const bodies: { locations: { name: string }[] }[] = [];
    server.use(
      http.post('/api/auth/add-locations', async ({ request }) => {
        if (fail) return apiError(500, 'unknown');
        bodies.push((await request.json()) as never);
        session.me = clientMe({ activated: false, productSelected: true, locationsAdded: true });
        return HttpResponse.json({ locations: [], company: myCompany() });
      }),
    );
    const first = await renderApp('/register/addLocations', { loggedIn: true });
    await screen.findByText('No pickup points yet.');
    await addPoint(first.user, 'Sklep Centrum', 'Marszałkowska 10', '00-590', 'Warszawa');
    await first.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // The failed submit keeps the list; so does a reload (the page mounted anew).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save and continue' })).toBeEnabled());
    expect(screen.getByText('Marszałkowska 10, 00-590 Warszawa')).toBeInTheDocument();
    // A point half typed in the dialog when the page reloads.
    await first.user.click(screen.getByRole('button', { name: 'Add pickup point' }));
    const typing = await screen.findByRole('dialog');
    await first.user.click(within(typing).getByLabelText(/^Name/));
    await first.user.paste('Punkt w toku');
    first.unmount();
    const second = await renderApp('/register/addLocations', { loggedIn: true });
    expect(await screen.findByText('Marszałkowska 10, 00-590 Warszawa', {}, { timeout: 15_000 })).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Add pickup point' }));
    const reopened = await screen.findByRole('dialog');
    await waitFor(() => expect(within(reopened).getByLabelText(/^Name/)).toHaveValue('Punkt w toku'));
    // Cancelled on purpose: dropped.
    await second.user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    await second.user.click(screen.getByRole('button', { name: 'Add pickup point' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/^Name/)).toHaveValue('');
    await second.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    fail = false;
    await second.user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/onboarding'));
    expect(bodies.map((b) => b.locations.map((l) => l.name))).toEqual([['Sklep Centrum']]);
    // Saved: no draft is left for the next time.
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('dc.draft.'))).toEqual([]);
  }, 60_000);

  it('says for each pickup point whether we deliver from there, and sends one outside every region too', async () => {
    const session = mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: false }));
    const bodies: { locations: { city: string }[] }[] = [];
    server.use(
      http.post('/api/auth/add-locations', async ({ request }) => {
        bodies.push((await request.json()) as never);
        session.me = clientMe({ activated: false, productSelected: true, locationsAdded: true });
        return HttpResponse.json({ locations: [], company: myCompany() });
      }),
    );
    const { user } = await renderApp('/register/addLocations', { loggedIn: true });
    await screen.findByText('No pickup points yet.');
    await addPoint(user, 'Sklep Lublin', 'Krakowskie Przedmieście 1', '20-002', 'Lublin');
    await addPoint(user, 'Sklep Centrum', 'Marszałkowska 10', '00-590', 'Warszawa');

    const list = screen.getByRole('list', { name: 'Pickup points to save' });
    const [lublin, warszawa] = within(list).getAllByRole('listitem');
    expect(
      await within(lublin!).findByText(/We do not deliver from Lublin yet\. We deliver in Kraków and Warszawa\./),
    ).toBeInTheDocument();
    // A served point says nothing once checked.
    await waitFor(() => expect(within(warszawa!).queryByRole('status')).not.toBeInTheDocument());
    expect(within(warszawa!).queryByText(/deliver/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(currentPath()).toBe('/onboarding'));
    expect(bodies[0]!.locations.map((l) => l.city)).toEqual(['Lublin', 'Warszawa']);
  }, 60_000); // two dialogs filled in: slow on a loaded machine

  it('checks the location fields in the dialog', async () => {
    mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: false }));
    const { user } = await renderApp('/register/addLocations', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add pickup point' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Zip code/), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value must be a postal code like 00-000')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('may be skipped with an empty list', async () => {
    const session = mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: false }));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/add-locations', async ({ request }) => {
        bodies.push(await request.json());
        session.me = clientMe({ activated: false, productSelected: true, locationsAdded: true });
        return HttpResponse.json({ locations: [], company: myCompany() });
      }),
    );
    const { user } = await renderApp('/register/addLocations', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(currentPath()).toBe('/onboarding'));
    expect(bodies).toEqual([{ locations: [] }]);
  });

  it('marks the pickup point whose address cannot be found and stays', async () => {
    mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: false }));
    server.use(
      http.post('/api/auth/add-locations', () =>
        HttpResponse.json(
          {
            errorCode: 'address_not_found',
            message: 'Location 1: the address could not be geocoded',
            details: { index: 1 },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = await renderApp('/register/addLocations', { loggedIn: true });
    await screen.findByText('No pickup points yet.');
    await addPoint(user, 'Sklep Centrum', 'Marszałkowska 10', '00-590', 'Warszawa');
    await addPoint(user, 'Nieznane', 'Nieistniejąca 1', '99-999', 'Nigdzie');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const list = screen.getByRole('list', { name: 'Pickup points to save' });
    const items = within(list).getAllByRole('listitem');
    await waitFor(() => expect(within(items[1]!).getByText(/address/i)).toBeInTheDocument());
    expect(within(items[0]!).queryByText(/address/i)).toBeNull();
    expect(currentPath()).toBe('/register/addLocations');
  }, 60_000); // two dialogs filled in: slow on a loaded machine
});

describe('registration success on the main page', () => {
  it('greets a registered client with "Account created!" and a link to the next steps until the account is activated', async () => {
    mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: true }));
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    const alert = (await screen.findByText('Account created!')).closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(within(alert).getByText(/fill in your company data and generate the contract/)).toBeInTheDocument();
    await user.click(within(alert).getByRole('link', { name: 'See the next steps' }));
    await waitFor(() => expect(currentPath()).toBe('/onboarding'));
  });

  it('shows no greeting to an activated client', async () => {
    mutableSession(
      clientMe({ activated: true, paths: ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'] }),
    );
    await renderApp('/orders/list', { loggedIn: true });
    expect(await screen.findByText('Account active')).toBeInTheDocument();
    expect(screen.queryByText('Account created!')).toBeNull();
  });
});

describe('activation', () => {
  it('switches the top bar to "Account active" when an operator activates the company', async () => {
    const session = mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: true }));
    await renderApp('/orders/list', { loggedIn: true, withShell: true });
    expect(await screen.findByText('Account inactive')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'New order' })).toBeNull();

    session.me = clientMe({
      activated: true,
      paths: ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'],
    });
    emitServerEvent(COMPANY_STATUS_CHANGE_EVENT, { companyId: 99, status: 'active', previousStatus: 'pending' });
    emitServerEvent(COMPANY_STATUS_CHANGE_EVENT, { companyId: 3, status: 'active', previousStatus: 'pending' });

    expect(await screen.findByText('Account active')).toBeInTheDocument();
    expect(await screen.findByText('Your account is active: you can create orders now!')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'New order' })).toBeInTheDocument();
  });

  it('reads the session again once the console’s socket joins its rooms, for an activation it could not hear', async () => {
    // A sign-in or a reload: the company is activated while the socket connects.
    fakeSocketOptions.connectOnOpen = false;
    const session = mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: true }));
    await renderApp('/orders/list', { loggedIn: true, withShell: true });
    expect(await screen.findByText('Account inactive')).toBeInTheDocument();
    await waitFor(() =>
      expect(fakeSockets.at(-1)?.handlers.get(COMPANY_STATUS_CHANGE_EVENT)?.length).toBeGreaterThan(0),
    );
    session.me = clientMe({
      activated: true,
      paths: ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'],
    });

    act(() => connectFakeSockets());

    expect(await screen.findByText('Account active')).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'New order' })).toBeInTheDocument();
  });
});

describe('onboarding: what comes next', () => {
  /** The stepper's steps as a screen reader reads them: the step, then done / next step / to do. */
  const stepper = async () => {
    const steps = await screen.findByLabelText('Steps to activation', { selector: '.MuiStepper-root' });
    return [...steps.querySelectorAll('.MuiStep-root')].map((step) => [
      step.querySelector('.MuiStepLabel-labelContainer')!.textContent,
      step.getAttribute('aria-current'),
    ]);
  };
  const pendingClient = (steps: { companyData?: boolean; contract?: boolean } = {}) => {
    const me = clientMe({ activated: false, productSelected: true, locationsAdded: true });
    me.registrationSteps.companyDataCompleted = steps.companyData ? '2026-11-20T10:00:00.000Z' : null;
    me.registrationSteps.contractGenerated = steps.contract ? '2026-11-20T11:00:00.000Z' : null;
    return me;
  };
  const card = (step: string) => screen.getByRole('region', { name: step });

  it('shows the success alert, the stepper where the client is, and a link to each remaining step', async () => {
    mutableSession(pendingClient());
    const { user } = await renderApp('/onboarding', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: "What's next" })).toBeInTheDocument();
    const alert = screen.getByText('Account created!').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(/Questions\? Write to wsparcie@delivery-console\.pl/)).toBeInTheDocument();
    expect(await stepper()).toEqual([
      ['Delivery optionDone', null],
      ['Pickup pointsDone', null],
      ['Company dataNext step', 'step'],
      ['ContractTo do', null],
      ['ActivationTo do', null],
    ]);
    expect(within(card('Company data')).getByRole('link', { name: 'Fill in company data' })).toHaveAttribute(
      'href',
      '/settings?tab=companyData',
    );
    // The contract comes from the company data: it says so instead of offering a link that leads nowhere yet.
    expect(
      within(card('Contract')).getByText('Comes after the company data: the contract is generated from them.'),
    ).toBeInTheDocument();
    expect(within(card('Contract')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Delivery option')).getByRole('link', { name: 'Change' })).toHaveAttribute(
      'href',
      '/settings/product',
    );
    expect(within(card('Pickup points')).getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/settings/locations',
    );
    expect(within(card('Activation')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting for activation')).not.toBeInTheDocument();

    server.use(
      http.get('/api/@me/company', () =>
        HttpResponse.json(myCompany({ registrationSteps: { ...pendingClient().registrationSteps } })),
      ),
    );
    await user.click(within(card('Company data')).getByRole('link', { name: 'Fill in company data' }));
    await waitFor(() => expect(currentPath()).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Company data' })).toBeInTheDocument();
    // The same stepper on the settings page: the same step is the active one.
    expect((await stepper())[2]).toEqual(['Company dataNext step', 'step']);
  });

  it('leads to the contract once the company data are saved', async () => {
    mutableSession(pendingClient({ companyData: true }));
    await renderApp('/onboarding', { loggedIn: true });
    await screen.findByRole('heading', { name: "What's next" });
    expect((await stepper()).map(([, current]) => current)).toEqual([null, null, null, 'step', null]);
    expect(within(card('Company data')).getByRole('link', { name: 'Review' })).toHaveAttribute(
      'href',
      '/settings?tab=companyData',
    );
    expect(within(card('Contract')).getByRole('link', { name: 'Generate the contract' })).toHaveAttribute(
      'href',
      '/settings?tab=companyData#contract',
    );
  });

  it('after the contract, says the account waits for activation and what happens next, then turns active by itself', async () => {
    const session = mutableSession(pendingClient({ companyData: true, contract: true }));
    await renderApp('/onboarding', { loggedIn: true });
    const waiting = (await screen.findByText('Waiting for activation')).closest('[role="status"]') as HTMLElement;
    expect(within(waiting).getByText(/Download the contract, sign it and send it to us/)).toBeInTheDocument();
    expect(within(waiting).getByText(/We check the contract and activate your account/)).toBeInTheDocument();
    expect(within(waiting).getByText(/switches to "Account active" by itself/)).toBeInTheDocument();
    expect(within(waiting).getAllByRole('link', { name: 'wsparcie@delivery-console.pl' })[0]).toHaveAttribute(
      'href',
      'mailto:wsparcie@delivery-console.pl',
    );
    expect(within(waiting).getByRole('button', { name: 'Download contract' })).toBeEnabled();
    expect((await stepper()).map(([text]) => text)).toEqual([
      'Delivery optionDone',
      'Pickup pointsDone',
      'Company dataDone',
      'ContractDone',
      'ActivationNext step',
    ]);
    expect(screen.getByText('Account inactive')).toBeInTheDocument();

    session.me = clientMe({
      activated: true,
      paths: ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'],
    });
    emitServerEvent(COMPANY_STATUS_CHANGE_EVENT, { companyId: 3, status: 'active', previousStatus: 'pending' });
    expect(await screen.findByText('Your account is active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first order' })).toHaveAttribute('href', '/orders/new');
    expect(screen.queryByText('Waiting for activation')).not.toBeInTheDocument();
    expect(screen.getByText('Account active')).toBeInTheDocument();
    expect((await stepper()).every(([text]) => text!.endsWith('Done'))).toBe(true);
  });

  it('shows the waiting state under the contract in the settings too', async () => {
    mutableSession(pendingClient({ companyData: true, contract: true }));
    server.use(
      http.get('/api/@me/company', () =>
        HttpResponse.json(
          myCompany({
            contractState: 'generated',
            contractGeneratedAt: '2026-11-20T11:00:00.000Z',
            contractData: null,
          }),
        ),
      ),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
    );
    const first = await renderApp('/settings?tab=companyData#contract', { loggedIn: true });
    const contract = await screen.findByRole('region', { name: 'Contract' });
    expect(within(contract).getByText('Waiting for activation')).toBeInTheDocument();
    first.unmount();
    await renderApp('/settings', { loggedIn: true });
    expect(await screen.findByText('Waiting for activation')).toBeInTheDocument();
  });

  it('says the account waits for coverage in Lublin, not the one-day promise, when none of its pickup points is covered', async () => {
    const waiting = myCompany({
      coverage: {
        pickupPoints: 1,
        coveredPickupPoints: 0,
        waitingIn: ['Lublin'],
        servedCities: ['Kraków', 'Warszawa'],
      },
    });
    mutableSession(pendingClient({ companyData: true, contract: true }), waiting);
    await renderApp('/onboarding', { loggedIn: true });

    const coverage = (await screen.findByText('Waiting for coverage in Lublin')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(
      within(coverage).getByText(
        'We do not deliver from Lublin yet — your account waits for coverage in Lublin; we will let you know.',
      ),
    ).toBeInTheDocument();
    expect(
      within(coverage).getByText(
        'We deliver in Kraków and Warszawa: with a pickup point there, we activate your account as usual.',
      ),
    ).toBeInTheDocument();
    const promise = 'We activate your account once we deliver from Lublin; we will let you know.';
    expect(within(card('Activation')).getByText(promise)).toBeInTheDocument();
    const activation = screen.getByText('Waiting for activation').closest('[role="status"]') as HTMLElement;
    expect(within(activation).getByText(promise)).toBeInTheDocument();
    expect(screen.queryByText(/one business day/)).not.toBeInTheDocument();
  });

  it('lists every city the company waits for', async () => {
    const waiting = myCompany({
      coverage: {
        pickupPoints: 2,
        coveredPickupPoints: 0,
        waitingIn: ['Lublin', 'Rzeszów'],
        servedCities: ['Warszawa'],
      },
    });
    mutableSession(pendingClient(), waiting);
    await renderApp('/onboarding', { loggedIn: true });
    expect(await screen.findByText('Waiting for coverage in Lublin and Rzeszów')).toBeInTheDocument();
    expect(
      within(card('Activation')).getByText(
        'We activate your account once we deliver from Lublin and Rzeszów; we will let you know.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the usual promise when a pickup point is covered', async () => {
    const covered = myCompany({
      coverage: { pickupPoints: 2, coveredPickupPoints: 1, waitingIn: [], servedCities: [] },
    });
    mutableSession(pendingClient({ companyData: true, contract: true }), covered);
    const { providers } = await renderApp('/onboarding', { loggedIn: true });
    await screen.findByRole('heading', { name: "What's next" });
    // The company's answer has arrived (and was drawn) before looking for what it would have changed.
    await waitFor(() => expect(providers.queryClient.getQueryData(MY_COMPANY_QUERY_KEY)).toEqual(covered));
    expect(
      within(card('Activation')).getByText(
        'We check your signed contract and activate your account, usually within one business day.',
      ),
    ).toBeInTheDocument();
    const activation = screen.getByText('Waiting for activation').closest('[role="status"]') as HTMLElement;
    expect(within(activation).getByText(/usually within one business day/)).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for coverage/)).not.toBeInTheDocument();
  });

  it('sends a client still on an earlier step there, from a link or a reload, with the stepper on that step', async () => {
    mutableSession(clientMe({ activated: false, productSelected: true, locationsAdded: false }));
    await renderApp('/onboarding', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/register/addLocations'));
    expect(await screen.findByRole('heading', { name: 'Add your pick up locations' })).toBeInTheDocument();
    expect((await stepper()).map(([, current]) => current)).toEqual([null, 'step', null, null, null]);
    expect((await stepper())[0]![0]).toBe('Delivery optionDone');
  });
});
