// One benchmark target in its own process, so the load generator and the server do not share a
// thread. Reports its port to the parent over IPC. Usage: serve.ts <target>, see run.ts.
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../server/app';
import { connectionCaps, descriptorLimit } from '../../server/connection/connectionCaps';
import { openPGlite } from '../../server/db/pglite';
import { openPostgres, POOL_SIZE } from '../../server/db/postgres';
import { REVIEW_COUNT_SQL, REVIEW_PAGE_SQL } from '../../server/db/reviews';

const target = process.argv[2];
const { BENCH_PG_URL = '', BENCH_PG_SCHEMA = '', BENCH_PGLITE_DIR = '' } = process.env;

async function start() {
  if (target === 'project-pglite' || target === 'project-postgres') {
    const database =
      target === 'project-pglite'
        ? await openPGlite(BENCH_PGLITE_DIR)
        : openPostgres(BENCH_PG_URL, { schema: BENCH_PG_SCHEMA });
    // Production settings: logging on (stdout is /dev/null here), every plugin registered. The
    // load generator is one loopback client standing in for many visitors, so the per-address
    // cap (64 at most, 47 under `ulimit -n 1024`) and its requests in progress (32) are lifted
    // to the total: otherwise requests past them get the caps' 503 or 429 and the run measures
    // the guards instead of the list.
    const caps = connectionCaps(descriptorLimit());
    return buildApp({
      database,
      logger: { level: 'info' },
      mailer: null,
      distDir: 'dist',
      connectionCaps: { ...caps, perAddress: caps.total },
      config: { requestsInFlightPerAddress: caps.total },
    });
  }
  const app = Fastify({ logger: false });
  if (target === 'minimal-postgres') {
    // The same statements through the same driver and pool size, with nothing around them; the
    // rows lose the total they carry, so the answer is the project's size.
    const sql = postgres(BENCH_PG_URL, {
      max: POOL_SIZE,
      connection: { search_path: BENCH_PG_SCHEMA },
    });
    app.get('/api/inheritance-reviews', async (request) => {
      const query = request.query as { page?: string; items_per_page?: string };
      const size = Number(query.items_per_page ?? 10);
      const offset = (Number(query.page ?? 1) - 1) * size;
      const rows = await sql.unsafe(REVIEW_PAGE_SQL.newest, [size, offset], { prepare: true });
      const total =
        rows[0]?.total ?? (await sql.unsafe(REVIEW_COUNT_SQL, [], { prepare: true }))[0]?.total;
      return { items: rows.map(({ total: _, ...item }) => item), total };
    });
  } else if (target === 'bare') {
    app.get('/', async () => ({ hello: 'world' }));
  } else {
    throw new Error(`unknown target ${target}`);
  }
  return app;
}

const app = await start();
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
// CPU time spent by this server, so the parent can report CPU per request (less sensitive to
// other load on the machine than req/s).
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  if (message === 'rss') process.send?.({ rss: process.memoryUsage.rss() });
});
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
