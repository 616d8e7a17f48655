// Accessibility checks of the browser journeys: axe-core (the engine of Lighthouse and the axe tools) run in the page
// under test with the WCAG 2.1 A and AA rules; what the journeys assert on are the serious and critical violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string[]; html?: string; failureSummary?: string }[];
  }[];
}

/**
 * Waits until no finite animation or transition has run for a quarter of a second (a spinner's endless turn does not
 * count), at most a few seconds. A page still moving is not what a user reads: a transition or animation under way
 * (the side menu opening, a panel fading in) puts text over the colours it passes. On a loaded machine axe twice
 * reported a grey caption's contrast (/dashboard, /zipCodes) that no settled page has, most likely met mid-way, and
 * once a toast fading in ("Logged in!" at 1.54:1, /settings): it had just been drawn, and its transition had not
 * started when the check looked.
 */
async function untilStill(page: Page): Promise<void> {
  await page.evaluate(() => delete (window as unknown as { __axeQuietSince?: number }).__axeQuietSince);
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __axeQuietSince?: number };
        const moving = document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
        const now = performance.now();
        if (moving || w.__axeQuietSince === undefined) {
          w.__axeQuietSince = moving ? undefined : now;
          return false;
        }
        return now - w.__axeQuietSince >= 250;
      },
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** How many times axe looks at a page that moved while it ran. */
const MAX_LOOKS = 3;

/** Runs axe once the page is still; `moved`: a finite transition or animation started while it ran. */
async function lookWhenStill(page: Page): Promise<{ moved: boolean; result: AxeResult }> {
  await untilStill(page);
  return page.evaluate(async (tags) => {
    let moved = false;
    const finite = (event: Event) => {
      if (event.type === 'transitionrun') moved = true;
      else if (getComputedStyle(event.target as Element).animationIterationCount !== 'infinite') moved = true;
    };
    document.addEventListener('transitionrun', finite, true);
    document.addEventListener('animationstart', finite, true);
    try {
      const result = await (
        window as unknown as { axe: { run(ctx: Document, options: object): Promise<AxeResult> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return { moved, result };
    } finally {
      document.removeEventListener('transitionrun', finite, true);
      document.removeEventListener('animationstart', finite, true);
    }
  }, TAGS);
}

/**
 * The serious and critical violations of the page as it is now ("<path>: <rule> (<impact>) <help>: <targets>").
 * The engine is evaluated through the debugging protocol, so the console's Content-Security-Policy does not stop it.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  // Something may also start moving while axe runs (a toast whose request answered meanwhile: a loaded clean-clone
  // run measured "You can add pickup points later" mid-fade at 1.06:1 on /settings). A run during which a finite
  // transition or animation started measured a page in motion: once the page is still again, axe looks again.
  let look = await lookWhenStill(page);
  for (let looks = 1; look.moved && looks < MAX_LOOKS; looks++) look = await lookWhenStill(page);
  const result = look.result;
  const path = new URL(page.url()).pathname;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes
          .slice(0, 5)
          // The colours measured, for a contrast ("… insufficient color contrast of 3.2 (foreground color: …)"), and the
          // element's own start: a target may be a bare class that many elements share.
          .map(
            (n) =>
              `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}${
                n.html ? ` ${n.html.replace(/\s+/g, ' ').slice(0, 300)}` : ''
              }`,
          )
          .join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`,
    );
}
