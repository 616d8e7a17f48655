// The warehouses resource through what a user sees: New warehouse (the rules under the fields, the body sent, the
// server's field errors under their fields, the owner's counter and its maximum refused as you type, never cut, a
// duplicate's warning with "Save anyway"), a warehouse's edit form (its values, every field sent back, deactivate
// with a confirmation, refused while it holds stock, editing into a duplicate), its read-only page (Edit only for a
// manager), a read-only user (no New, no Save, no action), an inactive warehouse's list row and add-stock form, a
// product that never leaves its warehouse; and the stock page's receiving driver picker, which offers only the drivers
// who may carry the giving warehouse's goods and says why others are absent.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CompanyOption, Region } from '../../domain/api.ts';
import type { DriverRow } from '../../domain/driverSchemas.ts';
import type { StockItem, WarehouseItem } from '../../domain/stockSchemas.ts';
import type { WarehouseDetails } from '../../domain/warehouseSchemas.ts';
import { operatorMe } from './support/fixtures.ts';
import { filterOptionHandlers, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const MANAGE = ['orders.canAccessPage', 'settings.canAccessPage', 'warehouse.canAccessPage', 'warehouse.canWrite'];
const READ = ['orders.canAccessPage', 'settings.canAccessPage', 'warehouse.canAccessPage'];
const regions: Region[] = [
  { id: 1, name: 'Kraków', active: true },
  { id: 2, name: 'Warszawa', active: true },
];
const companies: CompanyOption[] = [
  { id: 11, name: 'IQOS Polska', status: 'active', logo: null },
  { id: 12, name: 'Apteka Słoneczna', status: 'active', logo: null },
];

const item = (productId: number, name: string, amount: number, canTransferStock = true): StockItem => ({
  productId,
  name,
  productCode: `P-${productId}`,
  companyId: 11,
  companyName: 'IQOS Polska',
  companyImageUrl: null,
  imageUrl: null,
  canTransferStock,
  amount,
  reserved: 0,
  available: amount,
  items: [],
});

const details = (over: Partial<WarehouseDetails> = {}): WarehouseDetails => ({
  id: 7,
  owner: 'Magazyn IQOS Kraków',
  companyId: 11,
  companyName: 'IQOS Polska',
  regionId: 1,
  region: 'Kraków',
  active: true,
  totalStockCount: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});
const listItem = (d: WarehouseDetails, stock: StockItem[] = []): WarehouseItem => ({
  id: d.id,
  owner: d.owner,
  companyId: d.companyId,
  companyName: d.companyName,
  regionId: d.regionId,
  region: d.region,
  active: d.active,
  stock: Object.fromEntries(stock.map((s) => [String(s.productId), s])),
  totalStockCount: stock.reduce((sum, s) => sum + s.amount, 0),
});

interface Calls {
  created: unknown[];
  updated: unknown[];
  deactivated: unknown[];
}

const setup = (
  paths = MANAGE,
  opts: {
    warehouse?: WarehouseDetails;
    create?: (body: Record<string, unknown>) => Response | undefined;
    update?: (body: Record<string, unknown>) => Response | undefined;
    list?: WarehouseItem[];
  } = {},
) => {
  const calls: Calls = { created: [], updated: [], deactivated: [] };
  let current = opts.warehouse ?? details();
  server.use(
    ...sessionHandlers(operatorMe(paths)),
    ...filterOptionHandlers({ companies, regions }),
    http.get('/api/warehouse/list', () => HttpResponse.json({ items: opts.list ?? [listItem(current)] })),
    http.get('/api/warehouse/details', ({ request }) =>
      Number(new URL(request.url).searchParams.get('warehouseId')) === current.id
        ? HttpResponse.json({ warehouse: current })
        : HttpResponse.json({ name: 'NotFound', message: 'x', errorCode: 'warehouse_not_found' }, { status: 404 }),
    ),
    http.post('/api/warehouse/create', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.created.push(body);
      const refused = opts.create?.(body);
      if (refused) return refused;
      return HttpResponse.json({
        warehouse: details({ id: 8, owner: String(body.owner), region: String(body.region) }),
      });
    }),
    http.post('/api/warehouse/update', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.updated.push(body);
      const refused = opts.update?.(body);
      if (refused) return refused;
      current = { ...current, owner: String(body.owner), region: String(body.region) };
      return HttpResponse.json({ warehouse: current });
    }),
    http.post('/api/warehouse/deactivate', async ({ request }) => {
      calls.deactivated.push(await request.json());
      current = { ...current, active: false };
      return HttpResponse.json({ warehouse: current });
    }),
  );
  return calls;
};

