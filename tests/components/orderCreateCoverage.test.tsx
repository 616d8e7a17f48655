// The order form and the pickup points no active region covers: the pickup select marks them "Outside our delivery
// area", the form never starts with one while a covered point exists, and a refusal of the estimate or of the order
// for an address outside coverage names that address and marks its postal code.
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../domain/api.ts';
import type { DeliveryNotAvailableDetails, FormLocation } from '../../domain/orderCreateApi.ts';
import { clientMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { NIGHT_STORE, SHOP, formOptions, installOrderCreateApi } from './support/orderCreateHandlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const WRITE = ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'];

/** Magazyn nocny, in a town no region covers. */
const OUTSIDE: FormLocation = {
  ...NIGHT_STORE,
  street: 'Rynek 3',
  city: 'Oława',
  zipCode: '55-200',
  region: null,
  covered: false,
};

const client = (defaultLocationId: number | null = null): MeResponse => {
  const me = clientMe({ activated: true, paths: WRITE });
  return { ...me, settings: { ...me.settings, defaultLocationId } };
};

const open = async (me: MeResponse, api: Parameters<typeof installOrderCreateApi>[0] = {}) => {
  server.use(...sessionHandlers(me));
  const calls = installOrderCreateApi(api);
  const view = await renderApp('/orders/new', { loggedIn: true });
  await screen.findByRole('region', { name: 'Products' });
  return { ...view, ...calls };
};

const region = (name: string) => screen.getByRole('region', { name });

/** 422 delivery_not_available_for_specified_addresses naming the addresses outside coverage. */
const outsideAnswer = (outside: DeliveryNotAvailableDetails['outside']) => () =>
  HttpResponse.json(
    {
      name: 'UnprocessableEntity',
      message: 'outside',
      errorCode: 'delivery_not_available_for_specified_addresses',
      details: { outside },
    },
    { status: 422 },
  );

type User = Awaited<ReturnType<typeof open>>['user'];

/** A bouquet to Świdnicka 10, 50-066 Wrocław, from the pickup point the form starts with. */
const fillOrder = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Add Bukiet' }));
  await user.type(within(screen.getByRole('article', { name: /^Bukiet/ })).getByLabelText(/^External number/), 'B-1');
  const receiver = within(region('Receiver'));
  await user.type(receiver.getByLabelText(/Name and surname/), 'Jan Kowalski');
  await user.type(receiver.getByLabelText(/Street and number/), 'Świdnicka 10');
  await user.type(receiver.getByLabelText(/Postal code/), '50-066');
  await user.type(receiver.getByLabelText(/City/), 'Wrocław');
  await user.type(receiver.getByLabelText(/Phone/), '600 700 800');
};

describe('the pickup select', () => {
  it('marks a point outside our delivery area, and only that one', async () => {
    const { user } = await open(client(), { options: formOptions({ locations: [SHOP, OUTSIDE] }) });
    await user.click(within(region('Pickup point')).getByRole('combobox', { name: 'Saved location' }));
    const outside = await screen.findByRole('option', { name: /Magazyn nocny/ });
    expect(within(outside).getByText('Outside our delivery area')).toBeInTheDocument();
    const covered = screen.getByRole('option', { name: /Kwiaciarnia Rynek/ });
    expect(within(covered).queryByText('Outside our delivery area')).not.toBeInTheDocument();
  });
});

describe('the pickup point the form starts with', () => {
  const street = () => within(region('Pickup point')).getByLabelText(/Street and number/);

  it('is never the user’s default outside coverage: the company’s covered default comes next', async () => {
    const third: FormLocation = { ...SHOP, id: 23, name: 'Atelier', street: 'Ruska 1' };
    await open(client(OUTSIDE.id), {
      options: formOptions({ locations: [third, SHOP, OUTSIDE], defaultLocationId: SHOP.id }),
    });
    expect(street()).toHaveValue('Rynek 1');
  });

  it('gives way to the first covered point when no default is covered', async () => {
    await open(client(OUTSIDE.id), {
      options: formOptions({ locations: [SHOP, OUTSIDE], defaultLocationId: OUTSIDE.id }),
    });
    expect(street()).toHaveValue('Rynek 1');
  });

  it('is the default outside coverage when no point is covered, marked in the select', async () => {
    await open(client(OUTSIDE.id), { options: formOptions({ locations: [OUTSIDE] }) });
    expect(street()).toHaveValue('Rynek 3');
    expect(within(region('Pickup point')).getByText('Outside our delivery area')).toBeInTheDocument();
  });

  it('is the user’s covered default before the company’s', async () => {
    await open(client(NIGHT_STORE.id), {
      options: formOptions({ locations: [SHOP, NIGHT_STORE], defaultLocationId: SHOP.id }),
    });
    expect(street()).toHaveValue('Legnicka 5');
  });
});

describe('a refusal for an address outside coverage', () => {
  it('the estimate names the pickup point and marks its postal code', async () => {
    const { user } = await open(client(OUTSIDE.id), {
      options: formOptions({ locations: [OUTSIDE] }),
      estimate: outsideAnswer(['pickupPoint']),
    });
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Check delivery' }));
    const message = 'We do not deliver from the pickup point Rynek 3, 55-200 Oława: it is outside our delivery area.';
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(within(region('Pickup point')).getByText('Outside our delivery area', { selector: 'p *, p' })).toBeVisible();
    expect(within(region('Receiver')).queryByText('Outside our delivery area')).not.toBeInTheDocument();
  });

  it('the order names the receiver’s address and marks its postal code; both when both are outside', async () => {
    let outside: DeliveryNotAvailableDetails['outside'] = ['receiver'];
    const { user } = await open(client(SHOP.id), { create: () => outsideAnswer(outside)() });
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(
      await screen.findByText(
        'We do not deliver to the receiver’s address Świdnicka 10, 50-066 Wrocław: it is outside our delivery area.',
      ),
    ).toBeInTheDocument();
    expect(within(region('Receiver')).getByText('Outside our delivery area')).toBeInTheDocument();
    expect(within(region('Receiver')).getByLabelText(/Street and number/)).toHaveValue('Świdnicka 10');

    outside = ['pickupPoint', 'receiver'];
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(
      await screen.findByText(
        'Both addresses are outside our delivery area: the pickup point Rynek 1, 50-101 Wrocław and the receiver Świdnicka 10, 50-066 Wrocław.',
      ),
    ).toBeInTheDocument();
  });
});
