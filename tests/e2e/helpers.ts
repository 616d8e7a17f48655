// What the browser journeys share: calls to the running server's API, the operator's sign-in through the login
// page, and the rows and cells of the order list.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import type { BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import type { MeResponse } from '../../domain/api.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import type { OrderFormOptions } from '../../domain/orderCreateApi.ts';
import { ORDER_ROW_ATTR } from '../../src/resources/orders/rowFocus.ts';
import { ROOT_PATH } from '../../src/layout/paths.ts';
import { isStartNavigation } from '../../src/layout/guards/startNavigation.ts';

/**
 * Takes a lane no other journey worker holds: creating its lock file is atomic, and a lock whose process has ended is
 * free again. The worker keeps it while it lives: its files share this module (isolate: false in vitest.config.ts), so
 * it claims once, and there are as many lanes as workers. A worker's VITEST_POOL_ID is no lane: the clean-clone run at
 * 4ec1ac4 had two journeys on one server at once (one activated a company while the other counted the pending ones).
 */
function claimLane(lanes: number, locks: string): number {
  const deadline = Date.now() + 300_000;
  for (;;) {
    for (let lane = 0; lane < lanes; lane++) {
      const lock = path.join(locks, `lane-${lane}`);
      try {
        writeFileSync(lock, String(process.pid), { flag: 'wx' });
        return lane;
      } catch {
        // Held: by a live process, or left by one that ended.
        const holder = lockHolder(lock);
        if (holder !== null && !alive(holder)) rmSync(lock, { force: true });
      }
    }
    if (Date.now() > deadline) throw new Error('no free journey lane');
    pause(100);
  }
}

/** The process holding a lane's lock (null when it was given back meanwhile or is being written). */
function lockHolder(lock: string): number | null {
  return Number(readIfThere(lock)) || null;
}

/** A file's text, or null when it is not there (yet). */
function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** Blocks this worker for a while: a journey file finds its lane and server before its first line runs. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The URL of a lane's server, once the global setup has it answering (it gets the servers ready while the other
 * projects' tests run: global-setup.ts). Waits for it, at most a few minutes; a setup that failed says why.
 */
function laneURL(lane: number, locks: string): string {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const url = readIfThere(path.join(locks, `lane-${lane}.url`));
    if (url !== null) return url;
    const failure = readIfThere(path.join(locks, 'setup-failed'));
    if (failure !== null) throw new Error(`The journeys' servers could not be made ready:\n${failure}`);
    if (Date.now() > deadline) throw new Error(`The server of journey lane ${lane} did not come up`);
    pause(200);
  }
}

/**
 * This journey's server: the one of its lane. The journeys run three at a time (the e2e project's workers), each
 * file on a lane of its own with a server and database of its own, so one journey never sees another's changes.
 */
const locks = inject('laneLocks');
export const baseURL = laneURL(claimLane(inject('lanes'), locks), locks);

/** Where the journeys save their screenshots (git ignores it). */
export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');

/**
 * Saves a picture of what the journey shows at this step, for a person to look at, in SCREENSHOTS, when
 * `E2E_SCREENSHOTS=1` is set (`E2E_SCREENSHOTS=1 npx vitest run --project e2e`). It asserts nothing, so a plain run
 * skips it: the 73 pictures of a run cost the journeys about 28 CPU-seconds (e2e alone 230 s to 214 s). A failing
 * test's pages are pictured whatever the setting (setup.ts).
 */
export async function saveScreenshot(
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOTS, file), ...options });
}

export async function api<T>(
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: object,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (res.status === 204 ? null : await res.json()) as T };
}

/** A session token of a demo user through the API. */
export async function apiToken(username: string, password: string): Promise<string> {
  const login = await api<{ token: string }>('POST', '/auth/login', null, { username, password });
  expect(login.status).toBe(200);
  return login.body.token;
}

