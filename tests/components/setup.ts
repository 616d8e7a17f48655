import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetFakeSockets } from './support/fakeSocket.ts';
import { server } from './support/server.ts';

// Whole-app renders in jsdom (lazy chunks, several API round trips) need more than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

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
