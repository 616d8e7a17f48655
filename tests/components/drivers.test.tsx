// The drivers page: the list with its filter bar (in the URL; company and region with "---", status online /
// offline / all, account active by default), loading / empty / error with refresh, rows that expand to the driver's
// details and the wallet link, and the send-notification dialog with its rules (required fields and minimums, all
// regions disabling the others and sending "*", the long part only when complete, server field errors, the generic
// failure) and the number of drivers it reached. The drivers resource: create and edit with one form (field errors
// from the shared rules and from the server), a driver's page with its block, the block dialog asking the reason,
// unblock, deactivate and activate, all shown only to a user who may manage drivers; and the send dialog starting
// from the list's filters with the number of recipients.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyOption, Region } from '../../domain/api.ts';
import type { DriverRow } from '../../domain/driverSchemas.ts';
import type { NotificationSendInput } from '../../domain/notificationSchemas.ts';
import { driverRow, operatorMe } from './support/fixtures.ts';
import { apiError, filterOptionHandlers, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { driverCalls, driverDetails, driverResourceHandlers } from './support/driverHandlers.ts';
import type { DriverDetails } from '../../domain/driverSchemas.ts';
import { expectClosedPage } from './support/closedPage.ts';

const DRIVERS = ['orders.canAccessPage', 'settings.canAccessPage', 'drivers.canAccessPage'];
const WITH_NOTIFICATIONS = [...DRIVERS, 'notifications.canSend'];
const WALLET = 'wallet.canAccessPage';

const regions: Region[] = [
  { id: 1, name: 'Kraków', active: true },
  { id: 2, name: 'Warszawa', active: true },
];
const companies: CompanyOption[] = [
  { id: 11, name: 'Apteka Słoneczna', status: 'active', logo: null },
  { id: 12, name: 'Elektro Market', status: 'active', logo: null },
];

const ROWS = [
  driverRow(),
  driverRow({
    id: 6,
    firstName: 'Bartek',
    lastName: 'Nowak',
    email: 'bartek@kurier.pl',
    regionId: 1,
    regionName: 'Kraków',
    status: 'offline',
    vehicleType: 'bicycle',
    allowedCompanyIds: [],
    allowedCompanies: [],
    car: null,
    mobile: null,
    lastLogin: null,
    stock: [],
    type: 'ambassador',
  }),
];

/** GET /driver/list with the filters applied like the server (recording each query), and the filter choices. */
const driverHandlers = (opts: { rows?: DriverRow[]; queries?: URLSearchParams[] } = {}) => {
  const rows = opts.rows ?? ROWS;
  return [
    http.get('/api/driver/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      opts.queries?.push(params);
      const items = rows.filter(
        (d) =>
          (!params.get('status') || params.get('status')!.split(',').includes(d.status)) &&
          (!params.get('region') || d.regionName === params.get('region')) &&
          (!params.get('active') || String(d.active) === params.get('active')) &&
          (!params.get('blocked') || String(d.blocked) === params.get('blocked')) &&
          (!params.get('companyId') ||
            !d.allowedCompanyIds.length ||
            d.allowedCompanyIds.includes(Number(params.get('companyId')))),
      );
      return HttpResponse.json({
        items,
        total: items.length,
        page: Number(params.get('page')),
        perPage: Number(params.get('perPage')),
      });
    }),
    ...filterOptionHandlers({ companies, regions }),
    http.get('/api/notification/recipients', () => HttpResponse.json({ count: 3 })),
  ];
};

