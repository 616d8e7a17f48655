// The Products area: the list (filters and pages asked of the server, a row opens the product: its form for a user
// who may write, its read-only page otherwise; the "hide on the order form" switch), the product page, the form shared
// by create and edit (the fields of the type, the rules of the shared schema, a record saved unchanged is sent back
// whole, the server's field errors and refusals under their fields), the company page's products with a link to each
// and a "new product" button, and the section closed to users without the companies page.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CompanyDetails } from '../../domain/companySchemas.ts';
import type { ProductRecord } from '../../domain/productSchemas.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { expectClosedPage } from './support/closedPage.ts';
import { answerConfirms } from './support/confirms.ts';

const ADMIN = ['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage', 'company.canWrite'];
const session = (paths = ADMIN) => sessionHandlers(operatorMe(paths));

const product = (overrides: Partial<ProductRecord> = {}): ProductRecord => ({
  id: 11,
  companyId: 7,
  companyName: 'Kwiaciarnia Bukiet s.c.',
  name: 'Bukiet okolicznościowy',
  code: 'BUKIET',
  type: 'pickup_delivery',
  dimensionsAlgorithm: 'sideSum',
  maximumDimensions: { weight: 15, width: 60, height: 40, length: 40, largestSide: 60, sideSum: 140 },
  productSettings: {
    hideOnOrderForm: false,
    productFormFields: ['name', 'code', 'externalNo', 'dimensions'],
    helperProduct: false,
    maxProductsAllowed: 2,
    showLocationsSelectForReceiverOnOrderForm: false,
  },
  imageUrl: '/images/products/bukiet.svg',
  canTransferStock: false,
  active: true,
  createdAt: '2025-01-10T10:00:00.000Z',
  ...overrides,
});

const card = product({
  id: 12,
  name: 'Kartka z życzeniami',
  code: 'KARTKA',
  dimensionsAlgorithm: null,
  maximumDimensions: null,
  productSettings: {
    hideOnOrderForm: false,
    productFormFields: ['name'],
    helperProduct: true,
    maxProductsAllowed: 1,
    showLocationsSelectForReceiverOnOrderForm: false,
  },
  canTransferStock: true,
});

const COMPANIES = [
  { id: 7, name: 'Kwiaciarnia Bukiet s.c.', status: 'active', logo: null },
  { id: 9, name: 'Nowa Firma Demo', status: 'pending', logo: null },
];

/** The product calls: pages (recording their queries), details, create and update (recording their bodies). */
const productHandlers = (
  opts: { products?: ProductRecord[]; queries?: URLSearchParams[]; bodies?: { url: string; body: unknown }[] } = {},
) => {
  const products = opts.products ?? [product(), card];
  return [
    http.get('/api/company/list', () => HttpResponse.json(COMPANIES)),
    http.get('/api/product/page-list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      opts.queries?.push(params);
      const q = params.get('q')?.toLowerCase();
      const companyId = params.get('companyId');
      const items = products.filter(
        (p) => (!q || p.name.toLowerCase().includes(q)) && (!companyId || String(p.companyId) === companyId),
      );
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get('/api/product/details', ({ request }) => {
      const found = products.find((p) => p.id === Number(new URL(request.url).searchParams.get('productId')));
      return found ? HttpResponse.json({ product: found }) : apiError(404, 'product_not_found');
    }),
    http.post('/api/product/update', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { productId: number };
      opts.bodies?.push({ url: 'update', body });
      const stored = products.find((p) => p.id === body.productId)!;
      const { productId: _id, ...fields } = body;
      return HttpResponse.json({ product: { ...stored, ...fields } });
    }),
    http.post('/api/product/create', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      opts.bodies?.push({ url: 'create', body });
      return HttpResponse.json({ product: { ...product(), ...body, id: 99, companyName: 'Kwiaciarnia Bukiet s.c.' } });
    }),
  ];
};

/** The fields POST /product/update takes, as a record holds them. */
const fieldsOf = (p: ProductRecord) => ({
  name: p.name,
  code: p.code,
  type: p.type,
  dimensionsAlgorithm: p.dimensionsAlgorithm,
  maximumDimensions: p.maximumDimensions,
  productSettings: p.productSettings,
  canTransferStock: p.canTransferStock,
  active: p.active,
});

