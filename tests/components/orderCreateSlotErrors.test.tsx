// The order form when the server refuses the chosen delivery slot (POST /api/order/create answers 400 with one of the
// time_slot_* codes and the field error under scheduledAt, server/services/orderCreate.ts): the user reads why, that
// code's own message, in the toast and under the slot picker instead of a generic one; the form keeps what was typed,
// and choosing another slot takes the message away and creates the order.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clientMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { installOrderCreateApi } from './support/orderCreateHandlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const WRITE = ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'];

/** The create's refusal of a slot, as the server words it (errors.ts badRequest with the field error). */
const slotRefusal = (errorCode: string) =>
  HttpResponse.json(
    {
      name: 'BadRequest',
      message: 'The time slot is refused',
      errorCode,
      errors: { scheduledAt: ['validation.slotNotOffered'] },
    },
    { status: 400 },
  );

const CREATED = () =>
  HttpResponse.json(
    { order: { id: 501, orderNo: 'K9Z1', status: 'scheduled', scheduledAt: null, packageSize: 'M' } },
    { status: 201 },
  );

/** The form with a create that refuses once with `errorCode`, then creates. */
const open = async (errorCode: string) => {
  let answers = 0;
  server.use(...sessionHandlers(clientMe({ activated: true, paths: WRITE })));
  const calls = installOrderCreateApi({ create: () => (answers++ === 0 ? slotRefusal(errorCode) : CREATED()) });
  const view = await renderApp('/orders/new', { loggedIn: true });
  await screen.findByRole('region', { name: 'Products' });
  return { ...view, ...calls };
};

type User = Awaited<ReturnType<typeof open>>['user'];

const region = (name: string) => screen.getByRole('region', { name });
const slotPicker = () => screen.getByRole('combobox', { name: 'Delivery slot' });
/** The slot picker's field: its helper text under it. */
const slotField = () => slotPicker().closest('.MuiFormControl-root') as HTMLElement;

const chooseSlot = async (user: User, name: RegExp) => {
  await user.click(slotPicker());
  await user.click(await screen.findByRole('option', { name }));
};

/** A cart, a pickup point, a receiver and a slot that pass the form's own rules. */
const fillScheduledOrder = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Add Bukiet' }));
  await user.type(within(screen.getByRole('article', { name: /^Bukiet/ })).getByLabelText(/^External number/), 'B-1');
  await user.click(within(region('Pickup point')).getByRole('combobox', { name: 'Saved location' }));
  await user.click(await screen.findByRole('option', { name: /Kwiaciarnia Rynek/ }));
  const receiver = within(region('Receiver'));
  await user.type(receiver.getByLabelText(/Name and surname/), 'Jan Kowalski');
  await user.type(receiver.getByLabelText(/Street and number/), 'Świdnicka 10');
  await user.type(receiver.getByLabelText(/Postal code/), '50-066');
  await user.type(receiver.getByLabelText(/City/), 'Wrocław');
  await user.type(receiver.getByLabelText(/Phone/), '600 700 800');
  await chooseSlot(user, /^Tomorrow.* 10:00–12:00$/);
};

/** Each refusal's own message (locales errors.server.<code>). */
const MESSAGES: Record<string, string> = {
  time_slot_outside_opening_hours: 'The chosen time slot is outside the pickup point’s opening hours.',
  time_slot_in_past: 'The chosen time slot has already begun: choose a later one.',
  time_slot_too_far_ahead: 'The chosen time slot is too far ahead: slots are offered for the next 7 days.',
  time_slot_not_offered: 'The chosen time is not an offered time slot: choose one from the list.',
};

/** What the form said before: the field's generic message, the form's "see the highlighted fields", the fallback. */
const GENERIC = [
  'Value is not an offered time slot',
  'The order has errors: see the highlighted fields.',
  'Something went wrong, try again later.',
];

describe('a delivery slot the server refuses', () => {
  it.each(Object.keys(MESSAGES))('%s: says why in the toast and under the slot, keeps the form', async (errorCode) => {
    const { user, created } = await open(errorCode);
    await fillScheduledOrder(user);
    await user.click(screen.getByRole('button', { name: 'Create order' }));

    // The toast and the slot's own helper text, both with this code's message, and no other message.
    const message = MESSAGES[errorCode]!;
    await waitFor(() => expect(within(slotField()).getByText(message)).toBeInTheDocument());
    expect(screen.getAllByText(message)).toHaveLength(2);
    const others = [...GENERIC, ...Object.values(MESSAGES).filter((m) => m !== message)];
    for (const other of others) expect(screen.queryByText(other)).not.toBeInTheDocument();
    expect(slotPicker()).toHaveAttribute('aria-invalid', 'true');

    // Nothing typed is lost and the user stays on the form.
    expect(created).toHaveLength(1);
    expect(currentPath()).toBe('/orders/new');
    expect(within(region('Receiver')).getByLabelText(/Street and number/)).toHaveValue('Świdnicka 10');
    expect(slotPicker()).toHaveTextContent(/10:00–12:00/);
  });

  it('another slot takes the message away and the order is created', async () => {
    const { user, created } = await open('time_slot_in_past');
    await fillScheduledOrder(user);
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    const message = MESSAGES.time_slot_in_past!;
    await waitFor(() => expect(within(slotField()).getByText(message)).toBeInTheDocument());

    await chooseSlot(user, /^Tomorrow.* 12:00–14:00$/);
    await waitFor(() => expect(within(slotField()).queryByText(message)).not.toBeInTheDocument());
    expect(slotPicker()).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create order' }));
    expect(await screen.findByText('Order K9Z1 created')).toBeInTheDocument();
    expect(created).toHaveLength(2);
    expect(new Date((created[1] as { scheduledAt: string }).scheduledAt).getTime()).toBeGreaterThan(
      new Date((created[0] as { scheduledAt: string }).scheduledAt).getTime(),
    );
  });
});
