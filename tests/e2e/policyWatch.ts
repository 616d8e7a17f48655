// What the journeys under the console's Content-Security-Policy share (csp-public, csp-admin and csp-accounts): a
// browser context whose pages report every policy violation, and the opening of a page that also checks it with
// axe-core (WCAG 2.1 A and AA). The journeys are three files so that they run side by side (the e2e lanes) and no
// one of them holds a lane for minutes; each asserts the accessibility of the pages it opened.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { menuPaths, navigate, signIn } from './helpers.ts';
import { seriousViolations } from './axe.ts';

/** What the browser says when a policy (CSP or Permissions-Policy) stops something. */
const POLICY_MESSAGE =
  /Content[ -]Security[ -]Policy|Refused to (load|execute|apply|connect|frame|evaluate|create)|Permissions[ -]Policy/i;

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Each violation with the page it happened on. */
  violations: string[];
}

let browser: Browser;
/** Serious and critical accessibility violations (axe-core, WCAG 2.1 AA) of every page opened by this file. */
const accessibility: string[] = [];
/** Pages checked for accessibility (path with query), so a page opened twice is checked once. */
const checked = new Set<string>();

async function checkAccessibility(page: Page): Promise<void> {
  const url = new URL(page.url());
  const key = `${url.pathname}${url.search}`;
  if (checked.has(key)) return;
  checked.add(key);
  accessibility.push(...(await seriousViolations(page)));
}

/** The worker's Chromium for the journey file's tests (browser.ts journeyBrowser: its contexts close after them). */
export function withBrowser(): void {
  beforeAll(async () => {
    browser = await journeyBrowser();
  });
}

/**
 * A fresh browser context whose pages report every policy violation: an init script (run before the page's own
 * scripts, on every navigation) listens to `securitypolicyviolation` and hands each to the test, and every console
 * message about a policy is kept as well.
 */
export async function watchedContext(): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const violations: string[] = [];
  await context.exposeBinding(
    '__reportPolicyViolation',
    ({ page }, text: string) => void violations.push(`${new URL(page.url()).pathname}: ${text}`),
  );
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`;
      seen.push(text);
      void (window as unknown as { __reportPolicyViolation(text: string): Promise<void> }).__reportPolicyViolation(
        text,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text()))
      violations.push(`${new URL(page.url()).pathname}: console ${message.type()}: ${message.text()}`);
  });
  return { context, page, violations };
}

/**
 * Opens a console path and checks the console stayed there or went on inside it (a section's link opens its first
 * page: /users → /users/manager), so the account may open it, and drew it. Once the console is loaded, the path is
 * opened inside it as its links do (the router's history, no new page load): the policy and axe see the page the
 * same, and a journey of 25 pages does not load and start the console 25 times.
 */
export async function open(page: Page, pathWithQuery: string): Promise<void> {
  await navigate(page, pathWithQuery);
  await checkAccessibility(page);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`, `opening ${pathWithQuery}`).toMatch(
    new RegExp(`^${pathWithQuery.replace(/[?]/g, '\\?')}`),
  );
}

/** Signs in, opens every page of the menu and then the extra pages, and answers the violations seen. */
export async function openEveryPage(
  username: string,
  password: string,
  expectedMenu: string[],
  extra: (page: Page) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const { context, page, violations } = await watchedContext();
  try {
    await signIn(page, username, password);
    const menu = await menuPaths(page);
    expect(menu).toEqual(expect.arrayContaining(expectedMenu));
    for (const link of menu) await open(page, link);
    await extra(page);
    return violations;
  } finally {
    await context.close();
  }
}

/**
 * The file's last test: axe-core found no serious or critical violation on any page the file opened, and it opened
 * at least `minimum` distinct pages (a journey that stopped early must not pass with fewer).
 */
export function accessibilityOfPagesOpened(minimum: number): void {
  describe('accessibility of every page opened above', () => {
    it('axe-core finds no serious or critical violation (WCAG 2.1 A and AA)', () => {
      expect(checked.size).toBeGreaterThanOrEqual(minimum);
      expect(accessibility).toEqual([]);
    });
  });
}
