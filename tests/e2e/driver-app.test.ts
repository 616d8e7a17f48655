// The driver app (/driver/) on a phone, in real Chromium with mobile emulation (390×844, touch, an Android browser,
// the position overridden), against the real server with the demo data: a demo client creates an order; a free
// driver of its region signs in to the app, is online, sees the offer and accepts it; at the pickup point picks it up
// with the PIN (a wrong one first), arrives, delivers it with proof (the receiver's name and a photo from the camera)
// and finishes. The operator's order list and the receiver's tracking page, open beside, follow the steps live; the
// operator opens the proof's photo in the expanded row; the console's driver card shows the app's version and
// system; the phone's positions reach the server. Screenshots at 390 px in Polish and Ukrainian go to
// tests/e2e/screenshots/.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { seriousViolations } from './axe.ts';
import {
  api,
  apiToken,
  baseURL,
  cellOf,
  createDemoClientOrder,
  freeDriversFor,
  openDialog,
  rowOf,
  saveScreenshot,
  signInToOrderList,
} from './helpers.ts';
import type { OrderDetails } from '../../domain/api.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import type { DriverDetails } from '../../domain/driverSchemas.ts';
import type { WalletListResponse } from '../../domain/walletSchemas.ts';
import type { DriverWalletResponse } from '../../domain/driverMoney.ts';
import { driverEn } from '../../locales/driver/en.ts';
import { driverMessagesEn } from '../../locales/driver/messages.ts';
import { driverPushEn } from '../../locales/driver/push.ts';
import { driverMoneyEn } from '../../locales/driver/money.ts';
import { driverStockEn } from '../../locales/driver/stock.ts';
import { trackingEn } from '../../locales/en/tracking.ts';
import { orderListEn } from '../../locales/en/orderList.ts';
import { driverPl } from '../../locales/driver/pl.ts';
import { driverUk } from '../../locales/driver/uk.ts';

const DRIVER_PASSWORD = 'driver123'; // the demo drivers' password (server/seed/demo/logins.ts)
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let browser: Browser;
let phone: BrowserContext;
let app: Page;
let operator: Page;
/** The receiver's tracking page (public, no session), open beside. */
let receiver: Page;
let operatorToken = '';
let order: { id: number; orderNo: string };
let details: OrderDetails;
let driver: DriverRosterItem;
/** Just before the courier confirmed the delivery: the ride's payout is booked at or after it. */
let deliveringAt = new Date();

const button = (name: string) => app.getByRole('button', { name, exact: true });
const statusOf = async (orderNo: string) => (await cellOf(operator, rowOf(operator, orderNo), 'Status')).innerText();

beforeAll(async () => {
  browser = await journeyBrowser();
  operatorToken = await apiToken('operator', 'operator123');
});

