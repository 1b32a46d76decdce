import { type ChildProcess, spawn } from 'node:child_process';
import { expect, type Frame, type Page, test } from '@playwright/test';
import { freePort } from '../../scripts/freePort';
import { ROOT } from './support/server';

// The Stately inspector in development (decision 63): every route, in Vite's dev server with
// React StrictMode, with an inspector that connects only 5 s after the page loaded — as slowly as
// stately.ai does on a real connection. A stand-in page takes stately.ai's place (this machine has
// no internet); the test makes it connect as the real one does, by posting `@statelyai.connected`
// to its parent, and it records every message it receives.

const CONNECT_DELAY_MS = 5_000;
const INSPECTOR_URL = 'https://stately.ai/inspect';

/** The machines each route runs, by machine id. */
const EXPECTED: Record<string, string[]> = {
  '/': ['header', 'carousel'],
  '/apply-counsel': ['header', 'ticker', 'consultation'],
  '/center-info': ['header'],
  '/faq': ['header', 'accordion'],
  '/job': ['header', 'jobApplication'],
  '/review': ['header', 'reviewBoard'],
  '/service': ['header', 'accordion'],
  '/success-case': ['header'],
  '/success-case/1': ['header'],
};

const STAND_IN = `<!doctype html><meta charset="utf-8"><title>inspector stand-in</title>
<script>
  window.received = [];
  addEventListener('message', (event) => {
    if (!event.data || typeof event.data._version !== 'string') return;
    window.received.push(event.data);
    if (event.data.type === '@xstate.actor') {
      document.body.insertAdjacentHTML('beforeend', '<p>announced: ' + event.data.name + '</p>');
    }
  });
</script>`;

interface Received {
  type: string;
  name?: string;
  sessionId: string;
  parentId?: string;
  snapshot?: { status?: string };
  event?: { type: string };
}

function inspectorReceived(page: Page): Promise<Received[]> {
  const frame = page.frames().find((f) => f.url().startsWith(INSPECTOR_URL)) as Frame;
  return frame.evaluate(() => (window as unknown as { received: Received[] }).received);
}

// One dev server for the file: the routes run one after another in one worker.
test.describe.configure({ mode: 'default' });

let vite: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  vite = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    {
      cwd: ROOT,
      // The dev server proxies /api to the run's real server (tests/e2e/support/globalSetup.ts).
      env: { ...process.env, API_PORT: process.env.E2E_PORT },
      stdio: 'ignore',
    },
  );
  await expect
    .poll(async () => (await fetch(origin).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(() => {
  vite?.kill();
});

async function openWithLateInspector(page: Page, route: string, machines: string[]) {
  await page.route(`${INSPECTOR_URL}**`, (request) =>
    request.fulfill({ contentType: 'text/html', body: STAND_IN }),
  );
  // The page's clock (and the stand-in's) is Playwright's: the 5 s pass when the test moves it,
  // with every timer of the page — the ticker's 30 ms steps included — firing on the way.
  await page.clock.install();
  await page.goto(`${origin}${route}?inspect`);
  const panel = page.getByRole('region', { name: 'Stately inspector' });
  // Every machine of the route has started (the panel lists them) before any time passes, so the
  // inspector connects after 5 s of their events — the ticker's ~350 among them. The dev server
  // compiles a route's modules on its first visit, which took over 10 s on two loaded cores.
  await expect(panel.getByRole('status')).toHaveText(
    `waiting for stately.ai · machines: ${[...machines].sort().join(', ')}`,
    { timeout: 45_000 },
  );
  const inspectorFrame = () => page.frames().find((f) => f.url().startsWith(INSPECTOR_URL));
  await expect
    .poll(async () => inspectorFrame()?.title(), { timeout: 30_000 })
    .toBe('inspector stand-in');
  const received = () => inspectorReceived(page);
  // Not connected yet: nothing has reached the inspector, whatever the machines did.
  expect(await received()).toEqual([]);
  // Five seconds of the page's timers (the ticker's 30 ms steps among them) and of the idle
  // callbacks the inspector library posts from; then the stand-in connects, as stately.ai would.
  await page.clock.runFor(CONNECT_DELAY_MS);
  await page.clock.runFor(100);
  await (inspectorFrame() as Frame).evaluate(() =>
    parent.postMessage({ type: '@statelyai.connected' }, '*'),
  );
  await expect(panel.getByRole('status')).toContainText('connected ·');
  await page.clock.runFor(1_000);
  await expect.poll(async () => (await received()).length).toBeGreaterThan(0);
  await page.clock.runFor(1_000);
  return received();
}

for (const [route, machines] of Object.entries(EXPECTED)) {
  test(`the inspector shows every machine of ${route} once, though it connects 5 s late`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const received = await openWithLateInspector(page, route, machines);
    const announced = received.filter((event) => event.type === '@xstate.actor' && !event.parentId);
    const count = (name: string) => announced.filter((event) => event.name === name).length;
    expect(Object.fromEntries(machines.map((name) => [name, count(name)]))).toEqual(
      Object.fromEntries(machines.map((name) => [name, 1])),
    );
    // No other machine, and no second copy of any (React StrictMode starts only one of two).
    expect(announced.map((event) => event.name).sort()).toEqual([...machines].sort());
    // Each announcement carries where its machine is now.
    for (const event of announced) expect(event.snapshot?.status).toBe('active');
    // After the announcements the live events follow: the visitor scrolls, the header hears it.
    const header = announced.find((event) => event.name === 'header')?.sessionId;
    await page.mouse.wheel(0, 600);
    await page.clock.runFor(1_000);
    await expect
      .poll(async () =>
        (await inspectorReceived(page)).some(
          (event) => event.sessionId === header && event.event?.type === 'SCROLLED',
        ),
      )
      .toBe(true);
  });
}