describe('products list', () => {
  it('shows the products with their company, type, asked fields and state; filters and pages are asked of the server', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), ...productHandlers({ queries }));
    const { user } = await renderApp('/products', { loggedIn: true, withShell: true });

    expect(await screen.findByRole('menuitem', { name: 'Products' })).toBeInTheDocument();
    const row = (await screen.findByText('Bukiet okolicznościowy')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('BUKIET');
    expect(row).toHaveTextContent('Kwiaciarnia Bukiet s.c.');
    expect(row).toHaveTextContent('Pickup delivery');
    expect(row).toHaveTextContent('Name, Code, External number, Dimensions and weight');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Kartka z życzeniami').closest('tr')).toHaveTextContent('Extra');
    expect(queries.at(-1)?.get('perPage')).toBe('25');
    expect(queries.at(-1)?.get('sort')).toBe('name');

    await user.type(screen.getByPlaceholderText('Name or code'), 'kartka');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('kartka'));
    await waitFor(() => expect(screen.queryByText('Bukiet okolicznościowy')).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Kwiaciarnia Bukiet s.c.' }));
    await waitFor(() => expect(queries.at(-1)?.get('companyId')).toBe('7'));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await waitFor(() => expect(queries.at(-1)?.get('active')).toBe('false'));
    // The new product of the chosen company.
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe('/products/create?companyId=7');
  });

  it('says when there are none, and a row opens the product', async () => {
    server.use(...session(), ...productHandlers());
    const { user } = await renderApp('/products', { loggedIn: true });
    await user.click(await screen.findByText('Kartka z życzeniami'));
    await waitFor(() => expect(currentPath()).toBe('/products/12'));
    expect(await screen.findByRole('heading', { name: 'Product Kartka z życzeniami', level: 1 })).toBeInTheDocument();

    server.use(...productHandlers({ products: [] }));
    await renderApp('/products', { loggedIn: true });
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });

  it('hides a product on the order form with its switch: the product is sent back whole, flag turned', async () => {
    const bodies: { url: string; body: unknown }[] = [];
    server.use(...session(), ...productHandlers({ bodies }));
    const { user } = await renderApp('/products', { loggedIn: true });
    const toggle = await screen.findByRole('switch', { name: 'Hide Bukiet okolicznościowy on the order form' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('Bukiet okolicznościowy is no longer offered on the order form'),
    ).toBeInTheDocument();
    const p = product();
    expect(bodies).toEqual([
      {
        url: 'update',
        body: { productId: 11, ...fieldsOf(p), productSettings: { ...p.productSettings, hideOnOrderForm: true } },
      },
    ]);
    expect(currentPath()).toBe('/products');
  });

  it('is closed to users without the companies page', async () => {
    server.use(...session(['orders.canAccessPage', 'settings.canAccessPage']), ...productHandlers());
    await renderApp('/products', { loggedIn: true });
    await expectClosedPage('/products');
    expect(screen.queryByRole('menuitem', { name: 'Products' })).not.toBeInTheDocument();
  });
});

