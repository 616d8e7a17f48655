// The users page, Operators scope: /users → /users/manager, the filter column, search, the table newest first, row
// selection, the create form with the canView defaults of the chosen account type, field errors, the edit form, the
// three dialogs, reloads after every change, the error codes, the list's error state; and a session ended on the
// server (socket event) logging the console out.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CanView } from '../../domain/enums.ts';
import type { OperatorItem } from '../../domain/operatorSchemas.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { emitServerEvent, fakeSockets } from './support/fakeSocket.ts';
import { operatorMe, order } from './support/fixtures.ts';
import {
  apiError,
  filterOptionHandlers,
  logoutHandler,
  orderList,
  refreshOk,
  sessionHandlers,
} from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { answerConfirms } from './support/confirms.ts';

// Whole-page renders with many inputs: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
const SLOW = { timeout: 20_000 };

type User = Awaited<ReturnType<typeof renderApp>>['user'];
/** Types a text at once (a paste): the forms validate the value, not the keystrokes. */
const fill = async (user: User, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

const USERS = ['orders.canAccessPage', 'settings.canAccessPage', 'users.canAccessPage', 'users.canWrite'];

const operator = (overrides: Partial<OperatorItem> = {}): OperatorItem => ({
  id: 10,
  email: 'ewa@xd.pl',
  username: 'ewa@xd.pl',
  accountType: 'xd_employee',
  previousAccountType: null,
  active: true,
  scope: ['orders'],
  companyIds: '*',
  regions: '*',
  locationIds: [],
  canView: canViewDefaults('xd_employee'),
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: null,
  ...overrides,
});

const OPERATORS = [
  operator({
    id: 10,
    email: 'old@xd.pl',
    username: 'old@xd.pl',
    createdAt: '2025-01-01T10:00:00.000Z',
    accountType: 'other',
    canView: canViewDefaults('other'),
  }),
  operator({
    id: 11,
    email: 'koordynator@xd.pl',
    username: 'koordynator@xd.pl',
    createdAt: '2025-03-01T10:00:00.000Z',
    accountType: 'xd_coordinator',
    companyIds: [1],
    regions: ['Kraków'],
    scope: ['orders:read'],
    canView: canViewDefaults('xd_coordinator'),
  }),
  operator({
    id: 12,
    email: 'gone@xd.pl',
    username: 'gone@xd.pl',
    createdAt: '2025-02-01T10:00:00.000Z',
    accountType: 'deactivated',
    previousAccountType: 'api',
    active: false,
    companyIds: [2],
    canView: canViewDefaults('api'),
  }),
];

interface Calls {
  list: number;
  posts: { url: string; body: Record<string, unknown> }[];
}

/** The users calls: the list (counting loads), the choices, and every write recorded. */
const userHandlers = (
  opts: {
    operators?: OperatorItem[];
    write?: (url: string, body: Record<string, unknown>) => Response | undefined;
  } = {},
) => {
  const calls: Calls = { list: 0, posts: [] };
  const operators = opts.operators ?? OPERATORS;
  const handlers = [
    http.get('/api/operator/list', () => {
      calls.list += 1;
      return HttpResponse.json(operators);
    }),
    http.get('/api/company/list', () =>
      HttpResponse.json([
        { id: 1, name: 'Apteka Słoneczna', status: 'active', logo: null },
        { id: 2, name: 'Księgarnia Czytelnik', status: 'active', logo: null },
      ]),
    ),
    http.get('/api/region/list', () =>
      HttpResponse.json([
        { id: 1, name: 'Kraków', active: true },
        { id: 2, name: 'Warszawa', active: true },
      ]),
    ),
    http.get('/api/region/locations', ({ request }) => {
      const ids = new URL(request.url).searchParams.get('companyIds');
      const all = [
        { companyId: 1, companyName: 'Apteka Słoneczna', locations: [{ id: 101, companyId: 1, name: 'Apteka Rynek' }] },
        {
          companyId: 2,
          companyName: 'Księgarnia Czytelnik',
          locations: [{ id: 201, companyId: 2, name: 'Księgarnia Prosta' }],
        },
      ];
      return HttpResponse.json(ids ? all.filter((c) => ids.split(',').includes(String(c.companyId))) : all);
    }),
    http.post('/api/operator/:action', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const url = `/operator/${String(params.action)}`;
      calls.posts.push({ url, body });
      const answer = opts.write?.(url, body);
      if (answer) return answer;
      const id = (body.operatorId as number | undefined) ?? 99;
      const found = operators.find((o) => o.id === id) ?? operator({ id, email: String(body.email) });
      // As the server: an update answers the operator saved (the assignments sent, a new updatedAt).
      if (url !== '/operator/update') return HttpResponse.json({ operator: found });
      const { operatorId: _id, ...assignments } = body;
      return HttpResponse.json({
        operator: { ...found, ...assignments, updatedAt: '2025-06-01T12:00:00.000Z' } as OperatorItem,
      });
    }),
  ];
  return { calls, handlers };
};

