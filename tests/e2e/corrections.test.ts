// A back-office operator accepts a driver's correction and finds it paid in the driver's wallet, in real Chromium
// against the real server with the demo data: Corrections in the menu, the oldest pending correction's row opens the
// dialog, Accept keeps the pre-filled amount (the suggested pay), the decision closes the dialog and the row leaves
// the list; the driver's wallet page (/wallet?driverId=…) then lists the new entry of type Correction with that
// amount and the number the correction's details name.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, openConsole, saveScreenshot, navigate } from './helpers.ts';
import type { CorrectionDetail, PendingCorrectionItem } from '../../domain/correctionSchemas.ts';

let page: Page;
let token = '';

beforeAll(async () => {
  ({ page, token } = await openConsole());
}, 120_000);

describe('corrections and the wallet', () => {
  it('accepts a pending correction with its suggested amount and shows the correction entry in the driver’s wallet', async () => {
    const pending = await api<PendingCorrectionItem[] | { items: PendingCorrectionItem[] }>(
      'GET',
      '/correction/pending-list',
      token,
    );
    expect(pending.status).toBe(200);
    const items = Array.isArray(pending.body) ? pending.body : pending.body.items;
    expect(items.length).toBeGreaterThan(0);
    const target = items[0];
    const before = await api<CorrectionDetail>('GET', `/correction/info?correctionId=${target.id}`, token);
    expect(before.status).toBe(200);
    const suggested = before.body.suggestedCorrectionPay ?? 0;
    expect(suggested).toBeGreaterThan(0);

    await page.getByRole('menuitem', { name: 'Corrections' }).click();
    await page.waitForURL(/\/corrections/);
    const list = page.getByRole('region', { name: /corrections/i });
    const row = list.locator('tbody tr').filter({ hasText: target.orderNo }).first();
    await row.waitFor({ timeout: 20_000 });
    await row.click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.innerText()).toContain(target.orderNo);
    await dialog.getByRole('radio', { name: 'Accept' }).check();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await expect.poll(async () => Number((await amount.inputValue()).replace(',', '.'))).toBe(suggested / 100);
    await saveScreenshot(page, 'corrections-accept.png');
    await dialog.getByRole('button', { name: 'Submit decision' }).click();
    await page.getByText('Correction accepted').waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect
      .poll(() => list.locator('tbody tr').filter({ hasText: target.orderNo }).count(), { timeout: 20_000 })
      .toBe(0);

    const after = await api<CorrectionDetail>('GET', `/correction/info?correctionId=${target.id}`, token);
    expect(after.body.status).toBe('accepted');
    expect(after.body.walletEntryNo).toMatch(/^WP\/\d{4}\/\d{6}$/);

    await navigate(page, `/wallet?driverId=${after.body.driverId}`);
    const entryRow = page.locator('tbody tr').filter({ hasText: after.body.walletEntryNo! }).first();
    await entryRow.waitFor({ timeout: 20_000 });
    const text = await entryRow.innerText();
    expect(text).toContain('Correction');
    expect(text).toContain(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(suggested / 100),
    );
    await saveScreenshot(page, 'wallet-after-correction.png');
  });
});
