// The driver app's first load on a phone, in Chromium with a mid-range phone's limits (Lighthouse's mobile profile:
// the CPU 4× slower, 150 ms round trips, 1.6 Mbit/s down and 750 kbit/s up; 390×844, touch): a cold load of
// /driver/ (nothing cached) until the sign-in form takes typing (interactive), and until the shift screen shows for a
// signed-in driver; the JavaScript each load fetched (gzip on the wire, as a phone receives it). Goals: interactive
// in under 3 s, first load ≤ 150 KB of gzipped JavaScript.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/demo/index.ts';
import { DEFAULT_GEO_DATA_DIR } from '../../server/config.ts';
import { SESSION_STORAGE_KEY } from '../../src/driver-app/api.ts';
import type { DriverTokenResponse } from '../../domain/driverApi.ts';
import { DRIVER_APP_GOAL_GZIP_KB } from './bundle.ts';
import { buildConsole, startBrowserBench } from './browserBench.ts';

export const DRIVER_APP_INTERACTIVE_GOAL_MS = 3_000;
const RUNS = 5;

export interface DriverAppBenchResult {
  signedOut: { interactiveMs: number[]; medianMs: number; scriptKb: number };
  signedIn: { shiftShownMs: number[]; medianMs: number; scriptKb: number };
  goals: { interactiveMs: number; scriptGzipKb: number };
  pass: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchDriverApp(opts: { log?: (line: string) => void } = {}): Promise<DriverAppBenchResult> {
  const log = opts.log ?? (() => undefined);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-driver-app-'));
  const clientDir = path.join(temp, 'client');
  log('[driver app] building …');
  buildConsole(clientDir);
  const database = await openDatabase({ dataDir: path.join(temp, 'data') });
  try {
    log('[driver app] seeding the demo data …');
    await seedDemo(database.db, { geoDataDir: DEFAULT_GEO_DATA_DIR });
    const [{ email }] = await database.query<{ email: string }>(
      `SELECT email FROM drivers WHERE active AND NOT blocked ORDER BY id LIMIT 1`,
    );
    const bench = await startBrowserBench(database, clientDir);
    try {
      const signIn = await fetch(`${bench.baseUrl}/api/driver/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'driver123' }),
      });
      const session = (await signIn.json()) as DriverTokenResponse;
      const load = async (signedIn: boolean) => {
        const context = await bench.browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
          locale: 'pl-PL',
        });
        if (signedIn)
          await context.addInitScript(
            ([key, value]) => window.localStorage.setItem(key!, value!),
            [SESSION_STORAGE_KEY, JSON.stringify(session)],
          );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        // The scripts' bodies as received (gzip on the wire), without their HTTP headers.
        let scriptBytes = 0;
        const headerBytes = new Map<string, number>();
        cdp.on(
          'Network.responseReceived',
          (event: { requestId: string; type: string; response: { encodedDataLength: number } }) => {
            if (event.type === 'Script') headerBytes.set(event.requestId, event.response.encodedDataLength);
          },
        );
        cdp.on('Network.loadingFinished', (event: { encodedDataLength: number; requestId: string }) => {
          const headers = headerBytes.get(event.requestId);
          if (headers !== undefined) scriptBytes += event.encodedDataLength - headers;
        });
        const started = Date.now();
        await page.goto(`${bench.baseUrl}/driver/`, { waitUntil: 'commit' });
        if (signedIn) {
          await page.getByRole('switch').waitFor({ timeout: 60_000 });
        } else {
          const email = page.getByRole('textbox').first();
          await email.waitFor({ timeout: 60_000 });
          await email.pressSequentially('a');
          await page.waitForFunction(() => (document.querySelector('input') as HTMLInputElement | null)?.value === 'a');
        }
        const ms = Date.now() - started;
        await page.waitForLoadState('networkidle');
        await context.close();
        return { ms, scriptKb: Math.round(scriptBytes / 1024) };
      };
      const out = [];
      for (let i = 0; i < RUNS; i++) out.push(await load(false));
      const inn = [];
      for (let i = 0; i < RUNS; i++) inn.push(await load(true));
      const signedOut = {
        interactiveMs: out.map((r) => r.ms),
        medianMs: median(out.map((r) => r.ms)),
        scriptKb: out[0]!.scriptKb,
      };
      const signedInResult = {
        shiftShownMs: inn.map((r) => r.ms),
        medianMs: median(inn.map((r) => r.ms)),
        scriptKb: inn[0]!.scriptKb,
      };
      return {
        signedOut,
        signedIn: signedInResult,
        goals: { interactiveMs: DRIVER_APP_INTERACTIVE_GOAL_MS, scriptGzipKb: DRIVER_APP_GOAL_GZIP_KB },
        pass:
          signedOut.medianMs < DRIVER_APP_INTERACTIVE_GOAL_MS &&
          signedInResult.medianMs < DRIVER_APP_INTERACTIVE_GOAL_MS &&
          signedOut.scriptKb <= DRIVER_APP_GOAL_GZIP_KB &&
          signedInResult.scriptKb <= DRIVER_APP_GOAL_GZIP_KB,
      };
    } finally {
      await bench.close();
    }
  } finally {
    await database.close();
    rmSync(temp, { recursive: true, force: true });
  }
}
