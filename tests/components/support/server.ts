import { setupServer } from 'msw/node';
import { filterOptionHandlers, servedEverywhereCoverage } from './handlers.ts';

/**
 * One msw server for the component suite; each test installs its handlers with server.use(). The order list's
 * filter choices and saved views answer empty lists, and every address is in coverage, unless a test says otherwise
 * (these survive resetHandlers).
 */
export const server = setupServer(...filterOptionHandlers(), servedEverywhereCoverage());