const open = async (
  opts: Parameters<typeof userHandlers>[0] = {},
  paths = USERS,
  path = '/users',
  withShell = false,
) => {
  const { calls, handlers } = userHandlers(opts);
  server.use(...sessionHandlers(operatorMe(paths)), ...handlers);
  const view = await renderApp(path, { loggedIn: true, withShell });
  await screen.findByText('koordynator@xd.pl', {}, SLOW);
  return { ...view, calls };
};

const tableRows = () =>
  within(screen.getByRole('region', { name: 'Operators' }))
    .getAllByRole('row')
    .slice(1);
const filters = () => screen.getByRole('complementary', { name: 'Filters' });
const createForm = () => screen.getByRole('region', { name: 'New operator' });
const editForm = () => screen.getByRole('region', { name: 'Edit operator' });
const checkbox = (scope: HTMLElement, name: string) => within(scope).getByRole('checkbox', { name });
const flagsOn = (scope: HTMLElement) => {
  const labels: Record<keyof CanView, string> = {
    sensitiveData: 'Sensitive data',
    pinCode: 'PIN code',
    cancellation: 'Cancellation',
    holdOrder: 'Hold order',
    orderEstimations: 'Order estimations',
    orderRoute: 'Order route',
    comments: 'Comments',
    changeDriver: 'Change driver',
    driverInfo: 'Driver info',
    driverPayout: 'Driver payout',
  };
  return Object.entries(labels)
    .filter(([, label]) => (checkbox(scope, label) as HTMLInputElement).checked)
    .map(([flag]) => flag)
    .sort();
};

