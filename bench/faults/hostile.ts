import { mkdirSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REVIEW_API } from '../../contract/reviews';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import { freshGet, tricklingUpload } from '../../tests/server/support/hostileClients';
import { startServerOnFreshPGlite } from '../../tests/server/support/serverProcess';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * 0.99))
  ] ?? 0;

export interface Figure {
  figure: string;
  value: number;
  unit: string;
  budget: number;
}

/** The server in its own process on a fresh PGlite, optionally under `ulimit -n`. */
function serverProcess(env: Record<string, string>, descriptors?: number) {
  return startServerOnFreshPGlite({ WRITE_LIMIT_PER_MINUTE: '100000', ...env }, { descriptors });
}

/** 17,000 distinct names the form does not have, 62 KB. */
function manyFieldBody(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
  const names: string[] = [...alphabet];
  for (const a of alphabet) for (const b of alphabet) names.push(a + b);
  for (const a of alphabet)
    for (const b of alphabet)
      for (const c of alphabet) if (names.length < 17_000) names.push(a + b + c);
  return names.join('&');
}

/** 21 many-field posts to /apply-counsel, one after another, while the review list is read. */
export async function manyFieldPost(): Promise<Figure[]> {
  const server = await serverProcess({});
  try {
    // A page the size of the real prerendered one around the form, so fillForm has work to do.
    const filler =
      '<section><h2>상속세</h2><p>상속 재산의 평가와 신고 기한을 안내합니다.</p></section>'.repeat(
        800,
      );
    const dist = join(server.dir, 'dist', 'apply-counsel');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><body>${filler}<form method="post" action="/apply-counsel"><input type="text" name="name" value=""/><textarea name="content"></textarea><input type="checkbox" name="agreement"/></form>${filler}</body></html>`,
    );
    const list = `${server.base}${REVIEW_API.list}`;
    const quiet: number[] = [];
    for (let i = 0; i < 50; i++) quiet.push((await freshGet(list)).ms);
    const body = manyFieldBody();
    // This process's first fetch() loads and compiles its HTTP client, tens of milliseconds that
    // were counted as the server's (the first answer measured 130-170 ms, 75-90 ms after this).
    await (await fetch(`${server.base}/api/health`)).arrayBuffer();
    const post = async () => {
      const started = performance.now();
      const response = await fetch(server.base + NATIVE_FORM_PATHS.consultation.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const during: number[] = [];
    let posting = true;
    const reading = (async () => {
      while (posting) during.push((await freshGet(list)).ms);
    })();
    // A fresh process answers its first such post slower (code not yet compiled, the page not
    // yet cut): a figure of its own, so the p99 of the twenty after it says what an attack costs.
    const first = await post();
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push(await post());
    posting = false;
    await reading;
    const median = [...answers].sort((a, b) => a - b)[answers.length >> 1] ?? 0;
    return [
      {
        figure: '62 KB post of 17,000 unknown fields: first answer of a fresh process',
        value: first,
        unit: 'ms',
        budget: 250,
      },
      {
        figure: '62 KB post of 17,000 unknown fields: answer median',
        value: median,
        unit: 'ms',
        budget: 50,
      },
      {
        figure: '62 KB post of 17,000 unknown fields: answer p99',
        value: p99(answers),
        unit: 'ms',
        budget: 50,
      },
      {
        figure: 'list p99 meanwhile, over quiet',
        value: p99(during) - p99(quiet),
        unit: 'ms',
        budget: 50,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** 600 trickling uploads from one address for 20 s under `ulimit -n 1024`, health checked meanwhile. */
export async function descriptorFlood(): Promise<Figure[]> {
  const server = await serverProcess({}, 1024);
  const attack: Socket[] = [];
  try {
    const replies: string[] = [];
    for (let i = 0; i < 600; i++) {
      attack.push(tricklingUpload(server.port, replies));
      if (i % 50 === 49) await sleep(100);
    }
    const health: { status: number; ms: number }[] = [];
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      health.push(await freshGet(`${server.base}/api/health`));
      await sleep(250);
    }
    const warned = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"level":40') && line.includes('127.0.0.2')).length;
    return [
      {
        figure: 'ulimit -n 1024, 600 trickling uploads: health checks failed',
        value: health.filter((check) => check.status !== 200).length,
        unit: `of ${health.length}`,
        budget: 0,
      },
      {
        figure: 'health check p99 meanwhile',
        value: p99(health.map((check) => check.ms)),
        unit: 'ms',
        budget: 500,
      },
      {
        figure: 'attacker connections answered 503 / 429',
        value: replies.filter((reply) => / (503|429)$/.test(reply)).length,
        unit: `of 600`,
        budget: 600,
      },
      { figure: 'warning lines naming the address (≤ 1/s)', value: warned, unit: '', budget: 25 },
    ];
  } finally {
    for (const socket of attack) socket.destroy();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = [...(await manyFieldPost()), ...(await descriptorFlood())];
  if (process.argv.includes('--json')) {
    const load = (await import('node:os')).loadavg()[0]?.toFixed(1);
    console.log(
      JSON.stringify({ date: new Date().toISOString(), loadAverage1m: load, figures }, null, 2),
    );
  } else {
    for (const f of figures)
      console.log(`${f.figure}: ${Math.round(f.value)} ${f.unit} (≤ ${f.budget})`);
  }
}
