import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { bypass, HttpResponse, http } from 'msw';
import { afterAll } from 'vitest';

// The review view tests talk to the real API: msw hands every /api request to buildApp() on
// PGlite (tests/server/helpers.ts) running in tests/views/reviews/apiProcess.ts, so masking,
// validation, paging, password checks and limits are the server's own, not a re-implementation
// that could drift from it.

export interface SeedReview {
  username: string;
  password: string;
  title: string;
  content: string;
  /** Any text: legacy rows may hold a type the API no longer accepts on write. */
  consultation_type: string;
  created_at: string;
  views: number;
}

/** `count` reviews, id 1 oldest; review n has password `pw-000n` and was written on day n. */
export function seedReviews(count: number): SeedReview[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      username: id === 1 ? '김' : `홍길동${id}`,
      password: `pw-${String(id).padStart(4, '0')}`,
      title: `후기 제목 ${id}`,
      content: `후기 내용 ${id}`,
      consultation_type: id === 2 ? 'lottery' : 'inheritance',
      created_at: new Date(Date.UTC(2026, 0, id, 3)).toISOString(),
      views: id * 10,
    };
  });
}

// One server per test file, emptied and seeded again for each board: PGlite starts in seconds.
let child: ChildProcess | undefined;
let started: Promise<number> | undefined;
afterAll(() => {
  child?.disconnect();
  child = undefined;
  started = undefined;
});

function startProcess(): Promise<number> {
  const running = fork(path.join(import.meta.dirname, 'apiProcess.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child = running;
  return new Promise((resolve, reject) => {
    running.once('exit', (code) => reject(new Error(`the review API exited (${code})`)));
    running.once('message', (message: { type: string; port: number }) => resolve(message.port));
  });
}

function seed(reviews: SeedReview[]): Promise<void> {
  return new Promise((resolve) => {
    child?.once('message', () => resolve());
    child?.send({ type: 'seed', reviews });
  });
}

interface Exchange {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

/**
 * The real API holding exactly `reviews` (ids 1…n in order), and what the page asked of it.
 * `handlers` go to msw's `server.use()`.
 */
export async function startReviewApi(reviews: SeedReview[]) {
  started ??= startProcess();
  const origin = `http://127.0.0.1:${await started}`;
  await seed(reviews);

  const exchanges: Exchange[] = [];
  const handlers = [
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const payload = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
      const answer = await fetch(
        bypass(
          new Request(origin + url.pathname + url.search, {
            method: request.method,
            headers: { 'content-type': request.headers.get('content-type') ?? 'application/json' },
            body: payload || undefined,
          }),
        ),
      );
      exchanges.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: payload ? JSON.parse(payload) : undefined,
        status: answer.status,
      });
      return new HttpResponse(answer.status === 204 ? null : await answer.text(), {
        status: answer.status,
        headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
      });
    }),
  ];
  const succeeded = (method: string, path: RegExp) =>
    exchanges.filter((e) => e.method === method && path.test(e.path) && e.status < 300);
  /** What the page asked for and the server did. */
  const log = {
    get listQueries() {
      return exchanges.filter((e) => e.method === 'GET').map((e) => e.query);
    },
    get viewCounts() {
      return succeeded('POST', /\/views$/).length;
    },
    get created() {
      return succeeded('POST', /inheritance-reviews$/).map((e) => e.body);
    },
    get updated() {
      return succeeded('PUT', /\/\d+$/).map((e) => e.body);
    },
    get deleted() {
      return succeeded('DELETE', /\/\d+$/).map((e) => Number(e.path.split('/').at(-1)));
    },
  };
  return { handlers, log };
}