describe('users page: list, filters, selection', () => {
  it('redirects /users to /users/manager and lists the operators newest first with their e-mail, type and status', async () => {
    await open({}, USERS, '/users', true);
    expect(currentPath()).toBe('/users/manager');
    expect(screen.getByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    expect(tableRows().map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'koordynator@xd.pl',
      'gone@xd.pl',
      'old@xd.pl',
    ]);
    const gone = tableRows()[1];
    expect(gone).toHaveTextContent('API'); // the type it returns to
    expect(gone).toHaveTextContent('Inactive');
    expect(tableRows()[0]).toHaveTextContent('XD coordinator');
    expect(tableRows()[0]).not.toHaveTextContent('Inactive');
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/users');
  });

  it('filters by company, account type and status and searches by e-mail, on the client', async () => {
    const { user, calls } = await open();
    await user.click(within(filters()).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Księgarnia Czytelnik' }));
    // Company 2: the deactivated one (assigned) and old@ (all companies).
    await waitFor(() =>
      expect(tableRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
        'gone@xd.pl',
        'old@xd.pl',
      ]),
    );

    await user.click(within(filters()).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() =>
      expect(tableRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['gone@xd.pl']),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    await user.click(within(filters()).getByRole('combobox', { name: 'Account type' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await waitFor(() =>
      expect(tableRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['old@xd.pl']),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await fill(user, screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'KOORD');
    await waitFor(() =>
      expect(tableRows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['koordynator@xd.pl']),
    );
    await fill(user, screen.getByRole('searchbox', { name: 'Search by e-mail' }), 'nobody');
    expect(await screen.findByText('No operator matches the search or the filters.')).toBeInTheDocument();
    expect(calls.list).toBe(1);
  });

  it('a row click selects the operator: its edit form replaces the create form; "New operator" goes back', async () => {
    const { user } = await open();
    expect(createForm()).toBeInTheDocument();
    await user.click(screen.getByText('koordynator@xd.pl'));
    const form = await screen.findByRole('region', { name: 'Edit operator' });
    expect(within(form).getByText('koordynator@xd.pl')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /Account type/ })).toHaveTextContent('XD coordinator');
    expect((checkbox(form, 'Orders: read only') as HTMLInputElement).checked).toBe(true);
    expect((checkbox(form, 'Orders') as HTMLInputElement).checked).toBe(false);
    expect((checkbox(form, 'All companies') as HTMLInputElement).checked).toBe(false);
    expect(within(form).getByText('Apteka Słoneczna')).toBeInTheDocument();
    expect(within(form).getByText('Kraków')).toBeInTheDocument();
    expect(flagsOn(form)).toEqual(['comments', 'holdOrder', 'orderEstimations', 'orderRoute', 'pinCode']);
    expect(within(form).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'New operator' }));
    expect(await screen.findByRole('region', { name: 'New operator' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Edit operator' })).not.toBeInTheDocument();
  });

  it('keeps the selection in the URL: /users/10 opens that operator, a row click changes it, New operator clears it', async () => {
    const { user } = await open({}, USERS, '/users/10');
    const form = await screen.findByRole('region', { name: 'Edit operator' }, SLOW);
    expect(within(form).getByRole('combobox', { name: /Account type/ })).toHaveTextContent('Other');
    expect(currentPath()).toBe('/users/manager');
    expect(new URLSearchParams(window.location.search).get('operatorId')).toBe('10');

    await user.click(screen.getByText('koordynator@xd.pl'));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('operatorId')).toBe('11'));
    await waitFor(() =>
      expect(within(editForm()).getByRole('combobox', { name: /Account type/ })).toHaveTextContent('XD coordinator'),
    );
    await user.click(within(editForm()).getByRole('button', { name: 'New operator' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(createForm()).toBeInTheDocument();
  });

  it('an operator link of no operator says so above the create form', async () => {
    await open({}, USERS, '/users/manager?operatorId=404');
    expect(await screen.findByText('There is no operator 404, or it is outside your reach.')).toBeInTheDocument();
    expect(createForm()).toBeInTheDocument();
  });

  it('shows the error state with a refresh that loads the list again', async () => {
    let fail = true;
    const { handlers } = userHandlers();
    // The first matching handler answers: the failing list before the others.
    server.use(
      http.get('/api/operator/list', () => (fail ? apiError(500, 'unknown') : HttpResponse.json(OPERATORS))),
      ...sessionHandlers(operatorMe(USERS)),
      ...handlers,
    );
    const { user } = await renderApp('/users/manager', { loggedIn: true });
    const alert = (await screen.findByText(/The operators could not be loaded\./, {}, SLOW)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(alert).toHaveTextContent('Something went wrong, try again later.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('koordynator@xd.pl', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const { handlers } = userHandlers({ operators: [] });
    server.use(...sessionHandlers(operatorMe(USERS)), ...handlers);
    await renderApp('/users/manager', { loggedIn: true });
    expect(await screen.findByText('There are no operators yet.', {}, SLOW)).toBeInTheDocument();
  });

  it('tells a user without the users page that it is closed to it', async () => {
    server.use(...sessionHandlers(operatorMe(['orders.canAccessPage', 'settings.canAccessPage'])));
    await renderApp('/users/manager', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'No access to this page', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    expect(currentPath()).toBe('/users/manager');
  });
});

describe('create form', () => {
  it('asks before the page is left with a new operator half typed; no keeps it, yes leaves', async () => {
    const { user } = await open({}, USERS, '/users', true);
    await fill(user, within(createForm()).getByRole('textbox', { name: /E-mail/ }), 'nowy@xd.pl');
    const elsewhere = screen
      .getAllByRole('menuitem')
      .find((item) => !(item.getAttribute('href') ?? '/users').startsWith('/users'))!;
    const asked = answerConfirms(false, true);
    await user.click(elsewhere);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(currentPath()).toBe('/users/manager');
    expect(within(createForm()).getByRole('textbox', { name: /E-mail/ })).toHaveValue('nowy@xd.pl');
    await user.click(elsewhere);
    await waitFor(() => expect(currentPath()).not.toBe('/users/manager'));
    expect(asked).toHaveLength(2);
  });

  it('fills the canView defaults of the chosen account type and creates the operator with the full payload; the list reloads', async () => {
    const { user, calls } = await open();
    const form = createForm();
    expect(flagsOn(form)).toEqual([]);
    expect(within(form).queryByRole('option', { name: 'Deactivated' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('combobox', { name: /Account type/ }));
    expect(screen.queryByRole('option', { name: 'Deactivated' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'XD coordinator' }));
    await waitFor(() =>
      expect(flagsOn(form)).toEqual(['comments', 'holdOrder', 'orderEstimations', 'orderRoute', 'pinCode']),
    );
    await user.click(within(form).getByRole('combobox', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: 'API' }));
    await waitFor(() =>
      expect(flagsOn(form)).toEqual(['cancellation', 'holdOrder', 'orderEstimations', 'orderRoute', 'pinCode']),
    );
    await user.click(within(form).getByRole('combobox', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: 'XD coordinator' }));
    await waitFor(() =>
      expect(flagsOn(form)).toEqual(['comments', 'holdOrder', 'orderEstimations', 'orderRoute', 'pinCode']),
    );
    await user.click(checkbox(form, 'Driver info')); // a flag changed by hand is kept

    await fill(user, within(form).getByRole('textbox', { name: /E-mail/ }), 'nowy@xd.pl');
    await fill(user, within(form).getByLabelText(/^Password/), 'secret12');
    await fill(user, within(form).getByLabelText(/^Repeat the password/), 'secret12');
    await user.click(checkbox(form, 'Orders'));
    await user.click(checkbox(form, 'All regions'));
    await user.click(within(form).getByRole('combobox', { name: 'Assigned companies' }));
    await user.click(await screen.findByRole('option', { name: 'Apteka Słoneczna' }));
    await user.click(within(form).getByRole('combobox', { name: 'Assigned locations' }));
    await user.click(await screen.findByRole('option', { name: 'Apteka Rynek – Apteka Słoneczna' }));
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));

    expect(await screen.findByText('Operator created')).toBeInTheDocument();
    expect(calls.posts).toEqual([
      {
        url: '/operator/create',
        body: {
          email: 'nowy@xd.pl',
          password: 'secret12',
          companyIds: [1],
          regions: '*',
          scope: ['orders'],
          accountType: 'xd_coordinator',
          canView: { ...canViewDefaults('xd_coordinator'), driverInfo: true },
          locationIds: [101],
        },
      },
    ]);
    await waitFor(() => expect(calls.list).toBe(2));
    // The form starts again.
    await waitFor(() => expect(within(createForm()).getByRole('textbox', { name: /E-mail/ })).toHaveValue(''));
  });

  it('shows the field errors: required, at least one value, password min 7 and not the same', async () => {
    const { user, calls } = await open();
    const form = createForm();
    await fill(user, within(form).getByLabelText(/^Password/), 'short');
    await fill(user, within(form).getByLabelText(/^Repeat the password/), 'other');
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));

    expect(await within(form).findAllByText('Choose at least one value')).toHaveLength(3); // scope, companies, regions
    expect(within(form).getAllByText('Field is required').length).toBeGreaterThanOrEqual(2); // e-mail, account type
    expect(within(form).getByText('Must be at least 7 characters')).toBeInTheDocument();
    expect(within(form).getByText('The password is not the same')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);
  });

  it('without companies the locations wait; "All companies" offers every location and omits empty locations from the payload', async () => {
    const { user, calls } = await open();
    const form = createForm();
    expect(within(form).getByText('Assign companies first')).toBeInTheDocument();
    await user.click(checkbox(form, 'All companies'));
    expect(within(form).queryByRole('combobox', { name: 'Assigned companies' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: 'Assigned locations' }));
    expect(await screen.findByRole('option', { name: 'Księgarnia Prosta – Księgarnia Czytelnik' })).toBeInTheDocument();
    fireEvent.keyDown(within(form).getByRole('combobox', { name: 'Assigned locations' }), { key: 'Escape' });

    await fill(user, within(form).getByRole('textbox', { name: /E-mail/ }), 'api@xd.pl');
    await fill(user, within(form).getByLabelText(/^Password/), 'secret12');
    await fill(user, within(form).getByLabelText(/^Repeat the password/), 'secret12');
    await user.click(within(form).getByRole('combobox', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: 'API user' }));
    await user.click(checkbox(form, 'Orders'));
    await user.click(checkbox(form, 'All regions'));
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
    await screen.findByText('Operator created');
    expect(calls.posts[0].body).toEqual({
      email: 'api@xd.pl',
      password: 'secret12',
      companyIds: '*',
      regions: '*',
      scope: ['orders'],
      accountType: 'api_user',
      canView: canViewDefaults('api_user'),
    });
  });

  const fillValid = async (user: Awaited<ReturnType<typeof open>>['user']) => {
    const form = createForm();
    await fill(user, within(form).getByRole('textbox', { name: /E-mail/ }), 'old@xd.pl');
    await fill(user, within(form).getByLabelText(/^Password/), 'secret12');
    await fill(user, within(form).getByLabelText(/^Repeat the password/), 'secret12');
    await user.click(within(form).getByRole('combobox', { name: /Account type/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.click(checkbox(form, 'Orders'));
    await user.click(checkbox(form, 'All companies'));
    await user.click(checkbox(form, 'All regions'));
    await user.click(within(form).getByRole('button', { name: 'Create operator' }));
  };

  it('user_email_already_occupied gives the email-occupied notification and marks the e-mail', async () => {
    const { user } = await open({ write: () => apiError(409, 'user_email_already_occupied') });
    await fillValid(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail address is already in use'); // the toast
    await waitFor(() => expect(screen.getAllByText('This e-mail address is already in use')).toHaveLength(2)); // and under the field
  });

  it('any other error gives the generic message and is logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, calls } = await open({ write: () => apiError(403, 'company_not_assignable') });
    const rowsBefore = tableRows().length;
    await fillValid(user);
    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Operator creation failed', expect.anything());
    // Nothing is lost and nothing added: the form keeps what was typed, and the list (which react-admin reads again
    // after any create, refused or not) has no new operator.
    expect(within(createForm()).getByRole('textbox', { name: /E-mail/ })).toHaveValue('old@xd.pl');
    await waitFor(() => expect(calls.list).toBe(2));
    expect(tableRows()).toHaveLength(rowsBefore);
    consoleError.mockRestore();
  });
});

describe('edit form and dialogs', () => {
  it('saves the changes with the update payload, notifies, and shows the saved operator without reading the list again', async () => {
    const { user, calls } = await open();
    await user.click(screen.getByText('koordynator@xd.pl'));
    const form = await screen.findByRole('region', { name: 'Edit operator' });
    await user.click(checkbox(form, 'Drivers'));
    await user.click(checkbox(form, 'Sensitive data'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Operator updated')).toBeInTheDocument();
    expect(calls.posts).toEqual([
      {
        url: '/operator/update',
        body: {
          operatorId: 11,
          companyIds: [1],
          regions: ['Kraków'],
          scope: ['orders:read', 'drivers'],
          accountType: 'xd_coordinator',
          canView: { ...canViewDefaults('xd_coordinator'), sensitiveData: true },
          locationIds: [],
        },
      },
    ]);
    // The server's answer replaces the row in react-admin's cache: the form shows what was saved (it starts again on
    // the saved operator), the selection stays, and the list was not read again.
    await waitFor(() => expect(flagsOn(editForm())).toContain('sensitiveData'));
    expect((checkbox(editForm(), 'Drivers') as HTMLInputElement).checked).toBe(true);
    expect(calls.list).toBe(1);
  });

  it('an update failure gives the generic message, logged; an emptied scope list shows its field error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, calls } = await open({ write: () => apiError(500, 'unknown') });
    await user.click(screen.getByText('koordynator@xd.pl'));
    const form = await screen.findByRole('region', { name: 'Edit operator' });
    await user.click(checkbox(form, 'Orders: read only'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Choose at least one value')).toBeInTheDocument();
    expect(calls.posts).toEqual([]);

    await user.click(checkbox(form, 'Orders'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Operator update failed', expect.anything());
    consoleError.mockRestore();
  });

  it('changes the password in its dialog (min 7, confirmation) and reloads the list', async () => {
    const { user, calls } = await open();
    await user.click(screen.getByText('koordynator@xd.pl'));
    await user.click(
      within(await screen.findByRole('region', { name: 'Edit operator' })).getByRole('button', {
        name: 'Change password',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await fill(user, within(dialog).getByLabelText(/^New password/), 'abc');
    await fill(user, within(dialog).getByLabelText(/^Repeat the new password/), 'abd');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Must be at least 7 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('The password is not the same')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^New password/));
    await fill(user, within(dialog).getByLabelText(/^New password/), 'newpass1');
    await user.clear(within(dialog).getByLabelText(/^Repeat the new password/));
    await fill(user, within(dialog).getByLabelText(/^Repeat the new password/), 'newpass1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.posts).toEqual([
      { url: '/operator/change-password', body: { operatorId: 11, newPassword: 'newpass1' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.list).toBe(2));
    expect(editForm()).toBeInTheDocument();
  });

  it('deactivates after confirmation: notifies, clears the selection and reloads', async () => {
    const { user, calls } = await open();
    await user.click(screen.getByText('koordynator@xd.pl'));
    await user.click(
      within(await screen.findByRole('region', { name: 'Edit operator' })).getByRole('button', { name: 'Deactivate' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'koordynator@xd.pl is signed out at once and cannot sign in until the account is activated again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('Operator deactivated')).toBeInTheDocument();
    expect(calls.posts).toEqual([{ url: '/operator/deactivate', body: { operatorId: 11 } }]);
    expect(await screen.findByRole('region', { name: 'New operator' })).toBeInTheDocument();
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it('a deactivated account is read-only and offers Activate: notifies, clears the selection and reloads', async () => {
    const { user, calls } = await open();
    await user.click(screen.getByText('gone@xd.pl'));
    const form = await screen.findByRole('region', { name: 'Edit operator' });
    expect(
      within(form).getByText('This account is deactivated: it cannot sign in. Activate it to change it.'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(checkbox(form, 'Orders')).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));

    expect(await screen.findByText('Operator activated')).toBeInTheDocument();
    expect(calls.posts).toEqual([{ url: '/operator/activate', body: { operatorId: 12 } }]);
    expect(await screen.findByRole('region', { name: 'New operator' })).toBeInTheDocument();
    await waitFor(() => expect(calls.list).toBe(2));
  });

  it('a failed deactivation gives the generic message, logged, and keeps the selection', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await open({ write: () => apiError(409, 'operator_already_deactivated') });
    await user.click(screen.getByText('koordynator@xd.pl'));
    await user.click(
      within(await screen.findByRole('region', { name: 'Edit operator' })).getByRole('button', { name: 'Deactivate' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Operator deactivation failed', expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editForm()).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('does not offer deactivation of the signed-in operator’s own account', async () => {
    const { user } = await open({
      operators: [
        ...OPERATORS,
        operator({
          id: 1,
          email: 'anna@example.com',
          username: 'anna.operator',
          createdAt: '2024-01-01T10:00:00.000Z',
        }),
      ],
    });
    await user.click(screen.getByText('anna@example.com'));
    const form = await screen.findByRole('region', { name: 'Edit operator' });
    expect(within(form).getByText(/signs in as anna.operator/)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});

describe('a session ended on the server', () => {
  // First: the apps of the logout cases below end on the login page, and jsdom keeps one history for the file.
  it('stays signed in when the session is still valid after a server disconnect', async () => {
    let meCalls = 0;
    server.use(
      http.get('/api/@me', () => {
        meCalls += 1;
        return HttpResponse.json(operatorMe());
      }),
      ...sessionHandlers(operatorMe()),
      ...filterOptionHandlers(),
    );
    await renderApp('/orders/list', { loggedIn: true });
    await waitFor(() => expect(fakeSockets.filter((socket) => socket.connected).length).toBeGreaterThan(0), SLOW);
    const before = meCalls;
    emitServerEvent('disconnect', 'io server disconnect');
    await waitFor(() => expect(meCalls).toBe(before + 1)); // the session was checked
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/orders/list');
  });

  for (const [what, emit, errorCode, message] of [
    [
      'the sessionEnded event of a deactivation',
      () => emitServerEvent('sessionEnded', { reason: 'account_deactivated' }),
      'account_deactivated',
      'You were logged out: your account has been deactivated. If this is a mistake, ask your company’s administrator to activate it again.',
    ],
    [
      'a server disconnect',
      () => emitServerEvent('disconnect', 'io server disconnect'),
      'session_expired',
      'You have to be logged in to visit this page',
    ],
  ] as const) {
    it(`logs out, saying why, on ${what}, without any click`, async () => {
      let ended = false;
      server.use(
        refreshOk(),
        http.get('/api/@me', () => (ended ? apiError(401, errorCode) : HttpResponse.json(operatorMe()))),
        orderList([]),
        logoutHandler(),
        ...filterOptionHandlers(),
      );
      await renderApp('/orders/list', { loggedIn: true });
      await waitFor(() => expect(fakeSockets.filter((socket) => socket.connected).length).toBeGreaterThan(0), SLOW);
      ended = true;
      emit();
      expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
      await waitFor(() => expect(currentPath()).toBe('/login'));
    });
  }
});

describe('permissions changed while signed in', () => {
  const limited = () => operatorMe(['settings.canAccessPage']);

  it('follows the server’s accessChanged within the open page: the menu loses the orders and the page says access is gone', async () => {
    let me = operatorMe();
    server.use(
      http.get('/api/@me', () => HttpResponse.json(me)),
      ...sessionHandlers(operatorMe(), [order({ orderNo: 'GONE' })]),
      ...filterOptionHandlers(),
    );
    await renderApp('/orders/list', { loggedIn: true, withShell: true });
    expect(await screen.findByText('GONE', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toBeInTheDocument();

    me = limited();
    emitServerEvent('accessChanged');

    expect(
      await screen.findByRole('heading', { name: 'You no longer have access to this page', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText('An administrator changed your permissions: the menu and pages now show what you may open.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('GONE')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toBeInTheDocument();
    expect(currentPath()).toBe('/orders/list');
  });

  it('reads the session again when a call is refused (403), and follows what changed', async () => {
    let me = operatorMe();
    let refused = false;
    server.use(
      http.get('/api/@me', () => HttpResponse.json(me)),
      // Until refused, the list's own handler answers (a resolver that returns nothing passes the request on).
      http.get('/api/order/list', () => (refused ? apiError(403, 'insufficient_permissions') : undefined)),
      ...sessionHandlers(operatorMe(), [order({ orderNo: 'R403' })]),
      ...filterOptionHandlers(),
    );
    await renderApp('/orders/list', { loggedIn: true });
    expect(await screen.findByText('R403', {}, SLOW)).toBeInTheDocument();

    me = limited();
    refused = true;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(
      await screen.findByRole('heading', { name: 'You no longer have access to this page', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Orders' })).not.toBeInTheDocument();
  });
});
