import { setupServer } from 'msw/node';

/** One msw server for all view tests; each test adds the handlers it needs with server.use(). */
export const server = setupServer();
