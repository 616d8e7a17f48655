// The order create form at /orders/new (the product cart, the estimate and when it is outdated, the order form's
// validation, the orderCreate and checkDeliveryAvailability error codes), as a client user or an operator sees it.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../domain/api.ts';
import { clientMe, operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import {
  BOUQUET,
  CARD,
  HIDDEN,
  MEDICINES,
  NIGHT_STORE,
  SHOP,
  estimateResult,
  formOptions,
  installOrderCreateApi,
} from './support/orderCreateHandlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { answerConfirms } from './support/confirms.ts';

const WRITE = ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'];
/** A client whose company is not activated: the new-order form opens, creating does not (no canWrite). */
const NOT_ACTIVATED = ['orders.canAccessPage', 'orders.canOpenNewOrder', 'settings.canAccessPage'];

const client = (overrides: Partial<MeResponse['settings']> = {}, activated = true): MeResponse => {
  const me = clientMe({ activated, paths: activated ? WRITE : NOT_ACTIVATED });
  return { ...me, settings: { ...me.settings, ...overrides } };
};

const open = async (
  me: MeResponse = client(),
  api: Parameters<typeof installOrderCreateApi>[0] = {},
  withShell = false,
) => {
  server.use(...sessionHandlers(me));
  const calls = installOrderCreateApi(api);
  const view = await renderApp('/orders/new', { loggedIn: true, withShell });
  await screen.findByRole('region', { name: 'Products' });
  return { ...view, ...calls };
};

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const addButton = (name: string) => screen.getByRole('button', { name: `Add ${name}` });
const card = (name: RegExp) => screen.getByRole('article', { name });
const submitButton = () => screen.getByRole('button', { name: 'Create order' });

type User = Awaited<ReturnType<typeof open>>['user'];

const chooseLocation = async (user: User, block: string, location: string) => {
  await user.click(within(region(block)).getByRole('combobox', { name: 'Saved location' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(location) }));
};

const fillReceiver = async (
  user: User,
  { name = 'Jan Kowalski', street = 'Świdnicka 10', zip = '50-066', city = 'Wrocław', phone = '600 700 800' } = {},
) => {
  const receiver = within(region('Receiver'));
  await user.type(receiver.getByLabelText(/Name and surname/), name);
  await user.type(receiver.getByLabelText(/Street and number/), street);
  await user.type(receiver.getByLabelText(/Postal code/), zip);
  await user.type(receiver.getByLabelText(/City/), city);
  await user.type(receiver.getByLabelText(/Phone/), phone);
};

describe('a company with nothing to order', () => {
  const openEmpty = async (me: MeResponse, products = [HIDDEN]) => {
    server.use(...sessionHandlers(me));
    const calls = installOrderCreateApi({ options: formOptions({ products }) });
    const view = await renderApp('/orders/new', { loggedIn: true });
    return { ...view, ...calls };
  };

  it('tells a client why, whom to write to, and offers no form and no submit', async () => {
    const { created } = await openEmpty(client());
    const notice = (await screen.findByText('No products can be ordered yet')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText(/has no delivery product set up yet/)).toBeInTheDocument();
    const mail = within(notice).getByRole('link', { name: 'wsparcie@delivery-console.pl' });
    expect(mail.getAttribute('href')).toMatch(/^mailto:wsparcie@delivery-console\.pl\?subject=/);
    expect(within(notice).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      mail.getAttribute('href'),
    );
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByText('This company has no products that can be ordered here.')).not.toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('tells a client still waiting for activation that the products come with the activation', async () => {
    await openEmpty(client({}, false), []);
    expect(await screen.findByText('No products can be ordered yet')).toBeInTheDocument();
    expect(
      screen.getByText('The delivery products you can order appear here once your account is activated.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
  });

  it('tells an operator the company needs a product in the back office', async () => {
    server.use(...sessionHandlers(operatorMe(WRITE)));
    installOrderCreateApi({ options: formOptions({ products: [] }) });
    const { user } = await renderApp('/orders/new', { loggedIn: true });
    server.use(
      ...(await import('./support/handlers.ts')).filterOptionHandlers({
        companies: [{ id: 3, name: 'Kwiaty sp. z o.o.', status: 'active', logo: null }],
      }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Kwiaty sp. z o.o.' }));
    expect(await screen.findByText(/Kwiaty sp\. z o\.o\. has no product that can be ordered/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create order' })).not.toBeInTheDocument();
  });
});

describe('access', () => {
  it('shows a not-activated client a warning with a link to settings, no company selector and a disabled submit', async () => {
    await open(client({}, false));
    const warning = screen.getByText('Your account is not activated yet').closest('[role="alert"]') as HTMLElement;
    expect(within(warning).getByRole('link', { name: 'Go to settings' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(currentPath()).toBe('/orders/new'); // not sent away
  });

  it('lets an operator pick one of the active companies, then loads that company’s catalogue', async () => {
    server.use(...sessionHandlers(operatorMe(WRITE)));
    const { optionRequests } = installOrderCreateApi();
    const { user } = await renderApp('/orders/new', { loggedIn: true });
    server.use(
      ...(await import('./support/handlers.ts')).filterOptionHandlers({
        companies: [
          { id: 3, name: 'Kwiaty sp. z o.o.', status: 'active', logo: null },
          { id: 4, name: 'TechMarket', status: 'active', logo: null },
        ],
      }),
    );
    expect(await screen.findByText('Choose a company to start the order.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Kwiaty sp. z o.o.' }));
    expect(await screen.findByRole('region', { name: 'Products' })).toBeInTheDocument();
    expect(optionRequests.at(-1)?.searchParams.get('companyId')).toBe('3');
  });
});

describe('company settings', () => {
  it('shows only the parts the company’s orderFormFields lists, and the estimate only when the company shows it', async () => {
    await open(client(), {
      options: formOptions({
        orderSettings: { orderFormFields: [], showDeliveryEstimationOnForm: false, defaultPackageSize: 'L' },
      }),
    });
    for (const name of ['Order details', 'Payment', 'Delivery estimate', 'Delivery time'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(within(region('Package size')).getByText("L: the company's default")).toBeInTheDocument();
    expect(within(region('Package size')).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('offers the company’s allowed payments and asks for the code of the type', async () => {
    const { user } = await open(client(), {
      options: formOptions({ orderSettings: { allowedPayments: ['generic_prepaid', 'blik_manual'] } }),
    });
    await user.click(within(region('Payment')).getByRole('combobox', { name: 'Payment' }));
    expect(screen.queryByRole('option', { name: 'ePRUF code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'BLIK (manual)' }));
    await user.type(await within(region('Payment')).findByLabelText(/^Payment code/), '123');
    await user.click(submitButton());
    expect(await within(region('Payment')).findByText('Value must be exactly 20 digits')).toBeInTheDocument();
  });
});

describe('product cart', () => {
  it('offers a button per product, helper products in their own section, and never a hidden product', async () => {
    await open(client(), { options: formOptions({ products: [BOUQUET, MEDICINES, CARD, HIDDEN] }) });
    const products = within(region('Products'));
    expect(products.getByRole('group', { name: 'Products' })).toContainElement(addButton('Bukiet'));
    expect(products.getByRole('group', { name: 'Extras' })).toContainElement(addButton('Kartka'));
    expect(screen.queryByRole('button', { name: 'Add Ukryty produkt' })).not.toBeInTheDocument();
  });

  it('locks the cart to one order type, the product maximum and the company maximum', async () => {
    const { user } = await open();
    await user.click(addButton('Bukiet'));
    expect(addButton('Zwrot sprzętu')).toBeDisabled(); // simple_arrival, the cart holds pickup_delivery
    expect(addButton('Leki na receptę')).toBeEnabled();
    await user.click(addButton('Bukiet'));
    expect(addButton('Bukiet')).toBeDisabled(); // maxProductsAllowed 2
    await user.click(addButton('Kartka'));
    expect(addButton('Leki na receptę')).toBeDisabled(); // company maximum 3
    await user.click(within(card(/^Bukiet \(1\)/)).getByRole('button', { name: 'Remove Bukiet' }));
    expect(addButton('Leki na receptę')).toBeEnabled();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the fields each product asks: medicines list, vehicle, dimensions', async () => {
    const { user } = await open();
    await user.click(addButton('Leki na receptę'));
    const medicines = within(card(/^Leki na receptę/));
    for (const label of [/^Name/, /^Code/, /^PESEL/, /^Receipt number/, /^Amount to pay on pick-up/, /^Medicine 1/]) {
      expect(medicines.getByLabelText(label)).toBeInTheDocument();
    }
    expect(medicines.getByLabelText(/^Name/)).toHaveValue('Leki na receptę');
    await waitFor(() => expect(medicines.getByLabelText(/^PESEL/)).toHaveFocus()); // typing goes on in the new card
    expect(medicines.queryByLabelText(/^Width/)).not.toBeInTheDocument();
    await user.click(medicines.getByRole('button', { name: 'Add a medicine' }));
    expect(medicines.getByLabelText(/^Medicine 2/)).toBeInTheDocument();
    await user.click(medicines.getByRole('button', { name: 'Remove medicine 2' }));
    expect(medicines.queryByLabelText(/^Medicine 2/)).not.toBeInTheDocument();
    await user.click(medicines.getByRole('button', { name: 'Remove Leki na receptę' }));

    await user.click(addButton('Odbiór pojazdu'));
    const car = within(card(/^Odbiór pojazdu/));
    for (const label of [/^Make/, /^Model/, /^Registration plate/, /^VIN/])
      expect(car.getByLabelText(label)).toBeInTheDocument();
    await user.click(car.getByRole('button', { name: 'Remove Odbiór pojazdu' }));

    await user.click(addButton('Bukiet'));
    const bouquet = within(card(/^Bukiet/));
    for (const label of [/^Width/, /^Height/, /^Length/, /^Weight/, /^External number/])
      expect(bouquet.getByLabelText(label)).toBeInTheDocument();
  });
});

describe('addresses', () => {
  it('fills and locks the pickup address from a saved location until "Edit manually"', async () => {
    const { user } = await open();
    await chooseLocation(user, 'Pickup point', 'Kwiaciarnia Rynek');
    const pickup = within(region('Pickup point'));
    expect(pickup.getByLabelText(/Street and number/)).toHaveValue('Rynek 1');
    expect(pickup.getByLabelText(/Postal code/)).toHaveValue('50-101');
    expect(pickup.getByLabelText(/Street and number/)).toHaveAttribute('readonly');
    await user.click(pickup.getByRole('button', { name: 'Edit manually' }));
    expect(pickup.getByLabelText(/Street and number/)).not.toHaveAttribute('readonly');
    expect(pickup.getByLabelText(/Street and number/)).toHaveValue('Rynek 1');
  });

  it('preselects the user’s default location', async () => {
    await open(client({ defaultLocationId: NIGHT_STORE.id }));
    expect(within(region('Pickup point')).getByLabelText(/Street and number/)).toHaveValue('Legnicka 5');
  });

  it('preselects the company’s default location for an operator too', async () => {
    server.use(...sessionHandlers(operatorMe(WRITE)));
    installOrderCreateApi({ options: formOptions({ defaultLocationId: NIGHT_STORE.id }) });
    const { user } = await renderApp('/orders/new', { loggedIn: true });
    server.use(
      ...(await import('./support/handlers.ts')).filterOptionHandlers({
        companies: [{ id: 3, name: 'Kwiaty sp. z o.o.', status: 'active', logo: null }],
      }),
    );
    await user.click(await screen.findByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Kwiaty sp. z o.o.' }));
    await screen.findByRole('region', { name: 'Products' });
    expect(within(region('Pickup point')).getByLabelText(/Street and number/)).toHaveValue('Legnicka 5');
  });

  it('offers the saved locations for the receiver when a product in the cart asks for it', async () => {
    const { user } = await open();
    expect(within(region('Receiver')).queryByRole('combobox', { name: 'Saved location' })).not.toBeInTheDocument();
    await user.click(addButton('Zwrot sprzętu'));
    await chooseLocation(user, 'Receiver', 'Magazyn nocny');
    expect(within(region('Receiver')).getByLabelText(/Street and number/)).toHaveValue('Legnicka 5');
    expect(within(region('Receiver')).getByLabelText(/Street and number/)).toHaveAttribute('readonly');
  });
});

describe('validation', () => {
  it('shows the shared schema’s messages under the fields and sends nothing', async () => {
    const { user, created } = await open();
    await user.click(submitButton());
    expect(await screen.findByText('Value must contain at least one product')).toBeInTheDocument();
    await user.click(addButton('Leki na receptę'));
    const medicines = within(card(/^Leki na receptę/));
    await user.type(medicines.getByLabelText(/^PESEL/), '44051401358');
    await user.type(medicines.getByLabelText(/^Receipt number/), '12');
    await user.type(medicines.getByLabelText(/^Amount to pay on pick-up/), '0,001');
    await fillReceiver(user, { zip: '50066' });
    await user.click(submitButton());
    expect(await medicines.findByText('Value must be a valid PESEL')).toBeInTheDocument();
    expect(medicines.getByText('Value must be exactly 4 digits')).toBeInTheDocument();
    expect(medicines.getByText(/Value must be an amount of at least 0.01/)).toBeInTheDocument();
    expect(within(region('Receiver')).getByText('Value must be a postal code like 00-000')).toBeInTheDocument();
    expect(
      within(region('Pickup point')).getByText('Choose a saved pickup point or type its address.'),
    ).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('checks dimensions against the product maximum with comma decimals', async () => {
    const { user } = await open();
    await user.click(addButton('Bukiet'));
    const bouquet = within(card(/^Bukiet/));
    await user.type(bouquet.getByLabelText(/^Weight/), '15,5');
    await user.type(bouquet.getByLabelText(/^Width/), '59');
    await user.click(submitButton());
    expect(await bouquet.findByText('Value must be at most 15 kg')).toBeInTheDocument();
  });
});

/** A cart, a pickup point and a receiver that pass the shared rules. */
const fillValidOrder = async (user: User) => {
  await user.click(addButton('Bukiet'));
  await user.type(within(card(/^Bukiet/)).getByLabelText(/^External number/), 'B-1');
  await chooseLocation(user, 'Pickup point', 'Kwiaciarnia Rynek');
  await fillReceiver(user);
};

describe('server answers', () => {
  it('shows a 400’s field errors under the fields and keeps what was typed', async () => {
    const { user, created } = await open(client(), {
      create: () =>
        HttpResponse.json(
          {
            name: 'ValidationError',
            message: 'invalid',
            errorCode: 'validation_failed',
            errors: { clientPhone: ['validation.phone'], 'products.0.code': ['validation.required'] },
          },
          { status: 400 },
        ),
    });
    await fillValidOrder(user);
    await user.click(submitButton());
    expect(
      await within(region('Receiver')).findByText('Enter 9 digits (optionally after +48) or a dash'),
    ).toBeInTheDocument();
    expect(within(card(/^Bukiet/)).getByText('Field is required')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(within(region('Receiver')).getByLabelText(/Name and surname/)).toHaveValue('Jan Kowalski');
    expect(currentPath()).toBe('/orders/new');
  });

  it('shows a 422 code as its translated toast and keeps the form', async () => {
    const { user } = await open(client(), { create: () => apiError(422, 'no_drivers_available') });
    await fillValidOrder(user);
    await user.click(submitButton());
    expect(await screen.findByText('No drivers are available in this region right now.')).toBeInTheDocument();
    expect(within(region('Receiver')).getByLabelText(/Street and number/)).toHaveValue('Świdnicka 10');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows a 409 duplicate external id as a toast and under the external id', async () => {
    const { user } = await open(client(), { create: () => apiError(409, 'order_with_external_id_exists') });
    await fillValidOrder(user);
    await user.type(screen.getByLabelText(/External id/), 'SHOP-1');
    await user.click(submitButton());
    expect(await screen.findAllByText('An order with this external id already exists.')).toHaveLength(2);
  });

  it('says the external id’s limit, counts towards it and refuses a longer one instead of cutting it', async () => {
    const { user, created } = await open();
    await fillValidOrder(user);
    const externalId = screen.getByLabelText(/External id/);
    expect(externalId).toHaveAccessibleDescription(/At most 32 characters/);
    const typed = 'SHOP-2025-11-25-WROCLAW-RYNEK-0001-X'; // 36 characters
    await user.click(externalId);
    await user.paste(typed);
    expect(externalId).toHaveValue(typed); // nothing cut
    expect(screen.getByLabelText('36 of at most 32 characters')).toHaveTextContent('36/32');
    await user.click(submitButton());
    await waitFor(() => expect(externalId).toHaveAccessibleDescription('Must be at most 32 characters'));
    expect(created).toEqual([]);

    await user.clear(externalId);
    await user.paste(typed.slice(0, 32));
    expect(screen.getByLabelText('32 of at most 32 characters')).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(created).toHaveLength(1));
    expect((created[0] as { externalId: string }).externalId).toBe(typed.slice(0, 32));
  });

  it('creates the order, shows the toast and goes to the list', async () => {
    const { user, created } = await open();
    await fillValidOrder(user);
    await user.type(within(card(/^Bukiet/)).getByLabelText(/^Weight/), '2,5');
    await user.click(submitButton());
    expect(await screen.findByText('Order K9Z1 created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/orders/list'));
    expect(created[0]).toEqual({
      companyId: 3,
      products: [{ id: 11, name: 'Bukiet', code: 'BUKIET', externalNo: 'B-1', dimensions: { weight: 2.5 } }],
      clientName: 'Jan Kowalski',
      clientStreet: 'Świdnicka 10',
      clientCity: 'Wrocław',
      clientZipCode: '50-066',
      clientPhone: '600 700 800',
      pickupPoint: {
        locationId: 21,
        name: 'Kwiaciarnia Rynek',
        street: 'Rynek 1',
        city: 'Wrocław',
        zipCode: '50-101',
        phone: '711234567',
        notes: 'Wejście od podwórza',
      },
    });
  });
});

describe('delivery estimate', () => {
  it('shows distance and price with 2 decimals, then marks the estimate outdated when an address changes', async () => {
    const { user, estimated } = await open();
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Check delivery' }));
    const estimate = await screen.findByTestId('delivery-estimate');
    expect(within(estimate).getByText('12.35 km')).toBeInTheDocument();
    expect(within(estimate).getByText(/PLN\s?23\.50/)).toBeInTheDocument();
    expect(await screen.findByText('Delivery availability checked')).toBeInTheDocument();
    expect(estimated[0]).toEqual({
      companyId: 3,
      sender: { street: 'Rynek 1', city: 'Wrocław', zipCode: '50-101' },
      receiver: { street: 'Świdnicka 10', city: 'Wrocław', zipCode: '50-066' },
      packageSize: 'M',
    });
    expect(screen.queryByText('The addresses have changed since the check: check again.')).not.toBeInTheDocument();
    await user.type(within(region('Receiver')).getByLabelText(/Street and number/), 'A');
    expect(await screen.findByText('The addresses have changed since the check: check again.')).toBeInTheDocument();
  });

  it('shows the price in the company currency', async () => {
    const { user } = await open(client(), {
      estimate: () => HttpResponse.json(estimateResult({ currency: 'czk', price: 120 })),
    });
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Check delivery' }));
    expect(
      await within(await screen.findByTestId('delivery-estimate')).findByText(/CZK\s?120\.00/),
    ).toBeInTheDocument();
  });

  it('shows an estimate error code as its translated toast', async () => {
    const { user } = await open(client(), { estimate: () => apiError(422, 'cross_region_delivery_unavailable') });
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Check delivery' }));
    expect(await screen.findAllByText('Delivery between regions is not available.')).not.toHaveLength(0);
  });

  it('asks for the addresses before checking', async () => {
    const { user, estimated } = await open();
    await user.click(screen.getByRole('button', { name: 'Check delivery' }));
    expect(await within(region('Receiver')).findAllByText('Field is required')).not.toHaveLength(0);
    expect(estimated).toHaveLength(0);
  });
});

describe('scheduled slot', () => {
  it('sends the chosen slot start with scheduled = true', async () => {
    const { user, created } = await open();
    await fillValidOrder(user);
    await user.click(screen.getByRole('combobox', { name: 'Delivery slot' }));
    await user.click(await screen.findByRole('option', { name: /^Tomorrow.* 10:00–12:00$/ }));
    await user.click(submitButton());
    await waitFor(() => expect(created).toHaveLength(1));
    const body = created[0] as { scheduledAt: string; scheduled: boolean };
    expect(body.scheduled).toBe(true);
    expect(new Date(body.scheduledAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('clears a chosen slot that the new pickup point does not offer', async () => {
    const { user } = await open();
    await chooseLocation(user, 'Pickup point', 'Kwiaciarnia Rynek');
    await user.click(screen.getByRole('combobox', { name: 'Delivery slot' }));
    await user.click(await screen.findByRole('option', { name: /^Tomorrow.* 10:00–12:00$/ }));
    expect(screen.getByRole('combobox', { name: 'Delivery slot' })).toHaveTextContent(/10:00–12:00/);
    await chooseLocation(user, 'Pickup point', 'Magazyn nocny');
    expect(
      await screen.findByText('The chosen slot is no longer available: it was cleared. Choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Delivery slot' })).toHaveTextContent('As soon as possible');
  });
});

describe('suggested products', () => {
  const withSuggestion = () => formOptions({ orderSettings: { orderFormSuggestedProducts: [CARD.id] } });

  it('offers the missing suggested products on submit and adds them', async () => {
    const { user, created } = await open(client(), { options: withSuggestion() });
    await fillValidOrder(user);
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Add suggested products?' });
    expect(within(dialog).getByText('Kartka')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card(/^Kartka/)).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.click(submitButton());
    await waitFor(() => expect(created).toHaveLength(1));
  });

  it('creates the order without them when asked', async () => {
    const { user, created } = await open(client(), { options: withSuggestion() });
    await fillValidOrder(user);
    await user.click(submitButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create without them' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect((created[0] as { products: unknown[] }).products).toHaveLength(1);
  });
});

describe('reset', () => {
  it('clears the form after confirmation', async () => {
    const { user } = await open();
    await fillValidOrder(user);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset the form?' })).getByRole('button', { name: 'Reset' }),
    );
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    await waitFor(() => expect(within(region('Receiver')).getByLabelText(/Name and surname/)).toHaveValue(''));
    expect(SHOP.id).toBe(21);
  });
});

describe('leaving with unsaved changes', () => {
  it('asks before leaving the page for another console page, and stays when the user says no', async () => {
    const { user } = await open(client(), {}, true);
    const asked = answerConfirms(false);
    await user.type(within(region('Receiver')).getByLabelText(/Name and surname/), 'Jan Kowalski');
    await user.click(screen.getByRole('menuitem', { name: 'Order list' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatch(/changes weren't saved/);
    expect(currentPath()).toBe('/orders/new');
    expect(within(region('Receiver')).getByLabelText(/Name and surname/)).toHaveValue('Jan Kowalski');
  });

  it('asks the browser before the tab closes, only while something is typed', async () => {
    const { user } = await open();
    const untouched = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(untouched);
    expect(untouched.defaultPrevented).toBe(false);
    await user.type(within(region('Receiver')).getByLabelText(/Name and surname/), 'Jan');
    const typed = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
  });
});
