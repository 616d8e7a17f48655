// When a journey's test fails, what the browser showed at that moment: a screenshot and the DOM of every open page,
// and the pages' last console lines, errors and refused requests (tests/e2e/browser.ts pageLog), in
// tests/e2e/failures/ (not committed). A failure that does not repeat when its file runs alone is then read from
// what the page was, not guessed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, onTestFailed } from 'vitest';
import { closeJourneyContexts, openPages, pageLog } from './browser.ts';

const failures = path.resolve(import.meta.dirname, 'failures');

// A worker's journey files share browser.ts (isolate: false): a file's failure report shows its own pages' lines only.
beforeAll(() => {
  pageLog.length = 0;
});

// The worker's browser stays for its next journey file (browser.ts journeyBrowser); the file's pages do not. This runs
// after the file's own afterAll hooks (the setup file's are registered first, and after-hooks run in reverse).
afterAll(closeJourneyContexts);

beforeEach(({ task }) => {
  onTestFailed(async () => {
    mkdirSync(failures, { recursive: true });
    const name = `${path.basename(task.file.name, '.test.ts')}--${task.name}`.replace(/[^\w.-]+/g, '-').slice(0, 120);
    const pages = await openPages();
    const written: string[] = [];
    for (const [index, page] of pages.entries()) {
      if (page.isClosed()) continue;
      const base = path.join(failures, `${name}-${index}`);
      try {
        await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
        writeFileSync(`${base}.html`, `<!-- ${page.url()} -->\n${await page.content()}`);
        written.push(`${base}.png`);
      } catch (error) {
        written.push(`${base}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    writeFileSync(path.join(failures, `${name}.log`), pageLog.join('\n'));
    console.error(
      `[e2e failure] ${task.name}: ${written.length} page(s) in ${failures}\n` + pageLog.slice(-40).join('\n'),
    );
  });
});