describe('a courier works an order from the driver app', () => {
  it('a client creates an order, and a free driver of its region is found', async () => {
    order = await createDemoClientOrder(
      { name: 'Bukiet róż', externalNo: 'ROSE-12' },
      { clientName: 'Anna Odbiorczyni', clientPhone: '600 100 200' },
      `E2E-APP-${Date.now().toString(36)}`,
    );
    details = (await api<OrderDetails>('GET', `/order/details?orderId=${order.id}`, operatorToken)).body;
    expect(details.codes?.pickUpVerificationCode).toMatch(/\S/);
    const free = await freeDriversFor(details, operatorToken);
    expect(free.length, `a free driver in ${details.region.name}`).toBeGreaterThan(0);
    driver = free[0]!;

    operator = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    await signInToOrderList(operator, 'operator', 'operator123');
    const search = operator.getByRole('textbox', { name: 'Search' });
    await search.fill(order.orderNo);
    await search.press('Enter');
    await expect.poll(() => statusOf(order.orderNo), { timeout: 20_000 }).toBe('New');

    receiver = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' })).newPage();
    await receiver.goto(details.trackingUrl);
    await receiver.getByText(trackingEn.stages.placed, { exact: true }).first().waitFor({ timeout: 20_000 });
  });

  it('the driver signs in on the phone, online, and the order rings in as an offer', async () => {
    const at = { latitude: 52.4064, longitude: 16.9252 };
    phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: ANDROID,
      locale: 'en-GB',
      geolocation: at,
      permissions: ['geolocation'],
    });
    await phone.grantPermissions(['geolocation'], { origin: baseURL });
    app = await phone.newPage();
    await app.goto(`${baseURL}/driver`);
    expect(new URL(app.url()).pathname).toBe('/driver/');
    await app.getByLabel(driverEn.signIn.email).fill(driver.email);
    await app.getByLabel(driverEn.signIn.password).fill('wrong-password');
    await button(driverEn.signIn.submit).click();
    await expect.poll(() => app.getByRole('alert').innerText()).toBe(driverEn.errors.invalid_credentials);
    expect(await seriousViolations(app)).toEqual([]);
    await app.getByLabel(driverEn.signIn.password).fill(DRIVER_PASSWORD);
    await button(driverEn.signIn.submit).click();
    await app.getByRole('switch', { name: driverEn.shift.online }).waitFor();
    expect(await app.getByRole('switch', { name: driverEn.shift.online }).isChecked()).toBe(true);

    const offer = app.getByRole('article', { name: order.orderNo });
    await offer.waitFor({ timeout: 20_000 });
    expect(await offer.innerText()).toContain(details.pickupPointDetails!.name!);
    expect(await seriousViolations(app)).toEqual([]);

    // The console's driver card: the app's version and the phone's system.
    const card = await api<{ driver: DriverDetails }>('GET', `/driver/details?driverId=${driver.id}`, operatorToken);
    expect(card.body.driver.mobile).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), osType: 'android' });
    // The phone's position reached the server while online.
    await expect
      .poll(async () => {
        const roster = await api<{ drivers: DriverRosterItem[] }>(
          'GET',
          `/simulator/roster?region=${encodeURIComponent(details.region.name)}`,
          operatorToken,
        );
        const me = roster.body.drivers.find((d) => d.id === driver.id);
        return me?.lastKnownLocation ? [me.lastKnownLocation.lat, me.lastKnownLocation.lng] : null;
      })
      .toEqual([at.latitude, at.longitude]);
  });

  it('accepts, and the operator sees it accepted live', async () => {
    await app
      .getByRole('article', { name: order.orderNo })
      .getByRole('button', { name: driverEn.offer.accept })
      .click();
    const current = app.getByRole('article', { name: `Your order ${order.orderNo}` });
    await current.waitFor();
    expect(await seriousViolations(app)).toEqual([]);
    expect(await current.innerText()).toContain(driverEn.order.step.accepted);
    const navigate = current.getByRole('region', { name: driverEn.order.pickupPoint }).getByRole('link', {
      name: driverEn.order.navigate,
    });
    expect(await navigate.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    await expect.poll(() => statusOf(order.orderNo), { timeout: 20_000 }).toBe('Accepted');
  });

  it('picks the order up with the PIN (a wrong one first), and the operator sees it picked up', async () => {
    await button(driverEn.order.action.arriveAtPickup).click();
    await button(driverEn.order.action.pickUp).click();
    const dialog = app.getByRole('dialog', { name: driverEn.pin.title });
    const pin = details.codes!.pickUpVerificationCode!;
    await dialog.getByLabel(driverEn.pin.label).fill(pin === '0000' ? '1111' : '0000');
    await dialog.getByRole('button', { name: driverEn.pin.submit }).click();
    await dialog.getByText(driverEn.errors.incorrect_verification_code).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
    await dialog.getByLabel(driverEn.pin.label).fill(pin);
    await dialog.getByRole('button', { name: driverEn.pin.submit }).click();
    await app.getByText(driverEn.order.step.picked_up).waitFor();
    await expect.poll(() => statusOf(order.orderNo), { timeout: 20_000 }).toBe('Picked up');
    // The receiver's page reads again every 15 s by itself.
    await receiver.getByText(trackingEn.stages.on_the_way, { exact: true }).first().waitFor({ timeout: 30_000 });
  });

  it('shows the order in Polish and in Ukrainian at 390 px, then in English again', async () => {
    for (const [name, words] of [
      ['pl', driverPl],
      ['uk', driverUk],
    ] as const) {
      await app.getByRole('button', { name: name === 'pl' ? driverEn.app.language : driverPl.app.language }).click();
      await app.getByRole('menuitem', { name: name === 'pl' ? 'Polski' : 'Українська' }).click();
      await app.getByText(words.order.step.picked_up).waitFor();
      await app.locator('.MuiMenu-root').waitFor({ state: 'detached' }); // the menu has faded out
      await saveScreenshot(app, `driver-app-order-${name}.png`, { fullPage: true });
    }
    await app.getByRole('button', { name: driverUk.app.language }).click();
    await app.getByRole('menuitem', { name: 'English' }).click();
    await app.getByText(driverEn.order.step.picked_up).waitFor();
  });

  it('arrives, delivers and finishes; the operator sees each step', async () => {
    await button(driverEn.order.action.arrive).click();
    await expect.poll(() => statusOf(order.orderNo), { timeout: 20_000 }).toBe('Arrived');
    await button(driverEn.order.action.deliver).click();
    // The proof: the receiver's name and a photo from the camera (a JPEG this browser draws, as a camera gives one).
    const proof = app.getByRole('dialog', { name: driverEn.deliver.title });
    const jpeg = await app.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#c62828';
      context.fillRect(0, 0, 640, 480);
      context.fillStyle = '#ffffff';
      context.fillRect(200, 140, 240, 200);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
    });
    await proof
      .getByLabel(driverEn.deliver.takePhoto)
      .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg, 'base64') });
    await proof.getByText(driverEn.deliver.photoReady).waitFor();
    // The preview has its height once the browser has decoded the photo: on a busy machine that comes after the text.
    await proof.getByRole('img', { name: driverEn.deliver.photoPreview }).waitFor({ state: 'visible' });
    expect(await seriousViolations(app)).toEqual([]);
    await proof.getByLabel(driverEn.deliver.receiverName).fill('Anna Odbiorczyni');
    deliveringAt = new Date();
    await proof.getByRole('button', { name: driverEn.order.action.deliver }).click();
    await app.getByText(driverEn.order.step.delivered).waitFor();
    await expect.poll(() => statusOf(order.orderNo), { timeout: 20_000 }).toBe('Delivered');
    await receiver.getByText(trackingEn.delivered).waitFor({ timeout: 30_000 });

    // The operator opens the order's row: who took it, and the photo, which opens larger.
    const panel = operator.getByTestId(`order-expand-${order.id}`);
    await expect
      .poll(
        async () => {
          if (await panel.isVisible()) return true;
          const row = rowOf(operator, order.orderNo);
          if ((await row.getAttribute('aria-expanded', { timeout: 1_000 })) !== 'true') await row.click();
          return panel.isVisible();
        },
        { timeout: 20_000, interval: 1_500 },
      )
      .toBe(true);
    const proofPart = panel.locator('section', {
      has: operator.getByRole('heading', { name: orderListEn.expand.deliveryProof }),
    });
    await proofPart.getByText('Anna Odbiorczyni').waitFor();
    const photoDialog = operator.getByRole('dialog', { name: `Photo of the delivery of order ${order.orderNo}` });
    const photo = photoDialog.getByRole('img', {
      name: `The photo the driver took when delivering order ${order.orderNo}`,
    });
    await openDialog(proofPart.getByRole('button', { name: orderListEn.expand.openDeliveryPhoto }), photoDialog);
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([640, 480]);
    await operator.keyboard.press('Escape');
    await button(driverEn.order.action.finish).click();
    const finished = app.getByRole('status').filter({ hasText: `Order ${order.orderNo} finished. Well done!` });
    await finished.waitFor();
    // The message stands above the bottom navigation: the courier can change section while it shows.
    const [toastBox, navBox] = await Promise.all([
      finished.boundingBox(),
      app.getByRole('navigation', { name: driverEn.app.nav.label }).boundingBox(),
    ]);
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(navBox!.y);
    await app
      .getByText(driverEn.shift.waiting)
      .or(app.getByRole('heading', { name: driverEn.shift.offers }))
      .waitFor();
    await expect.poll(() => statusOf(order.orderNo), { timeout: 20_000 }).toBe('Finished');
  });

  it('the other sections: the stock, the money with this delivery’s payout, the messages', async () => {
    const nav = app.getByRole('navigation', { name: driverEn.app.nav.label });
    await nav.getByRole('button', { name: driverEn.app.nav.stock }).click();
    await app.getByRole('heading', { name: driverStockEn.title, level: 2 }).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
    await nav.getByRole('button', { name: driverEn.app.nav.money }).click();
    await app.getByRole('heading', { name: driverMoneyEn.title, level: 2 }).waitFor();
    // The settlement the screen shows is the server's current payout week (its start: the driver API's period).
    const { token } = await app.evaluate(
      () => JSON.parse(window.localStorage.getItem('driver-app.session')!) as { token: string },
    );
    const wallet = await api<DriverWalletResponse>('GET', '/driver/wallet', token);
    if (deliveringAt >= new Date(wallet.body.period.from)) {
      // The payout booked when the order was delivered is an entry of this week's settlement.
      await app.getByText(order.orderNo).first().waitFor({ timeout: 15_000 });
    } else {
      // A new payout week began (Monday 00:00 in Warsaw) between the delivery and now, so the screen rightly shows
      // the new week's settlement. The payout is then in the week it was booked in: the back office's wallet has it.
      const adminToken = await apiToken('admin', 'admin123');
      const range = `dateFrom=${deliveringAt.toISOString()}&dateTo=${new Date().toISOString()}`;
      const booked = await api<WalletListResponse>('GET', `/wallet/list?${range}&driverId=${driver.id}`, adminToken);
      expect(booked.body.items.map((entry) => entry.orderNo)).toContain(order.orderNo);
    }
    expect(await seriousViolations(app)).toEqual([]);
    await nav.getByRole('button', { name: driverEn.app.nav.messages }).click();
    await app.getByRole('heading', { name: driverMessagesEn.title, level: 2 }).waitFor();
    // Web Push on this phone: the notice says what the browser can do (the in-app list works either way).
    await app.getByText(driverPushEn.label).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
    await saveScreenshot(app, 'driver-app-messages.png', { fullPage: true });
    await nav.getByRole('button', { name: driverEn.app.nav.orders }).click();
  });

  it('signs out: the phone forgets the session and the driver goes offline', async () => {
    await button(driverEn.app.signOut).click();
    await app.getByLabel(driverEn.signIn.email).waitFor();
    expect(await app.evaluate(() => window.localStorage.getItem('driver-app.session'))).toBeNull();
    const card = await api<{ driver: DriverDetails }>('GET', `/driver/details?driverId=${driver.id}`, operatorToken);
    expect(card.body.driver.status).toBe('offline');
  });
});