const session = (paths = WITH_NOTIFICATIONS) => sessionHandlers(operatorMe(paths));
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
type User = Awaited<ReturnType<typeof renderApp>>['user'];
/** Picks an option of a select by its text (the empty choice's accessible name is "Clear value"). */
const choose = async (user: User, combobox: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  const options = await screen.findAllByRole('option');
  await user.click(options.find((o) => o.textContent === option) as HTMLElement);
};
/** Types into a field at once (paste), which keeps the slow form tests short. */
const fill = async (user: User, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
const filterOfUrl = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');

describe('drivers page', { timeout: 60_000 }, () => {
  it('lists the drivers with region, status, vehicle, account and last login; asks for active drivers, one page', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), ...driverHandlers({ queries }));
    await renderApp('/drivers', { loggedIn: true, withShell: true });

    const anna = await rowOf('Anna Zielińska');
    expect(within(anna).getByText('anna.zielinska@kurier.pl')).toBeInTheDocument();
    expect(within(anna).getByText('Warszawa')).toBeInTheDocument();
    expect(within(anna).getByText('Online')).toBeInTheDocument();
    expect(within(anna).getByText('Car')).toBeInTheDocument();
    expect(within(anna).getByText('Active')).toBeInTheDocument();
    const bartek = await rowOf('Bartek Nowak');
    expect(within(bartek).getByText('Offline')).toBeInTheDocument();
    expect(within(bartek).getByText('Bicycle')).toBeInTheDocument();
    expect(within(bartek).getByText('Ambassador')).toBeInTheDocument();
    expect(within(bartek).getByText('Never')).toBeInTheDocument();

    const first = queries.at(-1)!;
    expect(Object.fromEntries(first)).toEqual({ active: 'true', page: '1', perPage: '25' });
    expect(screen.getByRole('menuitem', { name: 'Drivers' })).toHaveAttribute('href', '/drivers');
  });

  it('filters by company, region, status and account on the server, keeps the filters in the URL, and offers "---"', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), ...driverHandlers({ queries }));
    const { user } = await renderApp('/drivers', { loggedIn: true });
    await rowOf('Anna Zielińska');

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    const regionOptions = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(regionOptions).toEqual(['---', 'Kraków', 'Warszawa']);
    await user.click(screen.getByRole('option', { name: 'Kraków' }));
    await waitFor(() => expect(queries.at(-1)?.get('region')).toBe('Kraków'));
    await waitFor(() => expect(screen.queryByText('Anna Zielińska')).not.toBeInTheDocument());
    expect(screen.getByText('Bartek Nowak')).toBeInTheDocument();
    expect(filterOfUrl()).toMatchObject({ region: 'Kraków', active: 'true' });

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '---',
      'Apteka Słoneczna',
      'Elektro Market',
    ]);
    await user.click(screen.getByRole('option', { name: 'Elektro Market' }));
    await waitFor(() => expect(queries.at(-1)?.get('companyId')).toBe('12'));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['All', 'Online', 'Offline']);
    await user.click(screen.getByRole('option', { name: 'Offline' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('offline'));
    // "All" is the empty choice: no status sent.
    await choose(user, 'Status', 'All');
    await waitFor(() => expect(queries.at(-1)?.has('status')).toBe(false));

    // Account: active or inactive, no empty choice.
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Active', 'Inactive']);
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(queries.at(-1)?.get('active')).toBe('false'));
    expect(await screen.findByText('No driver matches these filters.')).toBeInTheDocument();
    await choose(user, 'Account', 'Active');

    // Block: apart from the account (a blocked driver's account stays active); both by default.
    expect(queries.at(-1)?.has('blocked')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Block' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Blocked or not',
      'Not blocked',
      'Blocked',
    ]);
    await user.click(screen.getByRole('option', { name: 'Blocked' }));
    await waitFor(() => expect(queries.at(-1)?.get('blocked')).toBe('true'));
    await waitFor(() => expect(queries.at(-1)?.get('active')).toBe('true'));
    await choose(user, 'Block', 'Blocked or not');
    await waitFor(() => expect(queries.at(-1)?.has('blocked')).toBe(false));
    await choose(user, 'Account', 'Inactive');

    // Back to "---": the region filter is gone.
    await choose(user, 'Region', '---');
    await waitFor(() => expect(queries.at(-1)?.has('region')).toBe(false));
    expect(filterOfUrl()).toEqual({ companyId: '12', active: 'false' });
  });

  it('reads the filters from the URL (a shared link)', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), ...driverHandlers({ queries }));
    await renderApp(
      `/drivers?filter=${encodeURIComponent(JSON.stringify({ region: 'Warszawa', status: 'online', active: 'true' }))}`,
      { loggedIn: true },
    );
    await rowOf('Anna Zielińska');
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ region: 'Warszawa', status: 'online', active: 'true' });
    expect(screen.queryByText('Bartek Nowak')).not.toBeInTheDocument();
  });

  it('expands a row to the details: e-mail, phone, car, app, allowed companies, stock, last login, and the wallet link', async () => {
    server.use(...session([...WITH_NOTIFICATIONS, WALLET]), ...driverHandlers());
    const { user } = await renderApp('/drivers', { loggedIn: true });
    await user.click(within(await rowOf('Anna Zielińska')).getByText('600 700 800'));

    const details = await screen.findByRole('region', { name: 'Driver details' });
    expect(within(details).getByText('anna.zielinska@kurier.pl')).toBeInTheDocument();
    expect(within(details).getByText('Toyota Yaris, silver, WA 12345')).toBeInTheDocument();
    expect(within(details).getByText('Vehicle details')).toBeInTheDocument(); // not "Car" whatever the driver rides
    expect(within(details).getByText('Version 3.4.1 on Android')).toBeInTheDocument();
    expect(within(details).getByText('Apteka Słoneczna', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(within(details).getByText('Elektro Market', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const stock = within(details).getByRole('table', { name: 'Stock' });
    expect(within(stock).getByText('Terminal')).toBeInTheDocument();
    expect(within(stock).getByText('4')).toBeInTheDocument();
    expect(within(details).getAllByText(/\d{2}:\d{2} \d{2}\.\d{2}\.\d{2}/).length).toBeGreaterThanOrEqual(2);
    expect(within(details).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet?driverId=5');

    // A driver without a company limit, car, app or stock.
    await user.click(within(await rowOf('Bartek Nowak')).getByText('Kraków'));
    const others = await screen.findAllByRole('region', { name: 'Driver details' });
    const bartek = others.find((r) => within(r).queryByText('bartek@kurier.pl')) as HTMLElement;
    expect(within(bartek).getByText('Every company')).toBeInTheDocument();
    expect(within(bartek).getByText('No vehicle data')).toBeInTheDocument();
    expect(within(bartek).getByText('Not installed')).toBeInTheDocument();
    expect(within(bartek).getByText('No stock')).toBeInTheDocument();
    expect(within(bartek).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet?driverId=6');
  });

  it('shows no wallet link to a user without the wallet page (the omni scope does not open it)', async () => {
    server.use(...session(), ...driverHandlers());
    const { user } = await renderApp('/drivers', { loggedIn: true });
    await user.click(within(await rowOf('Anna Zielińska')).getByText('600 700 800'));
    const details = await screen.findByRole('region', { name: 'Driver details' });
    expect(within(details).getByRole('link', { name: 'Driver page' })).toBeInTheDocument();
    expect(within(details).queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  it('says when there are no drivers, and shows an error with a refresh that loads again', async () => {
    let fail = true;
    server.use(
      http.get('/api/driver/list', () =>
        fail ? apiError(500, 'internal') : HttpResponse.json({ items: [], total: 0, page: 1, perPage: 25 }),
      ),
      ...session(),
      ...filterOptionHandlers({ companies, regions }),
    );
    const { user } = await renderApp('/drivers', { loggedIn: true });

    const alert = (await screen.findByText(/The drivers could not be loaded/)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('There are no drivers yet.')).toBeInTheDocument();
  });

  it('tells a user without the Drivers scope that the page is closed to it, and hides the menu item', async () => {
    server.use(
      ...session(['orders.canAccessPage', 'settings.canAccessPage', 'notifications.canSend']),
      ...driverHandlers(),
    );
    await renderApp('/drivers', { loggedIn: true });
    await expectClosedPage('/drivers');
    expect(screen.queryByRole('menuitem', { name: 'Drivers' })).not.toBeInTheDocument();
  });

  it('shows Send notification only with notifications.canSend', async () => {
    server.use(...session(DRIVERS), ...driverHandlers());
    await renderApp('/drivers', { loggedIn: true });
    await rowOf('Anna Zielińska');
    expect(screen.queryByRole('button', { name: 'Send notification' })).not.toBeInTheDocument();
  });
});

// Filling the dialog's fields in jsdom is slow on a busy machine: a minute per test.
describe('send-notification dialog', { timeout: 60_000 }, () => {
  const sendHandler = (
    bodies: NotificationSendInput[],
    answer: () => Response | Promise<Response> = () => HttpResponse.json({ notificationId: 9, recipients: 17 }),
  ) =>
    http.post('/api/notification/send', async ({ request }) => {
      bodies.push((await request.json()) as NotificationSendInput);
      return answer();
    });

  const openDialog = async () => {
    const view = await renderApp('/drivers', { loggedIn: true });
    await rowOf('Anna Zielińska');
    await view.user.click(screen.getByRole('button', { name: 'Send notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a notification to drivers' });
    await within(dialog).findByRole('checkbox', { name: 'Kraków' });
    return { ...view, dialog };
  };

  it('checks the fields: regions required, title min 5, message min 10, details title min 5', async () => {
    const bodies: NotificationSendInput[] = [];
    server.use(...session(), ...driverHandlers(), sendHandler(bodies));
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Field is required')).toHaveLength(3); // regions, title, message
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Hey');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Short');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Details title' }), 'Abc');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findAllByText('Must be at least 5 characters')).toHaveLength(2); // title, details title
    expect(within(dialog).getByText('Must be at least 10 characters')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('"All regions" disables the region choices and sends "*"; the long part is left out until both fields are filled', async () => {
    const bodies: NotificationSendInput[] = [];
    server.use(...session(), ...driverHandlers(), sendHandler(bodies));
    const { user, dialog } = await openDialog();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Kraków' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'All regions' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Kraków' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Kraków' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Warszawa' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Online' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'High demand');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Multiplier 1.5x from 16 to 19');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Details title' }), 'Evening bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('The notification reached 17 drivers.')).toBeInTheDocument();
    expect(await screen.findByText('Notification sent')).toBeInTheDocument();
    expect(bodies).toEqual([
      { regions: ['*'], status: 'online', short: { title: 'High demand', body: 'Multiplier 1.5x from 16 to 19' } },
    ]);

    // Send another: regions by name, status all, the long part complete.
    await user.click(within(dialog).getByRole('button', { name: 'Send another' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Warszawa' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kraków' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Road works');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Avoid the A2 near Łódź today');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Details title' }), 'Detour');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Details text' }), 'Take the S8 instead.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      regions: ['Warszawa', 'Kraków'],
      status: 'all',
      short: { title: 'Road works', body: 'Avoid the A2 near Łódź today' },
      long: { title: 'Detour', body: 'Take the S8 instead.' },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no driver matched, and reports one driver in the singular', async () => {
    let recipients = 0;
    const bodies: NotificationSendInput[] = [];
    server.use(
      ...session(),
      ...driverHandlers(),
      sendHandler(bodies, () => HttpResponse.json({ notificationId: 3, recipients })),
    );
    const { user, dialog } = await openDialog();
    const send = async () => {
      await user.click(await within(dialog).findByRole('checkbox', { name: 'Kraków' }));
      await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Hello there');
      await fill(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'A message of some length');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    };
    await send();
    expect(
      await within(dialog).findByText('The notification was sent, but no driver matches the regions and status.'),
    ).toBeInTheDocument();
    recipients = 1;
    await user.click(within(dialog).getByRole('button', { name: 'Send another' }));
    await send();
    expect(await within(dialog).findByText('The notification reached 1 driver.')).toBeInTheDocument();
  });

  it("shows the server's field errors under the fields, and the generic message for any other failure (logged)", async () => {
    const bodies: NotificationSendInput[] = [];
    let answer: 'field' | 'fail' = 'field';
    server.use(
      ...session(),
      ...driverHandlers(),
      sendHandler(bodies, () =>
        answer === 'field'
          ? HttpResponse.json(
              {
                name: 'BadRequest',
                message: 'Invalid input',
                errorCode: 'validation_failed',
                errors: { regions: ['validation.invalid'] },
              },
              { status: 400 },
            )
          : apiError(500, 'unknown'),
      ),
    );
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kraków' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Hello there');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'A message of some length');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Invalid value')).toBeInTheDocument();
    expect(await screen.findByText('Check the marked fields.')).toBeInTheDocument();

    answer = 'fail';
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    expect(errorLog).toHaveBeenCalledWith('Sending the notification failed', expect.anything());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Hello there');
    errorLog.mockRestore();
  });
});

const MANAGE = [...DRIVERS, 'drivers.canWrite'];

/** The resource's pages on a store holding Anna (5) and a blocked Bartek (6). */
const resourceSetup = (paths = MANAGE, options: Parameters<typeof driverResourceHandlers>[2] = {}) => {
  const store = new Map<number, DriverDetails>([
    [5, driverDetails(ROWS[0]!)],
    [6, driverDetails({ ...ROWS[1]!, blocked: true, blockReason: 'Complaints from clients' })],
  ]);
  const calls = driverCalls();
  server.use(
    ...driverResourceHandlers(store, calls, options),
    ...session(paths),
    ...driverHandlers({ rows: [...store.values()] }),
  );
  return { store, calls };
};

describe('drivers resource: create and edit', { timeout: 60_000 }, () => {
  it('creates a driver: the rules under the fields, then the body sent and the driver page', async () => {
    const { calls } = resourceSetup();
    const { user } = await renderApp('/drivers/create', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'New driver', level: 1 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Field is required')).length).toBeGreaterThanOrEqual(5); // names, phone, e-mail, password, region
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '123');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Invalid phone number|phone/i, { selector: 'p, span' })).toBeInTheDocument();
    expect(calls.created).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Marta');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Wiśniewska');
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '601 602 603');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'marta@kurier.pl');
    await fill(user, screen.getByLabelText(/First password/), 'kierowca123');
    await choose(user, 'Region', 'Kraków');
    await fill(user, screen.getByRole('textbox', { name: 'Registration plate' }), 'KR 1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.created).toHaveLength(1));
    expect(calls.created[0]).toEqual({
      firstName: 'Marta',
      lastName: 'Wiśniewska',
      phone: '601 602 603',
      email: 'marta@kurier.pl',
      password: 'kierowca123',
      region: 'Kraków',
      type: 'driver',
      priorityDriver: false,
      vehicleType: 'car',
      car: { registrationPlate: 'KR 1234' },
      allowedCompanyIds: [],
    });
    await waitFor(() => expect(currentPath()).toBe('/drivers/101/show'));
    expect(await screen.findByRole('heading', { name: 'Marta Wiśniewska', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('The driver is created.')).toBeInTheDocument();
  });

  it("puts the server's answers under the fields: a taken e-mail, a 400's field errors", async () => {
    let answer: 'taken' | 'fields' = 'taken';
    const { calls } = resourceSetup(MANAGE, {
      answers: {
        create: () =>
          answer === 'taken'
            ? HttpResponse.json(
                { name: 'Conflict', message: 'taken', errorCode: 'driver_email_taken' },
                { status: 409 },
              )
            : HttpResponse.json(
                {
                  name: 'BadRequest',
                  message: 'Invalid input',
                  errorCode: 'validation_failed',
                  errors: { region: ['drivers.validation.unknownRegion'] },
                },
                { status: 400 },
              ),
      },
    });
    const { user } = await renderApp('/drivers/create', { loggedIn: true });
    await screen.findByRole('heading', { name: 'New driver', level: 1 });
    await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Marta');
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Wiśniewska');
    await fill(user, screen.getByRole('textbox', { name: 'Phone' }), '601602603');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'anna.zielinska@kurier.pl');
    await fill(user, screen.getByLabelText(/First password/), 'kierowca123');
    await choose(user, 'Region', 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another driver already has this e-mail.')).toBeInTheDocument();

    answer = 'fields';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There is no such region.')).toBeInTheDocument();
    expect(calls.created).toHaveLength(2);
    expect(currentPath()).toBe('/drivers/create');
  });

  it('shows each text field’s maximum and never cuts: past it the field says so and the form is not sent', async () => {
    const { calls } = resourceSetup();
    const { user } = await renderApp('/drivers/5', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Edit Anna Zielińska', level: 1 })).toBeInTheDocument();
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    // The counters: the name's characters of its 100, the car model's of its 60.
    expect(screen.getByText('4/100')).toBeInTheDocument();
    expect(screen.getByText('12/60')).toBeInTheDocument();

    await user.clear(firstName);
    await fill(user, firstName, 'A'.repeat(101));
    expect(firstName).toHaveValue('A'.repeat(101));
    // At once, not only on save: the message with the maximum stands in the counter's place.
    expect(await screen.findByText('Must be at most 100 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.updated).toEqual([]);

    await user.type(firstName, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Must be at most 100 characters')).not.toBeInTheDocument());
    expect(screen.getByText('100/100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toMatchObject({ driverId: 5, firstName: 'A'.repeat(100) });
  });

  it('edits a driver: the form holds its values, and saving sends every field back', async () => {
    const { calls } = resourceSetup();
    const { user } = await renderApp('/drivers/5', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Edit Anna Zielińska', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna.zielinska@kurier.pl');
    expect(screen.getByRole('textbox', { name: 'Model' })).toHaveValue('Toyota Yaris');
    expect(screen.queryByLabelText(/First password/)).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Nowak');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.updated).toHaveLength(1));
    expect(calls.updated[0]).toEqual({
      driverId: 5,
      firstName: 'Anna',
      lastName: 'Nowak',
      phone: '600 700 800',
      email: 'anna.zielinska@kurier.pl',
      region: 'Warszawa',
      type: 'driver',
      priorityDriver: false,
      vehicleType: 'car',
      car: { registrationPlate: 'WA 12345', model: 'Toyota Yaris', color: 'silver' },
      allowedCompanyIds: [11, 12],
    });
    expect(await screen.findByText('The driver is saved.')).toBeInTheDocument();
  });

  it("sends a user who only reads drivers from the edit form to the driver's page, without edit or actions", async () => {
    resourceSetup(DRIVERS);
    await renderApp('/drivers/5', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Anna Zielińska', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/drivers/5/show');
    expect(screen.getByText('anna.zielinska@kurier.pl')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it('sends a user who only reads drivers from the create page to the list, which offers no New driver', async () => {
    resourceSetup(DRIVERS);
    await renderApp('/drivers/create', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/drivers'));
    await rowOf('Anna Zielińska');
    expect(screen.queryByRole('link', { name: 'New driver' })).not.toBeInTheDocument();
  });

  it('offers the wallet on the driver page only to a user who may open the wallet page', async () => {
    resourceSetup();
    await renderApp('/drivers/5/show', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Anna Zielińska', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Wallet' })).not.toBeInTheDocument();
  });

  it('says when the driver does not exist', async () => {
    resourceSetup();
    await renderApp('/drivers/999/show', { loggedIn: true });
    expect(await screen.findByText('The driver was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drivers' })).toHaveAttribute('href', '/drivers');
  });
});

describe('drivers resource: the driver page and its actions', { timeout: 60_000 }, () => {
  it('blocks with a reason asked in a dialog, then unblocks', async () => {
    const { calls } = resourceSetup([...MANAGE, WALLET]);
    const { user } = await renderApp('/drivers/5/show', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Anna Zielińska', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet?driverId=5');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/drivers/5');

    await user.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block the driver' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(calls.actions).toEqual([]);
    // The maximum is in view and nothing is cut: 501 characters stay, say the limit and are not sent.
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    expect(reason).toHaveValue('x'.repeat(501));
    expect(await within(dialog).findByText('Must be at most 500 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(calls.actions).toEqual([]);
    await user.clear(reason);
    await fill(user, reason, 'Late deliveries');
    expect(within(dialog).getByText('15/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() =>
      expect(calls.actions).toEqual([{ path: 'block', body: { driverId: 5, reason: 'Late deliveries' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Blocked: Late deliveries/)).toBeInTheDocument();
    expect(await screen.findByText('The driver is blocked.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(calls.actions.at(-1)).toEqual({ path: 'unblock', body: { driverId: 5 } }));
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.queryByText(/Blocked: Late deliveries/)).not.toBeInTheDocument();
  });

  it('deactivates and activates; a refusal shows the server’s message', async () => {
    let refuse = true;
    const { calls } = resourceSetup(MANAGE, {
      answers: {
        deactivate: () =>
          refuse
            ? HttpResponse.json(
                { name: 'Conflict', message: 'busy', errorCode: 'driver_has_active_order' },
                { status: 409 },
              )
            : (undefined as never),
      },
    });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderApp('/drivers/5/show', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Anna Zielińska', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The driver has an order in progress.')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByText('The account is inactive: the driver cannot sign in to the app.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(calls.actions.map((a) => a.path)).toEqual(['deactivate', 'deactivate', 'activate']);
    errorLog.mockRestore();
  });

  it('shows a blocked driver’s reason on its page and in the list’s expanded row; New driver for a manager', async () => {
    resourceSetup();
    const { user } = await renderApp('/drivers', { loggedIn: true });
    const bartek = await rowOf('Bartek Nowak');
    expect(within(bartek).getByText('Blocked').closest('[aria-description]')).toHaveAttribute(
      'aria-description',
      'Blocked: Complaints from clients',
    );
    expect(screen.getByRole('link', { name: 'New driver' })).toHaveAttribute('href', '/drivers/create');
    await user.click(within(bartek).getByText('Kraków'));
    const details = await screen.findByRole('region', { name: 'Driver details' });
    expect(within(details).getByText('Complaints from clients')).toBeInTheDocument();
    await user.click(within(details).getByRole('link', { name: 'Driver page' }));
    expect(await screen.findByText(/Blocked: Complaints from clients/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });
});

describe('send-notification dialog: the list’s filters and the recipients', { timeout: 60_000 }, () => {
  it('starts from the region, status and company of the list and shows how many drivers it will reach', async () => {
    const { calls } = resourceSetup([...MANAGE, 'notifications.canSend'], { count: 4 });
    const filter = { region: 'Warszawa', status: 'online', companyId: '11', active: 'true' };
    const { user } = await renderApp(`/drivers?filter=${encodeURIComponent(JSON.stringify(filter))}`, {
      loggedIn: true,
    });
    await rowOf('Anna Zielińska');
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a notification to drivers' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Warszawa' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Company' })).toHaveTextContent('Apteka Słoneczna');
    expect(await within(dialog).findByText('This notification will reach 4 drivers.')).toBeInTheDocument();
    expect(Object.fromEntries(calls.recipientQueries.at(-1)!)).toEqual({
      regions: 'Warszawa',
      status: 'online',
      companyId: '11',
    });

    await user.click(within(dialog).getByRole('checkbox', { name: 'All regions' }));
    await waitFor(() => expect(calls.recipientQueries.at(-1)?.get('regions')).toBe('*'));
  });
});