/** Signs in through the login page from a console path and waits for the order list's first row. */
export async function signInToOrderList(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/orders/list`);
  await page.waitForURL(/\/login$/);
  await page.getByLabel('Login or e-mail').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/orders\/list/);
  await orderRows(page).first().waitFor({ timeout: 20_000 });
}

/**
 * The order list's rows of orders (each carries its id in ORDER_ROW_ATTR), never the five placeholder rows the list
 * draws while its page loads: a journey that took `table tbody tr` for a row read a placeholder on a slow machine
 * (journey.test.ts counted the five of them as the orders of the day).
 */
export const orderRows = (page: Page): Locator => page.locator(`table tbody tr[${ORDER_ROW_ATTR}]`);

/** The row of the order list whose "Order no" cell is exactly orderNo. */
export const rowOf = (page: Page, orderNo: string): Locator =>
  page
    .locator('table tbody tr')
    .filter({ has: page.locator('td', { hasText: new RegExp(`^\\s*${orderNo}\\s*$`) }) })
    .first();

/** The cell of a column (by its header) in a row of the order list. */
export async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  const headers = (await page.locator('table thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}

/** Narrows the list to one order through the search field (the search ignores the date range). */
export async function searchOrder(page: Page, orderNo: string): Promise<Locator> {
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(orderNo);
  await search.press('Enter');
  const row = rowOf(page, orderNo);
  await row.waitFor({ timeout: 20_000 });
  return row;
}

/**
 * A demo operator's console in a fresh context of the worker's Chromium (1440×900 unless the options say otherwise),
 * signed in through the login page and showing the order list, with an API token of the same user.
 */
export async function openConsole(
  username = 'admin',
  password = 'admin123',
  options: BrowserContextOptions = {},
): Promise<{ page: Page; token: string }> {
  const token = await apiToken(username, password);
  const browser = await journeyBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  await signInToOrderList(page, username, password);
  return { page, token };
}

/** Waits until the page has loaded its data: no request in flight and no progress indicator on screen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page
    .locator('[role="progressbar"]')
    .first()
    .waitFor({ state: 'hidden', timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 0, undefined, {
    timeout: 20_000,
  });
}

/** The requests a page has had in flight since its first `navigate`. */
const inFlight = new WeakMap<Page, Set<Request>>();

function requestsOf(page: Page): Set<Request> {
  let requests = inFlight.get(page);
  if (!requests) {
    const set = new Set<Request>();
    page.on('request', (request) => void set.add(request));
    page.on('requestfinished', (request) => void set.delete(request));
    page.on('requestfailed', (request) => void set.delete(request));
    inFlight.set(page, (requests = set));
  }
  return requests;
}

/**
 * Opens a console path and waits until it has drawn its data. Once the console is loaded (signed in, past the login
 * page), the path opens inside it as its links do (the router's history, no page load), and the wait is for half a
 * second with no request in flight, as `networkidle` is for a load; otherwise the page loads the path. A journey that
 * walks 25 pages does not download and start the console 25 times (the policy journeys: 68 to 48 CPU-seconds).
 *
 * The path goes into the history as a link's does, with a state of its own: a copy of the current entry's state
 * would carry the console's START_NAVIGATION mark onto the new page, whose guard would then send a refused user on
 * instead of saying the page is closed. Right after a sign-in the console may still be on its own way to its start
 * page ('/' → the dashboard → an account's first section 300 ms later); on a busy machine that way ended after the
 * journey's path was opened and replaced it (merchant-webhooks, whole run at 58172e8: the client's settings never
 * showed). A path replaced by that way (the entry marked START_NAVIGATION and outside the path asked for) is opened
 * again, at most twice.
 */
export async function navigate(page: Page, pathWithQuery: string): Promise<void> {
  const current = page.url().startsWith(baseURL) ? new URL(page.url()).pathname : null;
  if (current === null || current.startsWith('/login')) {
    await page.goto(`${baseURL}${pathWithQuery}`);
  } else {
    const wanted = new URL(pathWithQuery, baseURL).pathname;
    for (let attempt = 1; ; attempt++) {
      await openInHistory(page, pathWithQuery);
      // The router keeps a navigation's own state under `usr`.
      const now = await page.evaluate(() => ({
        path: window.location.pathname,
        state: (window.history.state as { usr?: unknown } | null)?.usr,
      }));
      if (now.path.startsWith(wanted) || !isStartNavigation(now.state) || attempt === 3) break;
    }
  }
  await settle(page);
}

/** Pushes a path into the console's router history as a link does, then waits for half a second with no request. */
async function openInHistory(page: Page, pathWithQuery: string): Promise<void> {
  const requests = requestsOf(page);
  await page.evaluate((to) => {
    const previous = window.history.state as { idx?: number } | null;
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous?.idx ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, pathWithQuery);
  const end = Date.now() + 20_000;
  let quietSince = Date.now();
  while (Date.now() < end && (requests.size > 0 || Date.now() - quietSince < 500)) {
    if (requests.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs in through the login page (English) and waits until the console has drawn its first page. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Login or e-mail').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Past the login page and the root: the root only sends the console on to its start page (see `navigate`).
  await page.waitForURL((url) => !url.pathname.endsWith('/login') && url.pathname !== ROOT_PATH, { timeout: 30_000 });
  await settle(page);
}

/** The paths of the side menu's links (every section the account may open, sub-items included), once it is drawn. */
export async function menuPaths(page: Page): Promise<string[]> {
  const links = page.locator('[role="menuitem"][href]');
  // The menu draws all its links at once, when the session's permissions are known (after the page's first drawing).
  await links.first().waitFor({ timeout: 20_000 });
  const hrefs = await links.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return [...new Set(hrefs)].filter((href) => href.startsWith('/'));
}

/**
 * Opens a dialog with its button and waits for it. Under a full run's load, a click on a button of an expanded order
 * row while the list was still being redrawn (a search applied, a real-time event's re-read) opened nothing three times
 * (the runs at 9abe595: the pick-up PIN, the delivery photo; the clean-clone run at 5abe7c1: the route map, clicked
 * right after the row was expanded); a user clicks again, and so does this, until the dialog shows. Not reproduced
 * alone (30 tries under CPU load with events at 10 a second): if it returns, look for the panel's state being reset.
 */
export async function openDialog(opener: Locator, dialog: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible()) return true;
        await opener.click({ timeout: 5_000 }).catch(() => undefined);
        return dialog.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true);
}

/**
 * Opens a MUI select's list (single or multiple) from the keyboard: the field focused, ArrowDown, the list shown. MUI's
 * select opens on the mousedown of a click and lays its list over the field, and a mouseup that comes 200 ms after the
 * opening chooses the unselected option under the pointer: on a loaded machine a click on the field itself chose a
 * slot that happened to lie there (a clean-clone run at 02:05 on a Sunday: 18:00–20:00, and the list closed).
 */
export async function openSelect(select: Locator): Promise<void> {
  const page = select.page();
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
}

/** Chooses an option of a single MUI select from the keyboard (openSelect, the option focused, Enter, the list gone). */
export async function chooseFromSelect(select: Locator, option: Locator): Promise<void> {
  const page = select.page();
  await openSelect(select);
  await option.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/**
 * An order the demo client (client@demo.pl) creates through the API: from its default saved pickup point, by the id
 * alone, to a receiver in Poznań (the order form's journey), with one line of its pickup-delivery product.
 */
export async function createDemoClientOrder(
  line: { name: string; externalNo: string },
  receiver: { clientName: string; clientPhone: string },
  externalId?: string,
): Promise<{ id: number; orderNo: string }> {
  const token = await apiToken('client@demo.pl', 'client123');
  const me = (await api<MeResponse>('GET', '/@me', token)).body;
  const options = (await api<OrderFormOptions>('GET', '/order/form-options', token)).body;
  const product = options.products.find((p) => p.type === 'pickup_delivery');
  expect(product, 'the demo client has a pickup-delivery product').toBeDefined();
  const created = await api<{ order: { id: number; orderNo: string } }>('POST', '/order/create', token, {
    companyId: me.user.companyId!,
    pickupPoint: { locationId: options.company.defaultLocationId ?? options.locations[0]!.id },
    ...(externalId ? { externalId } : {}),
    products: [{ id: product!.id, ...line }],
    ...receiver,
    clientStreet: 'Półwiejska 2',
    clientCity: 'Poznań',
    clientZipCode: '61-888',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.order;
}

/** The drivers of an order's region who carry nothing and may take its company's orders (the simulator's roster). */
export async function freeDriversFor(
  order: { region: { name: string }; company: { id: number } },
  token: string,
): Promise<DriverRosterItem[]> {
  const roster = await api<{ drivers: DriverRosterItem[] }>(
    'GET',
    `/simulator/roster?region=${encodeURIComponent(order.region.name)}`,
    token,
  );
  return roster.body.drivers.filter(
    (d) =>
      d.activeOrderId === null && (d.allowedCompanyIds.length === 0 || d.allowedCompanyIds.includes(order.company.id)),
  );
}
