// The performance budget of docs/architecture.md#budgets, checked by `npm run bench` (and, for the first visit's
// bytes and time to hydrated on Slow 3G, by tests/e2e/slow-phone.mobile.spec.ts).

export const BUDGET = {
  /** Above the design's 95; the audits run in a quiet browser (decision 174). */
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Milliseconds; met once nothing but the HTML arrives before the first paint (decision 158; figures in bench/README.md). */
  lcp: 800,
  /** 0.000 as printed: under half a thousandth. */
  cls: 0.0005,
  /** Milliseconds, whatever the floor page measured. */
  tbt: 50,
  /**
   * Milliseconds over the static floor page's TBT, both medians of the same interleaved rounds:
   * what the site's own code adds to what the machine costs any page. With the audits' browser and
   * machine quiet (decision 174) this is the stricter of the two.
   */
  tbtOverFloor: 10,
  /**
   * Bytes on the wire of a first visit to any route, fonts of the first interaction included
   * (decisions 142-144).
   */
  firstVisitBytes: 250 * 1024,
  /**
   * Milliseconds from navigation to hydrated on Slow 3G, met once each page's code came in a few
   * files (decision 145).
   */
  slow3gHydratedMs: 10_000,
  /** Gzip bytes of JS loaded initially. */
  homeJs: 120 * 1024,
  routeJs: 150 * 1024,
  /** Gzip bytes of render-blocking CSS. */
  css: 15 * 1024,
} as const;

/** `npm run bench:api` (bench/api/run.ts): the review list against the minimal endpoint. */
export const API_BUDGET = {
  /** The project's list, req/s as a share of a bare Fastify + postgres.js doing the same queries. */
  listToMinimalRps: 0.9,
  /** Its p99 as a multiple of the minimal endpoint's. */
  listToMinimalP99: 1.1,
  /** Req/s as a multiple of the same list written in FastAPI + asyncpg (bench/api/peer_fastapi.py). */
  listToPeerRps: 3,
  /**
   * PGlite at 200 connections: p99 of the requests answered 200, the rest refused at once with
   * 503 and Retry-After (decision 135). The bound is "never seconds" rather than the queue's
   * drain time on a quiet machine, because a shared machine's load moves the p99 far more.
   */
  pgliteFloodP99Ms: 1000,
} as const;

/** `npm run bench:scale` (bench/scale/run.ts): the review list as the board grows (decision 213). */
export const SCALE_BUDGET = {
  /** Any page's req/s as a share of page 1's, same board, order and page size: at most twice the cost. */
  pageToFirstRps: 0.5,
  /** The staff lists on PostgreSQL, 10 connections: p99 of every page and filter. */
  staffP99Ms: 50,
} as const;

/** `npm run bench:beacon` (bench/beacon/run.ts): what visit counting adds to a page. */
export const BEACON_BUDGET = {
  /** Gzip bytes of initial JS the counting build has over the same site without it. */
  scriptBytes: 1024,
} as const;
