// Debian's Chromium (playwright gives each launch a fresh temporary profile) driven by playwright-core,
// which downloads no browser.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { devShmIsLarge } from '../../scripts/devShm.ts';

/**
 * The journeys' browser: Debian's Chromium headless shell (`chromium-headless-shell`, the same Blink and V8 as the
 * browser, without its window system; what playwright itself runs headless), else the browser. The shell ran the
 * journeys on a tenth less CPU (e2e alone 421 to 378 CPU-seconds: the browser process and the zygote's share).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ||
  '/usr/bin/chromium';

/**
 * The browsers' time zone: one where it is about 6 pm now. The order list opens on today's orders by the browser's
 * clock and the demo data follows the real clock, so a run just after local midnight would see an empty "today";
 * the journeys are about a working day. (Etc/GMT zones count the other way round: Etc/GMT-2 is UTC+2.)
 */
export function eveningTimeZone(now: Date = new Date()): string {
  let offset = 18 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

export const E2E_TIME_ZONE = process.env.E2E_TIME_ZONE || eveningTimeZone();

/** Chromium's flags for the journeys and the browser benchmarks (scripts/bench/browserBench.ts). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The journeys' Chromium collects V8's garbage on the thread that made it (`--single-threaded-gc`), without helper
 * threads. On 2 cores shared by four journeys, their servers and the test workers, the helpers bought no time and cost
 * CPU and kernel work: handing pages between threads, and memory freed from the pool's threads (43 % of Chromium's
 * madvise calls came from them, each one's page-table flush reaching the other core). Four journey files
 * (keyboard-dialogs, csp-admin, order-actions, users), alternated on 2 December: 110, 115 and 119 s (195, 204 and 210
 * CPU-seconds, the machine's) with it, 134, 125 and 124 s (241, 221 and 224) without; every journey, 366 s (714) with
 * it and 377 s (733) without. A page does the same either way; only its collector's pauses are longer. The benchmarks
 * (scripts/bench/browserBench.ts) keep Chromium's own collector, as users run it.
 */
const JOURNEY_ARGS = [...CHROMIUM_ARGS, '--js-flags=--single-threaded-gc'];

/**
 * What every journey's page is unless its file says otherwise: the evening's time zone, and a reader who asked the
 * system for reduced motion, so that the console's transitions and animations end at once
 * (src/browser/reducedMotion.ts). No journey asserts a transition, but Chromium painted every frame of them: the
 * journeys alone took 558 CPU-seconds with the motion and 467 without (the renderers 298 and 246, the GPU process 45
 * and 14), e2e 265 s and 218 s. The operator's journey and the dashboard's keep the motion (FULL_MOTION), so that the
 * console a user sees by default is walked too; journey.test.ts checks that each reader gets the motion they asked for.
 */
const JOURNEY_CONTEXT = { timezoneId: E2E_TIME_ZONE, reducedMotion: 'reduce' } as const;

/** A journey's context as a reader who did not ask for reduced motion: the console's transitions run. */
export const FULL_MOTION = { reducedMotion: 'no-preference' } as const;

const LOG_LINES = 300;
/** The last lines of what the pages said (console, page errors, failed and refused requests), oldest first. */
export const pageLog: string[] = [];
const log = (line: string) => {
  pageLog.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (pageLog.length > LOG_LINES) pageLog.splice(0, pageLog.length - LOG_LINES);
};

function listen(context: BrowserContext): BrowserContext {
  context.on('console', (message) => log(`console.${message.type()} ${message.text().slice(0, 500)}`));
  context.on('weberror', (error) => log(`pageerror ${error.error().stack ?? error.error().message}`));
  context.on('requestfailed', (request) =>
    log(`requestfailed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  context.on('response', (response) => {
    if (response.status() >= 400) log(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return context;
}

async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: JOURNEY_ARGS,
    // playwright passes `--disable-dev-shm-usage` by default (for containers' 64 MB /dev/shm): Chromium then makes each
    // shared memory region a file in /tmp, and on ext4 a fortieth of the journeys' CPU went to its IO threads in the
    // kernel's search past recently deleted inodes (scripts/devShm.ts). With a large /dev/shm it keeps them there.
    ignoreDefaultArgs: devShmIsLarge() ? ['--disable-dev-shm-usage'] : [],
  });
  // Every page and context of the journeys in the same time zone, unless a test names another; each one's console,
  // errors and refused requests go to pageLog.
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options = {}) => listen(await newContext({ ...JOURNEY_CONTEXT, ...options }));
  // (playwright's newPage opens its context through browser.newContext, so the listeners are on it already.)
  browser.newPage = (options = {}) => newPage({ ...JOURNEY_CONTEXT, ...options });
  return browser;
}

/** The worker's browser, once launched (journeyBrowser). */
let workerBrowser: Promise<Browser> | null = null;

/**
 * The journeys' Chromium: one per e2e worker, shared by the journey files the worker runs one after another (as
 * playwright's own test runner shares a browser per worker); each file opens contexts of its own, and they are closed
 * after its tests (closeJourneyContexts, in tests/e2e/setup.ts). A launch took about 0.9 CPU-second more than a
 * context (1.2 against 0.3 on 30 November), and each of the 30 files launched one. A browser that disconnected (a
 * crash) is launched again for the next file; the worker's exit ends it (playwright closes what it launched).
 */
export async function journeyBrowser(): Promise<Browser> {
  if (!(await runningBrowser())) workerBrowser = launchChromium();
  return workerBrowser!;
}

/** The worker's browser when it is launched and still connected, else null. */
async function runningBrowser(): Promise<Browser | null> {
  const browser = workerBrowser && (await workerBrowser.catch(() => null));
  return browser?.isConnected() ? browser : null;
}

/** Every page the worker's browser has open (the journey file's), for the failure report (tests/e2e/setup.ts). */
export async function openPages(): Promise<Page[]> {
  return (await runningBrowser())?.contexts().flatMap((context) => context.pages()) ?? [];
}

/** Closes every context the worker's browser has open: the journey file's pages, before the next file's. */
export async function closeJourneyContexts(): Promise<void> {
  await Promise.all((await runningBrowser())?.contexts().map((context) => context.close()) ?? []);
}
