import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { STAFF_TODAY_API } from '../../contract/staffToday';

/**
 * One msw server for all view tests; each test adds the handlers it needs with server.use(). The
 * console's today counts answer none unless a test says otherwise: every signed-in console asks.
 */
export const server = setupServer(
  http.get(STAFF_TODAY_API, () =>
    HttpResponse.json({ day: '2026-12-06', consultations: 0, applications: 0 }),
  ),
);
