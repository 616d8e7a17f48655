import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { warsawToday } from '../../domain/pickupSchemas.ts';
import { operatorMe, order } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** The find-and-verify call: records the bodies, answers with `respond`. */
const verifyReturns = (respond: (body: Record<string, string>, call: number) => Response) => {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post('/api/order/find-and-verify-pickup', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      return respond(body, bodies.length);
    }),
  );
  return bodies;
};

const verifiedAt = (hour: number, minute: number) => new Date(2025, 0, 10, hour, minute).toISOString();

const fields = async () => ({
  createdAt: (await screen.findByLabelText(/creation date/i)) as HTMLInputElement,
  orderNo: screen.getByLabelText(/order number/i) as HTMLInputElement,
  pin: screen.getByLabelText(/^pin/i) as HTMLInputElement,
});

const setDate = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

const fillAndSubmit = async (user: User, values: { createdAt?: string; orderNo?: string; pin?: string }) => {
  const f = await fields();
  if (values.createdAt !== undefined) setDate(f.createdAt, values.createdAt);
  if (values.orderNo) await user.type(f.orderNo, values.orderNo);
  if (values.pin) await user.type(f.pin, values.pin);
  await user.click(screen.getByRole('button', { name: 'Verify pick-up' }));
};

describe('pickup verification page (/pin)', () => {
  it('shows the form to a visitor, with today as the creation date', async () => {
    await renderApp('/pin');

    expect(await screen.findByRole('heading', { name: 'Pickup verification' })).toBeInTheDocument();
    const f = await fields();
    expect(f.createdAt.value).toBe(warsawToday());
    expect(f.orderNo.value).toBe('');
    expect(f.pin.value).toBe('');
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });

  it('requires every field and shows the errors under the fields, sending nothing', async () => {
    const bodies = verifyReturns(() => HttpResponse.json({}));
    const { user } = await renderApp('/pin');

    await fillAndSubmit(user, { createdAt: '' });

    expect(await screen.findAllByText('Field is required')).toHaveLength(3);
    const f = await fields();
    for (const input of [f.createdAt, f.orderNo, f.pin]) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('wants an order number of exactly 4 characters and a creation date not in the future', async () => {
    const bodies = verifyReturns(() => HttpResponse.json({}));
    const { user } = await renderApp('/pin');

    await fillAndSubmit(user, { createdAt: '2099-01-01', orderNo: 'AB1', pin: '1234' });

    expect(await screen.findByText('The order number has exactly 4 characters')).toBeInTheDocument();
    expect(screen.getByText('The date cannot be in the future')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('lists each successful verification as a success alert, newest first, and clears the order number and PIN', async () => {
    const bodies = verifyReturns((body, call) =>
      HttpResponse.json({ orderNo: body.orderNo, verifiedAt: verifiedAt(10, call) }),
    );
    const { user } = await renderApp('/pin');

    await fillAndSubmit(user, { createdAt: '2025-01-10', orderNo: 'ab12', pin: '4321' });
    expect(await screen.findByText('Order AB12: pick-up verified at 10:01')).toBeInTheDocument();
    await waitFor(async () => expect((await fields()).orderNo.value).toBe(''));
    const after = await fields();
    expect(after.pin.value).toBe('');
    expect(after.createdAt.value).toBe('2025-01-10');

    await fillAndSubmit(user, { orderNo: 'CD34', pin: '8765' });
    expect(await screen.findByText('Order CD34: pick-up verified at 10:02')).toBeInTheDocument();

    const alerts = screen.getAllByRole('alert').filter((a) => a.textContent?.includes('pick-up verified'));
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Order CD34: pick-up verified at 10:02',
      'Order AB12: pick-up verified at 10:01',
    ]);
    expect(bodies).toEqual([
      { createdAt: '2025-01-10', orderNo: 'AB12', pin: '4321' },
      { createdAt: '2025-01-10', orderNo: 'CD34', pin: '8765' },
    ]);
  });

  it.each([
    [409, 'order_not_ready_for_pick_up', 'This order is not waiting for pick-up.'],
    [422, 'incorrect_verification_code_and_order_no', 'Incorrect order number, date or PIN.'],
    [429, 'too_many_pickup_attempts', 'Too many failed attempts. Try again in a few minutes.'],
    [500, 'something_else', 'The pick-up could not be verified. Try again later.'],
  ])('answers %i %s with an error toast "%s", and lists nothing', async (status, code, text) => {
    verifyReturns(() => apiError(status, code));
    const { user } = await renderApp('/pin');

    await fillAndSubmit(user, { orderNo: 'AB12', pin: '0000' });

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/pick-up verified/)).not.toBeInTheDocument();
    // The typed values stay for a correction.
    expect((await fields()).orderNo.value).toBe('AB12');
  });

  it('shows the unknown error toast when the server cannot be reached', async () => {
    server.use(http.post('/api/order/find-and-verify-pickup', () => HttpResponse.error()));
    const { user } = await renderApp('/pin');

    await fillAndSubmit(user, { orderNo: 'AB12', pin: '0000' });

    expect(await screen.findByText('The pick-up could not be verified. Try again later.')).toBeInTheDocument();
  });

  it('shows server field errors under the fields', async () => {
    server.use(
      http.post('/api/order/find-and-verify-pickup', () =>
        HttpResponse.json(
          {
            name: 'BadRequest',
            message: 'Invalid input',
            errorCode: 'validation_failed',
            errors: { createdAt: ['pin.validation.notInFuture'] },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderApp('/pin');

    await fillAndSubmit(user, { orderNo: 'AB12', pin: '0000' });

    expect(await screen.findByText('The date cannot be in the future')).toBeInTheDocument();
  });

  it('sends a logged-in user to the root', async () => {
    server.use(...sessionHandlers(operatorMe(), [order({ orderNo: 'P1N1' })]));
    await renderApp('/pin', { loggedIn: true });

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath()).toBe('/dashboard');
  });
});
