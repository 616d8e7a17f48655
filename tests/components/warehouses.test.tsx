// The warehouses page: the company filter (the user's only company by default, "---" for none, in the URL), the
// table of owner, region and total stock in the server's order, loading / empty / error with refresh, and the
// add-stock form of an expanded row: one POST /warehouse/add per filled product (the quantity a whole number), the
// success toast, the generic message and the row's field error on failure, and the list reloaded afterwards and
// when another console changes a warehouse (warehouseChange).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyOption } from '../../domain/api.ts';
import type { StockItem, WarehouseAddInput, WarehouseItem } from '../../domain/stockSchemas.ts';
import { emitServerEvent } from './support/fakeSocket.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, filterOptionHandlers, sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const PATHS = ['orders.canAccessPage', 'settings.canAccessPage', 'warehouse.canAccessPage', 'warehouse.canWrite'];
const IQOS: CompanyOption = { id: 11, name: 'IQOS Polska', status: 'active', logo: null };
const APTEKA: CompanyOption = { id: 12, name: 'Apteka Słoneczna', status: 'active', logo: null };

const item = (productId: number, name: string, amount: number, companyId = 11): StockItem => ({
  productId,
  name,
  productCode: `P-${productId}`,
  companyId,
  companyName: companyId === 11 ? IQOS.name : APTEKA.name,
  companyImageUrl: null,
  imageUrl: null,
  canTransferStock: true,
  amount,
  reserved: 0,
  available: amount,
  items: [],
});

const warehouse = (
  id: number,
  owner: string,
  region: string,
  companyId: number,
  stock: StockItem[],
): WarehouseItem => ({
  id,
  owner,
  companyId,
  companyName: companyId === 11 ? IQOS.name : APTEKA.name,
  regionId: id,
  region,
  active: true,
  stock: Object.fromEntries(stock.map((s) => [String(s.productId), s])),
  totalStockCount: stock.reduce((sum, s) => sum + s.amount, 0),
});

const KRAKOW = () =>
  warehouse(1, 'Magazyn IQOS Kraków', 'Kraków', 11, [
    item(101, 'ILUMA PRIME', 10),
    item(102, 'ILUMA ONE', 4),
    item(103, 'Etui', 0),
  ]);
const WARSZAWA = () => warehouse(2, 'Magazyn IQOS Warszawa', 'Warszawa', 11, [item(101, 'ILUMA PRIME', 7)]);
const APTEKA_KRK = () => warehouse(3, 'Magazyn Apteka Kraków', 'Kraków', 12, [item(201, 'Leki', 3, 12)]);

interface Recorder {
  lists: URLSearchParams[];
  adds: WarehouseAddInput[];
}

/** GET /warehouse/list filtered like the server (companyIds[]), POST /warehouse/add applied to the rows. */
const warehouseHandlers = (
  rows: WarehouseItem[],
  rec: Recorder,
  add?: (body: WarehouseAddInput) => Response | undefined,
) => [
  http.get('/api/warehouse/list', ({ request }) => {
    const params = new URL(request.url).searchParams;
    rec.lists.push(params);
    const ids = params.getAll('companyIds[]').map(Number);
    return HttpResponse.json({ items: rows.filter((w) => !ids.length || ids.includes(w.companyId)) });
  }),
  http.post('/api/warehouse/add', async ({ request }) => {
    const body = (await request.json()) as WarehouseAddInput;
    rec.adds.push(body);
    const refused = add?.(body);
    if (refused) return refused;
    const w = rows.find((x) => x.id === body.warehouseId)!;
    const line = w.stock[String(body.productId)];
    line.amount += body.amount;
    line.available = line.amount;
    w.totalStockCount += body.amount;
    return HttpResponse.json({
      warehouseId: w.id,
      productId: body.productId,
      amount: line.amount,
      movementId: rec.adds.length,
    });
  }),
];

const recorder = (): Recorder => ({ lists: [], adds: [] });
const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
const filterOfUrl = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');