describe('product page', () => {
  it('shows a product read only; a user who may write gets the edit link', async () => {
    server.use(...session(), ...productHandlers());
    const { user } = await renderApp('/products/11/show', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Bukiet okolicznościowy', level: 1 })).toBeInTheDocument();
    const productSection = screen.getByRole('region', { name: 'Product' });
    expect(within(productSection).getByRole('link', { name: 'Kwiaciarnia Bukiet s.c.' }).getAttribute('href')).toBe(
      '/companies/company/7',
    );
    expect(productSection).toHaveTextContent('BUKIET');
    expect(productSection).toHaveTextContent('Pickup delivery');
    const orderForm = screen.getByRole('region', { name: 'Order form' });
    expect(orderForm).toHaveTextContent('Shown');
    expect(orderForm).toHaveTextContent('Name, Code, External number, Dimensions and weight');
    expect(orderForm).toHaveTextContent('At most per order2');
    const dimensions = screen.getByRole('region', { name: 'Package dimensions' });
    expect(dimensions).toHaveTextContent('Sum of the sides');
    expect(dimensions).toHaveTextContent('Weight (kg)15');
    expect(screen.getByRole('region', { name: 'Stock' })).toHaveTextContent('No');
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(currentPath()).toBe('/products/11'));
    expect(
      await screen.findByRole('heading', { name: 'Product Bukiet okolicznościowy', level: 1 }),
    ).toBeInTheDocument();
  });

  it('opens from the list for a user who may only read, with no edit link; an unknown product says so', async () => {
    server.use(
      ...session(['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage']),
      ...productHandlers(),
    );
    const { user } = await renderApp('/products', { loggedIn: true });
    await user.click(await screen.findByText('Kartka z życzeniami'));
    await waitFor(() => expect(currentPath()).toBe('/products/12/show'));
    expect(await screen.findByRole('heading', { name: 'Kartka z życzeniami', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stock' })).toHaveTextContent('Yes');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    await renderApp('/products/404/show', { loggedIn: true });
    expect(await screen.findByText('The product was not found.')).toBeInTheDocument();
  });

  it("sends a user who may only read from a product's edit form to its page", async () => {
    server.use(
      ...session(['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage']),
      ...productHandlers(),
    );
    await renderApp('/products/12', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Kartka z życzeniami', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/products/12/show');
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('product form', () => {
  it('edits a product: saved unchanged, the record goes back whole; a change is sent with the rest kept', async () => {
    const bodies: { url: string; body: unknown }[] = [];
    server.use(...session(), ...productHandlers({ bodies }));
    const { user } = await renderApp('/products/11', { loggedIn: true });

    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Bukiet okolicznościowy');
    expect(screen.getByRole('spinbutton', { name: 'Weight (kg)' })).toHaveValue(15);
    expect(screen.getByRole('checkbox', { name: 'External number' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'PESEL' })).not.toBeChecked();
    // The type and the company are fixed once the product exists.
    expect(screen.getByRole('textbox', { name: 'Type' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Type' })).toHaveValue('Pickup delivery');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Kwiaciarnia Bukiet s.c.');
    // A parcel's own fields only: no vehicle, no IQOS fields.
    expect(screen.queryByRole('checkbox', { name: 'Vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Name in the SMS' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    expect(bodies).toEqual([{ url: 'update', body: { productId: 11, ...fieldsOf(product()) } }]);

    await user.clear(name);
    await user.type(name, 'Bukiet duży');
    await user.click(screen.getByRole('checkbox', { name: 'PESEL' }));
    await user.click(screen.getByRole('switch', { name: /Stock transferable/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    const p = product();
    expect(bodies[1]).toEqual({
      url: 'update',
      body: {
        productId: 11,
        ...fieldsOf(p),
        name: 'Bukiet duży',
        canTransferStock: true,
        productSettings: { ...p.productSettings, productFormFields: [...p.productSettings.productFormFields, 'pesel'] },
      },
    });
  });

  it('asks before an edited product is left for another page (no: it stays, as typed); once saved, it leaves without asking', async () => {
    const bodies: { url: string; body: unknown }[] = [];
    server.use(...session(), ...productHandlers({ bodies }));
    const { user } = await renderApp('/products/11', { loggedIn: true, withShell: true });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const asked = answerConfirms(false);
    await user.type(name, ' duży');
    await user.click(screen.getByRole('menuitem', { name: 'Products' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatch(/changes weren't saved/);
    expect(currentPath()).toBe('/products/11');
    expect(name).toHaveValue('Bukiet okolicznościowy duży');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Products' }));
    await waitFor(() => expect(currentPath()).toBe('/products'));
    expect(asked).toHaveLength(1);
    expect(bodies).toHaveLength(1);
  });

  it('checks the fields with the shared rules, and shows the server’s field errors and a taken code under their fields', async () => {
    const bodies: { url: string; body: unknown }[] = [];
    server.use(...session(), ...productHandlers({ bodies }));
    const { user } = await renderApp('/products/11', { loggedIn: true });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    const weight = screen.getByRole('spinbutton', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(screen.getByText('Value must be greater than 0')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(name, 'Bukiet');
    await user.clear(weight);
    server.use(http.post('/api/product/update', () => apiError(409, 'product_code_taken')));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another product of this company has this code.')).toBeInTheDocument();

    server.use(
      http.post('/api/product/update', () =>
        HttpResponse.json(
          {
            name: 'BadRequest',
            message: 'x',
            errorCode: 'validation_failed',
            errors: { 'maximumDimensions.sideSum': ['validation.positive'] },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value must be greater than 0')).toBeInTheDocument();
  });

  it('creates a product for the company it was opened from; the type decides the fields offered', async () => {
    const bodies: { url: string; body: unknown }[] = [];
    server.use(...session(), ...productHandlers({ bodies }));
    const { user } = await renderApp('/products/create?companyId=7', { loggedIn: true });

    expect(await screen.findByRole('heading', { name: 'New product', level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Company/ })).toHaveTextContent('Kwiaciarnia Bukiet s.c.'),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Field is required')).length).toBeGreaterThanOrEqual(2);
    expect(bodies).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Zwrot sprzętu');
    await user.type(screen.getByRole('textbox', { name: /^Code/ }), 'ZWROT');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Simple arrival' }));
    // A collection from the receiver: no package dimensions; the vehicle and the receiver from the pickup points.
    expect(await screen.findByText('This type of product has no package dimensions.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vehicle' }));
    await user.click(screen.getByRole('switch', { name: /Receiver chosen from the company’s pickup points/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        url: 'create',
        body: {
          companyId: 7,
          name: 'Zwrot sprzętu',
          code: 'ZWROT',
          type: 'simple_arrival',
          dimensionsAlgorithm: null,
          maximumDimensions: null,
          productSettings: {
            hideOnOrderForm: false,
            productFormFields: ['vehicle'],
            helperProduct: false,
            maxProductsAllowed: null,
            showLocationsSelectForReceiverOnOrderForm: true,
          },
          canTransferStock: false,
          active: true,
        },
      },
    ]);
    // Back to the company it was opened from.
    await waitFor(() => expect(currentPath()).toBe('/companies/company/7'));
  });
});

describe('the company page', () => {
  const company: CompanyDetails = {
    id: 7,
    name: 'Kwiaciarnia Bukiet s.c.',
    displayName: 'Bukiet',
    logo: null,
    countryCode: 'PL',
    status: 'active',
    region: 'Wrocław',
    createdAt: '2025-01-10T10:00:00.000Z',
    activatedAt: '2025-01-12T10:00:00.000Z',
    contract: null,
    contractState: 'signed',
    contractGeneratedAt: null,
    canActivate: false,
    contractData: null,
    ownerInfo: null,
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
    regionSuggestion: null,
  };
  const companyHandlers = [
    http.get('/api/company/details', () => HttpResponse.json({ company })),
    http.get('/api/region/locations', () => HttpResponse.json([])),
  ];

  it('lists its products with a link to each and a "new product" button', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...session(), ...companyHandlers, ...productHandlers({ queries }));
    const { user } = await renderApp('/companies/company/7', { loggedIn: true });
    const section = await screen.findByRole('region', { name: 'Products' });
    expect(await within(section).findByRole('link', { name: 'Open Bukiet okolicznościowy' })).toHaveAttribute(
      'href',
      '/products/11',
    );
    expect(within(section).getByText('Kartka z życzeniami').closest('tr')).toHaveTextContent('KARTKA');
    expect(queries.some((q) => q.get('companyId') === '7')).toBe(true);
    expect(within(section).getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/products/create?companyId=7',
    );
    await user.click(within(section).getByRole('link', { name: 'Open Kartka z życzeniami' }));
    await waitFor(() => expect(currentPath()).toBe('/products/12'));
  });

  it('says that a company without products offers nothing on its order form', async () => {
    server.use(...session(), ...companyHandlers, ...productHandlers({ products: [] }));
    await renderApp('/companies/company/7', { loggedIn: true });
    const section = await screen.findByRole('region', { name: 'Products' });
    expect(await within(section).findByText(/This company has no products yet/)).toBeInTheDocument();
  });
});
