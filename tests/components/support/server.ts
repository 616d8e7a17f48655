import { setupServer } from 'msw/node';

/** One msw server for the component suite; each test installs its handlers with server.use(). */
export const server = setupServer();