describe('warehouses page', { timeout: 60_000 }, () => {
  it('starts on the only company the user may see and lists owner, region and total stock in the server order', async () => {
    const rec = recorder();
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS] }),
      ...warehouseHandlers([KRAKOW(), WARSZAWA()], rec),
    );
    await renderApp('/warehouses', { loggedIn: true });

    const krakow = await rowOf('Magazyn IQOS Kraków');
    expect(within(krakow).getByText('Kraków')).toBeInTheDocument();
    expect(within(krakow).getByText('14')).toBeInTheDocument();
    const rows = [...document.querySelectorAll('tbody tr.RaDataTable-row')].map((r) => r.textContent);
    expect(rows[0]).toContain('Magazyn IQOS Kraków');
    expect(rows[1]).toContain('Magazyn IQOS Warszawa');
    expect(rec.lists.at(-1)?.getAll('companyIds[]')).toEqual(['11']);
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveTextContent('IQOS Polska');
    expect(screen.getByRole('columnheader', { name: 'Total stock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('while the list loads, its stand-in rows offer no focusable button hidden from assistive technology', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS] }),
      http.get('/api/warehouse/list', async () => {
        await answered;
        return HttpResponse.json({ items: [KRAKOW()] });
      }),
    );
    await renderApp('/warehouses', { loggedIn: true });

    const standIns = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.RaDataTable-expandIcon[aria-hidden="true"]')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    for (const button of standIns) {
      expect(button).toHaveAttribute('tabindex', '0');
      expect(button).not.toBeVisible();
    }

    answer();
    const krakow = await rowOf('Magazyn IQOS Kraków');
    const expand = krakow.querySelector<HTMLElement>('.RaDataTable-expandIcon')!;
    expect(expand).toHaveAttribute('tabindex', '-1');
    expect(expand).toBeVisible();
  });

  it('refetches when another console changes a warehouse or moves its stock', async () => {
    const rec = recorder();
    const rows = [KRAKOW(), WARSZAWA()];
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS] }),
      ...warehouseHandlers(rows, rec),
    );
    await renderApp('/warehouses', { loggedIn: true });
    expect(within(await rowOf('Magazyn IQOS Warszawa')).getByText('7')).toBeInTheDocument();

    rows[1] = warehouse(2, 'Magazyn IQOS Warszawa', 'Warszawa', 11, [item(101, 'ILUMA PRIME', 12)]);
    rows.push(warehouse(4, 'Magazyn IQOS Gdańsk', 'Gdańsk', 11, []));
    emitServerEvent('warehouseChange', { warehouseId: 2, action: 'stock' });
    expect(await screen.findByText('Magazyn IQOS Gdańsk')).toBeInTheDocument();
    expect(within(await rowOf('Magazyn IQOS Warszawa')).getByText('12')).toBeInTheDocument();
  });

  it('lists every company without a filter when the user sees several; the company filter goes to the URL and "---" clears it', async () => {
    const rec = recorder();
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [APTEKA, IQOS] }),
      ...warehouseHandlers([KRAKOW(), APTEKA_KRK(), WARSZAWA()], rec),
    );
    const { user } = await renderApp('/warehouses', { loggedIn: true });
    await rowOf('Magazyn Apteka Kraków');
    expect(screen.getByText('Magazyn IQOS Warszawa')).toBeInTheDocument();
    expect(rec.lists.at(-1)?.getAll('companyIds[]')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '---',
      'Apteka Słoneczna',
      'IQOS Polska',
    ]);
    await user.click(screen.getByRole('option', { name: 'Apteka Słoneczna' }));
    await waitFor(() => expect(screen.queryByText('Magazyn IQOS Warszawa')).not.toBeInTheDocument());
    expect(rec.lists.at(-1)?.getAll('companyIds[]')).toEqual(['12']);
    expect(filterOfUrl()).toEqual({ companyId: '12' });

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click((await screen.findAllByRole('option')).find((o) => o.textContent === '---') as HTMLElement);
    await screen.findByText('Magazyn IQOS Warszawa');
    expect(filterOfUrl()).toEqual({});
  });

  it('downloads the rows on screen as CSV with the table’s columns', async () => {
    const rec = recorder();
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS] }),
      ...warehouseHandlers([KRAKOW(), WARSZAWA()], rec),
    );
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), 'blob:warehouses')),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = await renderApp('/warehouses', { loggedIn: true });
      await rowOf('Magazyn IQOS Warszawa');
      await user.click(screen.getByRole('button', { name: 'Download' }));
      expect(click).toHaveBeenCalled();
      const lines = (await blobs[0].text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toEqual([
        'Owner,Company,Region,Total stock',
        'Magazyn IQOS Kraków,IQOS Polska,Kraków,14',
        'Magazyn IQOS Warszawa,IQOS Polska,Warszawa,7',
      ]);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('shows the empty state, and the error state with a refresh that loads the list again', async () => {
    const rec = recorder();
    let fail = true;
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS, APTEKA] }),
      http.get('/api/warehouse/list', () => {
        rec.lists.push(new URLSearchParams());
        return fail ? apiError(500, 'boom') : HttpResponse.json({ items: [] });
      }),
    );
    const { user } = await renderApp('/warehouses', { loggedIn: true });
    const alert = (await screen.findByText(/The warehouses could not be loaded/, {}, { timeout: 10_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No warehouses yet.')).toBeInTheDocument();
  });

  it('expands a warehouse to its company’s products and adds stock with one call per filled product, then reloads the list', async () => {
    const rec = recorder();
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS] }),
      ...warehouseHandlers([KRAKOW(), WARSZAWA()], rec),
    );
    const { user } = await renderApp('/warehouses', { loggedIn: true });
    await user.click(await rowOf('Magazyn IQOS Kraków'));

    const form = await screen.findByRole('region', { name: 'Add stock to Magazyn IQOS Kraków' });
    const products = within(form).getAllByRole('row').slice(1);
    expect(
      products.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Etui (P-103)', '0'],
      ['ILUMA ONE (P-102)', '4'],
      ['ILUMA PRIME (P-101)', '10'],
    ]);

    await user.type(within(form).getByRole('spinbutton', { name: 'New quantity of ILUMA PRIME' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Batch number of ILUMA PRIME' }), 'B-77');
    await user.type(within(form).getByRole('spinbutton', { name: 'New quantity of Etui' }), '3');
    const listsBefore = rec.lists.length;
    await user.click(within(form).getByRole('button', { name: 'Add stock' }));

    expect(await screen.findByText('Warehouse stock added (2 products).')).toBeInTheDocument();
    expect(rec.adds).toEqual([
      { warehouseId: 1, productId: 103, amount: 3 },
      { warehouseId: 1, productId: 101, amount: 5, serialNumber: 'B-77' },
    ]);
    await waitFor(() => expect(rec.lists.length).toBeGreaterThan(listsBefore));
    const krakow = await rowOf('Magazyn IQOS Kraków');
    await waitFor(() => expect(within(krakow).getByText('22')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(form).getByRole('spinbutton', { name: 'New quantity of ILUMA PRIME' })).toHaveValue(null),
    );
  });

  it('checks the quantity is a whole number of at least 1 before sending, and sends nothing without a quantity', async () => {
    const rec = recorder();
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS] }),
      ...warehouseHandlers([KRAKOW()], rec),
    );
    const { user } = await renderApp('/warehouses', { loggedIn: true });
    await user.click(await rowOf('Magazyn IQOS Kraków'));
    const form = await screen.findByRole('region', { name: 'Add stock to Magazyn IQOS Kraków' });

    await user.click(within(form).getByRole('button', { name: 'Add stock' }));
    expect(await screen.findByText('Enter a new quantity for at least one product.')).toBeInTheDocument();

    const etui = within(form).getByRole('spinbutton', { name: 'New quantity of Etui' });
    await user.type(etui, '0');
    await user.click(within(form).getByRole('button', { name: 'Add stock' }));
    expect(await within(form).findByText('Must be at least 1')).toBeInTheDocument();
    await user.clear(etui);
    await user.type(etui, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Add stock' }));
    expect(await within(form).findByText('Must be a whole number')).toBeInTheDocument();
    expect(rec.adds).toEqual([]);
  });

  it('shows the generic message for a failed call and the server’s field error under its row; the others still go through', async () => {
    const rec = recorder();
    server.use(
      ...sessionHandlers(operatorMe(PATHS)),
      ...filterOptionHandlers({ companies: [IQOS] }),
      ...warehouseHandlers([KRAKOW()], rec, (body) =>
        body.productId === 102
          ? HttpResponse.json(
              {
                name: 'ApiError',
                message: 'bad',
                errorCode: 'validation_failed',
                errors: { serialNumber: ['validation.invalid'] },
              },
              { status: 400 },
            )
          : undefined,
      ),
    );
    const { user } = await renderApp('/warehouses', { loggedIn: true });
    await user.click(await rowOf('Magazyn IQOS Kraków'));
    const form = await screen.findByRole('region', { name: 'Add stock to Magazyn IQOS Kraków' });
    await user.type(within(form).getByRole('spinbutton', { name: 'New quantity of ILUMA ONE' }), '2');
    await user.type(within(form).getByRole('spinbutton', { name: 'New quantity of ILUMA PRIME' }), '1');
    await user.click(within(form).getByRole('button', { name: 'Add stock' }));

    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    // Toasts come one after the other: the success follows the failure's message.
    expect(await screen.findByText('Warehouse stock added (1 product).', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(rec.adds.map((a) => a.productId)).toEqual([102, 101]);
    const one = within(form)
      .getByRole('spinbutton', { name: 'New quantity of ILUMA ONE' })
      .closest('tr') as HTMLElement;
    expect(within(one).getByText('Invalid value')).toBeInTheDocument();
    expect(within(one).getByRole('spinbutton')).toHaveValue(2);
  });
});
