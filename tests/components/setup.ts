import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { insertStylesAsInProduction, resetEmotionCache } from './support/emotionCache.ts';
import { resetFakeSockets } from './support/fakeSocket.ts';
import './support/fastJsdom.ts';
import './support/noOwnerStacks.ts';
import { server } from './support/server.ts';

// A query that finds nothing builds its error with the whole document printed (prettyDOM), and a findBy or waitFor
// retries its query until it finds it, throwing away every error but the last: 2.5 % of the component tests' time went
// to printing documents nobody read. The error here prints the document when its message is first read (the failure
// reported, right after the last attempt), with testing-library's own words.
const getElementError = (message: string | null, container: Element): Error => {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  // The stack starts where the query was made (not here), as testing-library's own error's.
  Error.captureStackTrace(error, getElementError);
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
        .filter(Boolean)
        .join('\n\n')),
    set: (value: string) => {
      text = value;
    },
  });
  return error;
};
// Whole-app renders in jsdom (lazy chunks, several API round trips) need more than the default 1 s; the first render
// of a file also transforms the lazy chunks, which on a loaded 2-CPU machine took over 6 s. A wait is not a timing:
// the bound only decides how long a broken screen takes to fail.
configure({ asyncUtilTimeout: 15_000, getElementError });

vi.mock('socket.io-client', () => import('./support/fakeSocket.ts'));

// Emotion inserts the console's styles as in production: one style element, a rule at a time (support/emotionCache.ts).
insertStylesAsInProduction();

// jsdom does not implement scrolling; react-admin scrolls to the top on navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// A page the test opened may still be loading its lazy chunk when the test ends. The files of a worker share their
// modules (isolate: false), and an import still in flight when a file's run closes is refused ("Cannot load … after
// the environment was torn down"): the module then stays failed for every later file of that worker, and React.lazy
// keeps the failure too (the clean-clone run at 3245aad: every company page in companies and products never drew).
// So each test ends only when the imports it started have settled.
afterEach(async () => {
  await vi.dynamicImportSettled();
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  resetFakeSockets();
});

// The files of a worker share their modules and their jsdom window (isolate: false, vitest.config.ts): a file's spies,
// fake clock and the styles its screens inserted (support/emotionCache.ts) end with it, whatever it forgot to put back.
// (A module mock, vi.mock, would reach only the files that import the module after it: the tests stand in for the
// browser instead, as support/downloads.ts does.)
afterAll(() => {
  server.close();
  vi.useRealTimers();
  resetEmotionCache();
});
