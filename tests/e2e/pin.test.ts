// A shop employee without an account verifies a pick-up on /pin, in real Chromium against the real server with the
// demo data: the order's creation date, number and pick-up PIN (read over HTTP as the admin, as a driver would read
// them out), first with a wrong PIN, then the right one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { baseURL, saveScreenshot } from './helpers.ts';
import type { ListResponse, OrderDetails, OrderListItem } from '../../domain/api.ts';
import { warsawDay } from '../../domain/pickupSchemas.ts';

let browser: Browser;
let page: Page;
let token = '';

const api = async <T>(url: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${baseURL}/api${url}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

interface Target {
  orderNo: string;
  day: string;
  pin: string;
  id: number;
}

/** An accepted order waiting for pick-up, with its pick-up PIN (the admin may see codes). */
async function findTarget(): Promise<Target> {
  ({ token } = await api<{ token: string }>('/call-center-user/login', {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  }));
  const list = await api<ListResponse<OrderListItem>>('/order/list?status=accepted&perPage=100');
  for (const item of list.items.filter((o) => o.stage.toBePickedUp)) {
    const details = await api<OrderDetails>(`/order/details?orderId=${item.id}`);
    const pin = details.codes?.pickUpVerificationCode;
    if (pin) return { orderNo: item.orderNo, day: warsawDay(new Date(item.createdAt)), pin, id: item.id };
  }
  throw new Error('no accepted demo order waiting for pick-up with a PIN');
}

beforeAll(async () => {
  browser = await journeyBrowser();
  // The shop employee is in Poland: the creation date is the Warsaw day.
  page = await browser.newPage({
    viewport: { width: 1280, height: 860 },
    locale: 'en-GB',
    timezoneId: 'Europe/Warsaw',
  });
});

describe('pickup verification page', () => {
  let target: Target;

  it('shows the public form to a visitor', async () => {
    target = await findTarget();
    await page.goto(`${baseURL}/pin`);
    await page.getByRole('heading', { name: 'Pickup verification' }).waitFor();
    await page.getByLabel('Creation date').waitFor();
    expect(page.url()).toMatch(/\/pin$/);
  });

  it('answers a wrong PIN with an error toast', async () => {
    await page.getByLabel('Creation date').fill(target.day);
    await page.getByLabel('Order number').fill(target.orderNo.toLowerCase());
    await page.getByLabel('PIN').fill(target.pin === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify pick-up' }).click();
    await page.getByText('Incorrect order number, date or PIN.').waitFor();
    expect(await page.getByText(/pick-up verified/).count()).toBe(0);
  });

  it('verifies the pick-up with the right PIN and lists it as a success alert', async () => {
    await page.getByLabel('PIN').fill(target.pin);
    await page.getByRole('button', { name: 'Verify pick-up' }).click();
    const success = page.getByRole('alert').filter({ hasText: `Order ${target.orderNo}: pick-up verified at` });
    await success.waitFor();
    // The form is ready for the next order; the date stays.
    expect(await page.getByLabel('Order number').inputValue()).toBe('');
    expect(await page.getByLabel('Creation date').inputValue()).toBe(target.day);
    await saveScreenshot(page, 'pin-verified.png', { fullPage: true });

    const details = await api<OrderDetails>(`/order/details?orderId=${target.id}`);
    expect(details.status).toBe('picked_up');
  });

  it('says the order is no longer waiting for pick-up when verified again', async () => {
    await page.getByLabel('Order number').fill(target.orderNo);
    await page.getByLabel('PIN').fill(target.pin);
    await page.getByRole('button', { name: 'Verify pick-up' }).click();
    await page.getByText('This order is not waiting for pick-up.').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'pick-up verified at' }).count()).toBe(1);
  });
});