const choose = async (user: UserEvent, combobox: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  const options = await screen.findAllByRole('option');
  await user.click(options.find((o) => o.textContent === option) as HTMLElement);
};
const fill = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

describe('warehouses resource: create and edit', { timeout: 60_000 }, () => {
  it('creates a warehouse: the rules under the fields, then the body sent and back to the list', async () => {
    const calls = setup();
    const { user } = await renderApp('/warehouses/create', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'New warehouse', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Field is required')).length).toBeGreaterThanOrEqual(3); // owner, company, region
    expect(calls.created).toEqual([]);

    await fill(user, screen.getByRole('textbox', { name: 'Owner' }), 'Magazyn Nowa Huta');
    await choose(user, 'Company', 'Apteka Słoneczna');
    await choose(user, 'Region', 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.created).toEqual([{ owner: 'Magazyn Nowa Huta', companyId: 12, region: 'Kraków' }]),
    );
    expect(await screen.findByText('Warehouse created.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/warehouses'));
  });

  it("puts the server's 400 field errors under the fields and stays on the form", async () => {
    const calls = setup(MANAGE, {
      create: () =>
        HttpResponse.json(
          {
            name: 'BadRequest',
            message: 'Invalid input',
            errorCode: 'validation_failed',
            errors: { region: ['warehouses.validation.unknownRegion'] },
          },
          { status: 400 },
        ),
    });
    const { user } = await renderApp('/warehouses/create', { loggedIn: true });
    await screen.findByRole('heading', { name: 'New warehouse', level: 1 }, { timeout: 10_000 });
    await fill(user, screen.getByRole('textbox', { name: 'Owner' }), 'Magazyn');
    await choose(user, 'Company', 'IQOS Polska');
    await choose(user, 'Region', 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('There is no such region.')).toBeInTheDocument();
    expect(calls.created).toHaveLength(1);
    expect(currentPath()).toBe('/warehouses/create');
  });

  it('edits a warehouse: the form holds its values, saving sends every field back; deactivate asks first', async () => {
    const calls = setup();
    const { user } = await renderApp('/warehouses/7', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Warehouse Magazyn IQOS Kraków', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Owner' })).toHaveValue('Magazyn IQOS Kraków');
    // The pickers read their choices (companies, regions) once loaded.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveTextContent('IQOS Polska'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Kraków'));

    await user.clear(screen.getByRole('textbox', { name: 'Owner' }));
    await fill(user, screen.getByRole('textbox', { name: 'Owner' }), 'Magazyn Kraków Płaszów');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.updated).toEqual([
        { warehouseId: 7, owner: 'Magazyn Kraków Płaszów', companyId: 11, region: 'Kraków' },
      ]),
    );
    expect(await screen.findByText('Warehouse saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Only an empty warehouse can be deactivated/)).toBeInTheDocument();
    expect(calls.deactivated).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.deactivated).toEqual([{ warehouseId: 7 }]));
    expect(await screen.findByText('Warehouse deactivated.')).toBeInTheDocument();
    // The page shows the answer, then its refetch renders it again: look for the button in the settled page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument());
  });

  it('a warehouse that holds stock cannot be deactivated: the dialog says what it holds', async () => {
    const calls = setup(MANAGE, { warehouse: details({ totalStockCount: 5 }) });
    const { user } = await renderApp('/warehouses/7', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Warehouse Magazyn IQOS Kraków', level: 1 }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('It still holds 5 items: move them out first.');
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(calls.deactivated).toEqual([]);
  });

  it("sends a read-only user from the edit form to the warehouse's page, without Save or actions", async () => {
    setup(READ);
    await renderApp('/warehouses/7', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Warehouse Magazyn IQOS Kraków', level: 1 }, { timeout: 10_000 });
    expect(currentPath()).toBe('/warehouses/7/show');
    expect(screen.queryByRole('textbox', { name: /Owner/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('the list: New warehouse and Edit for a manager, the inactive state shown, and its add-stock form closed', async () => {
    const inactive = details({ id: 9, owner: 'Magazyn zamknięty', active: false });
    setup(MANAGE, {
      list: [
        listItem(details(), [item(101, 'ILUMA PRIME', 3), item(103, 'Etui', 0, false)]),
        listItem(inactive, [item(101, 'ILUMA PRIME', 0)]),
      ],
    });
    const { user } = await renderApp('/warehouses', { loggedIn: true });
    const closedRow = (await screen.findByText('Magazyn zamknięty', {}, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(closedRow).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New warehouse' })).toHaveAttribute('href', '/warehouses/create');
    expect(screen.getByRole('link', { name: 'Edit: Magazyn zamknięty' })).toHaveAttribute('href', '/warehouses/9');

    await user.click(within(closedRow).getByText('Magazyn zamknięty'));
    expect(await screen.findByText('This warehouse is inactive: activate it to add stock.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add stock' })).not.toBeInTheDocument();

    // The open warehouse: its case never leaves it, and says so beside its name.
    await user.click(screen.getByText('Magazyn IQOS Kraków'));
    const region = await screen.findByRole('region', { name: 'Add stock to Magazyn IQOS Kraków' });
    const etui = within(region).getByText('Etui').closest('tr') as HTMLElement;
    expect(within(etui).getByText('Never leaves the warehouse')).toBeInTheDocument();
    const prime = within(region).getByText('ILUMA PRIME').closest('tr') as HTMLElement;
    expect(within(prime).queryByText('Never leaves the warehouse')).not.toBeInTheDocument();
  });
});

/** The server's 409 for a warehouse with the owner, company and region of warehouse 5, unless sent on purpose. */
const duplicateOfFive = (body: Record<string, unknown>) =>
  body.allowDuplicate === true
    ? undefined
    : HttpResponse.json(
        {
          name: 'Conflict',
          message: 'Another warehouse has this owner, company and region',
          errorCode: 'duplicate_warehouse',
          details: { existingId: 5, existingName: 'Magazyn Nowa Huta' },
        },
        { status: 409 },
      );

describe('warehouses resource: duplicates, limits and the read-only page', { timeout: 60_000 }, () => {
  it('a duplicate is not saved silently: the warning names the other warehouse, “Save anyway” sends it on purpose', async () => {
    const calls = setup(MANAGE, { create: duplicateOfFive });
    const { user } = await renderApp('/warehouses/create', { loggedIn: true });
    await screen.findByRole('heading', { name: 'New warehouse', level: 1 }, { timeout: 10_000 });
    await fill(user, screen.getByRole('textbox', { name: 'Owner' }), 'magazyn nowa huta');
    await choose(user, 'Company', 'Apteka Słoneczna');
    await choose(user, 'Region', 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Possible duplicate');
    expect(warning).toHaveTextContent('Another warehouse has this owner, company and region: Magazyn Nowa Huta');
    expect(within(warning).getByRole('link', { name: 'Magazyn Nowa Huta' })).toHaveAttribute(
      'href',
      '/warehouses/5/show',
    );
    expect(calls.created).toEqual([{ owner: 'magazyn nowa huta', companyId: 12, region: 'Kraków' }]);
    expect(currentPath()).toBe('/warehouses/create');
    expect(screen.queryByText('Warehouse created.')).not.toBeInTheDocument();

    // Another owner: the warning goes (the server checks the new values); the same again: it is back.
    const owner = screen.getByRole('textbox', { name: 'Owner' });
    await user.type(owner, ' 2');
    await waitFor(() => expect(screen.queryByText('Possible duplicate')).not.toBeInTheDocument());
    await user.type(owner, '{Backspace}{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const again = await screen.findByRole('alert');
    expect(calls.created).toHaveLength(2);

    await user.click(within(again).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() =>
      expect(calls.created.at(-1)).toEqual({
        owner: 'magazyn nowa huta',
        companyId: 12,
        region: 'Kraków',
        allowDuplicate: true,
      }),
    );
    expect(await screen.findByText('Warehouse created.')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/warehouses'));
  });

  it('editing a warehouse into a duplicate warns too, and “Save anyway” saves it', async () => {
    const calls = setup(MANAGE, { update: duplicateOfFive });
    const { user } = await renderApp('/warehouses/7', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Warehouse Magazyn IQOS Kraków', level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Kraków'));
    await user.clear(screen.getByRole('textbox', { name: 'Owner' }));
    await fill(user, screen.getByRole('textbox', { name: 'Owner' }), 'Magazyn Nowa Huta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('link', { name: 'Magazyn Nowa Huta' })).toHaveAttribute(
      'href',
      '/warehouses/5/show',
    );
    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Warehouse saved.')).toBeInTheDocument();
    expect(calls.updated).toEqual([
      { warehouseId: 7, owner: 'Magazyn Nowa Huta', companyId: 11, region: 'Kraków' },
      { warehouseId: 7, owner: 'Magazyn Nowa Huta', companyId: 11, region: 'Kraków', allowDuplicate: true },
    ]);
    await waitFor(() => expect(screen.queryByText('Possible duplicate')).not.toBeInTheDocument());
  });

  it('the owner shows its length against its maximum; a longer text is kept and refused at once, never cut', async () => {
    const calls = setup();
    const { user } = await renderApp('/warehouses/create', { loggedIn: true });
    await screen.findByRole('heading', { name: 'New warehouse', level: 1 }, { timeout: 10_000 });
    const owner = screen.getByRole('textbox', { name: 'Owner' });
    expect(owner).toHaveAccessibleDescription(/0\/200$/);
    expect(owner).not.toHaveAttribute('maxlength');
    await fill(user, owner, 'Magazyn Wola');
    expect(owner).toHaveAccessibleDescription(/12\/200$/);

    // 201 characters: all of them kept, and the field says its maximum before any save.
    await user.clear(owner);
    await fill(user, owner, 'x'.repeat(201));
    expect(owner).toHaveValue('x'.repeat(201));
    expect(await screen.findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(owner).toHaveAttribute('aria-invalid', 'true');
    await choose(user, 'Company', 'IQOS Polska');
    await choose(user, 'Region', 'Kraków');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.created).toEqual([]);

    // One less: the message goes, the counter is back.
    await user.type(owner, '{Backspace}');
    await waitFor(() => expect(screen.queryByText('Must be at most 200 characters')).not.toBeInTheDocument());
    expect(owner).toHaveAccessibleDescription(/200\/200$/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.created).toEqual([{ owner: 'x'.repeat(200), companyId: 11, region: 'Kraków' }]));
  });

  it('/warehouses/:id/show reads the warehouse as text, with Edit for a manager only', async () => {
    setup(MANAGE, { warehouse: details({ totalStockCount: 5, active: false }) });
    const view = await renderApp('/warehouses/7/show', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Warehouse Magazyn IQOS Kraków', level: 1 }, { timeout: 10_000 });
    const section = screen.getByRole('region', { name: 'Details' });
    const field = (name: string) => within(section).getByRole('group', { name });
    expect(field('Owner')).toHaveTextContent('Magazyn IQOS Kraków');
    expect(field('Company')).toHaveTextContent('IQOS Polska');
    expect(field('Region')).toHaveTextContent('Kraków');
    expect(field('State')).toHaveTextContent('Inactive');
    expect(field('Total stock')).toHaveTextContent('5');
    expect(field('Created')).toHaveTextContent(/01\.01\.26/);
    // A page to read: no form, no save.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/warehouses/7');
    expect(screen.getByRole('link', { name: 'Back to warehouses' })).toHaveAttribute('href', '/warehouses');
    view.unmount();

    setup(READ);
    await renderApp('/warehouses/7/show', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Warehouse Magazyn IQOS Kraków', level: 1 }, { timeout: 10_000 });
    expect(
      within(screen.getByRole('region', { name: 'Details' })).getByRole('group', { name: 'Owner' }),
    ).toHaveTextContent('Magazyn IQOS Kraków');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('/warehouses/:id/show of an unknown warehouse says it was not found', async () => {
    setup();
    await renderApp('/warehouses/99/show', { loggedIn: true });
    expect(await screen.findByText('The warehouse was not found.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to warehouses' })).toHaveAttribute('href', '/warehouses');
  });
});

describe('stock page: the receiving driver picker', { timeout: 60_000 }, () => {
  const driver = (id: number, firstName: string, allowedCompanyIds: number[], extra: Partial<DriverRow> = {}) =>
    ({
      id,
      firstName,
      lastName: 'Kierowca',
      email: `${firstName.toLowerCase()}@kurier.pl`,
      phone: null,
      regionId: 1,
      regionName: 'Kraków',
      status: 'online',
      active: true,
      blocked: false,
      allowedCompanyIds,
      ...extra,
    }) as unknown as DriverRow;
  const DRIVERS = [
    driver(5, 'Anna', []),
    driver(6, 'Bartek', [12]),
    driver(7, 'Cezary', [11], { blocked: true }),
    driver(8, 'Dorota', [11]),
  ];

  it('offers only the drivers who may carry the giving warehouse’s goods and says why others are absent', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      ...sessionHandlers(operatorMe(['orders.canAccessPage', 'settings.canAccessPage', 'stock.canAccessPage'])),
      http.get('/api/driver/list', ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        // The server leaves out nobody here: the console keeps the rule too.
        return HttpResponse.json({ items: DRIVERS, total: DRIVERS.length, page: 1, perPage: 50 });
      }),
      http.get('/api/warehouse/list', () => HttpResponse.json({ items: [listItem(details({ id: 1 }))] })),
      http.get('/api/warehouse/stock', () => HttpResponse.json({ stock: {} })),
      http.get('/api/driver/stock', () => HttpResponse.json({ stock: {} })),
      http.get('/api/stock/pending', () => HttpResponse.json({ items: [] })),
    );
    const { user } = await renderApp('/stock?givingType=warehouse&givingWarehouseId=1', { loggedIn: true });
    const receiving = await screen.findByRole('region', { name: 'Receiving' }, { timeout: 10_000 });
    expect(
      await within(receiving).findByText(
        'Blocked and inactive drivers, and drivers who may not carry IQOS Polska’s goods, are not listed.',
      ),
    ).toBeInTheDocument();
    await user.click(within(receiving).getByRole('combobox', { name: 'Driver' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Anna Kierowca (anna@kurier.pl)',
        'Dorota Kierowca (dorota@kurier.pl)',
      ]),
    );
    const asked = queries.find((p) => p.get('companyId'));
    expect(asked?.get('companyId')).toBe('11');
    expect(asked?.get('blocked')).toBe('false');
    expect(asked?.get('active')).toBe('true');

    // The giving side picks no company for a driver: the note names the general rule only.
    const giving = screen.getByRole('region', { name: 'Giving' });
    expect(within(giving).queryByText(/are not listed/)).toHaveTextContent('Inactive warehouses are not listed.');
  });
});
