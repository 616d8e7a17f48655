import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetFakeSockets } from './support/fakeSocket.ts';
import './support/fastJsdom.ts';
import './support/noOwnerStacks.ts';
import { server } from './support/server.ts';

// Whole-app renders in jsdom (lazy chunks, several API round trips) need more than the default 1 s; the first render
// of a file also transforms the lazy chunks, which on a loaded 2-CPU machine took over 6 s. A wait is not a timing:
// the bound only decides how long a broken screen takes to fail.
configure({ asyncUtilTimeout: 15_000 });

vi.mock('socket.io-client', () => import('./support/fakeSocket.ts'));

// jsdom does not implement scrolling; react-admin scrolls to the top on navigation.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = function scrollIntoView() {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  resetFakeSockets();
});

afterAll(() => server.close());
