import type { AddressInfo } from 'node:net';
import { afterAll, vi } from 'vitest';
import { createTestApp, type DatabaseKind, openForSuite, type TestApp } from '../helpers';

/**
 * The suite's app listening on a free port, with the page's origin (`window.location.origin`)
 * stubbed to it: the browser's clients in src/api resolve their relative paths against it, as in
 * the browser. They bind to it when loaded, so a suite imports them in a beforeAll after this
 * one; the module registry is reset first, so each suite's import is a fresh copy for its server.
 */
export function appForBrowserClients(kind: DatabaseKind = 'pglite'): TestApp {
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind);
    try {
      await opened.app.listen({ port: 0, host: '127.0.0.1' });
    } catch (error) {
      await opened.close();
      throw error;
    }
    const { port } = opened.app.server.address() as AddressInfo;
    vi.resetModules();
    vi.stubGlobal('window', { location: { origin: `http://127.0.0.1:${port}` } });
    return opened;
  });
  // Registered after openForSuite's: Vitest runs after-hooks in reverse, so this one goes first.
  afterAll(() => {
    vi.unstubAllGlobals();
  });
  return t;
}
