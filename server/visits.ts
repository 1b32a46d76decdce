import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { formatDate } from '../contract/format';
import type { Beacon, DeviceClass, ServerEvent } from '../contract/visits';
import { VISIT_LIMITS } from '../contract/visits';
import type { VisitsRepository } from './db/visits';
import { clientKey } from './passwords/passwordGuard';
import { sessionIdFrom } from './plugins/staffSession';

/**
 * Clients that are not people reading: crawlers, link previews, monitors, scripts and headless
 * browsers (the benchmarks' Lighthouse and the tests' Chromium among them). A missing or very
 * short user agent is no browser either.
 */
const BOT =
  /bot|crawl|spider|slurp|scan|headless|lighthouse|pagespeed|preview|externalhit|curl|wget|python|java\/|go-http|okhttp|axios|fetch|undici|phantom|selenium|puppeteer|playwright|httpclient|libwww|monitor|uptime|^mozilla\/5\.0$/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 20 || BOT.test(userAgent);
}

/** The device class a user agent names; the user agent itself is not kept. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|android(?!.*mobi)/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android/i.test(userAgent)) return 'phone';
  return 'desktop';
}

/**
 * Why a request is not counted, or undefined when it is: a bot, a prefetch (the browser guessing,
 * not a visit), a visitor who asked not to be tracked (Do Not Track, Global Privacy Control), or
 * a browser holding a staff session (the firm's own people).
 */
export function notCounted(request: FastifyRequest): string | undefined {
  const headers = request.headers;
  if (isBot(headers['user-agent'])) return 'bot';
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return 'prefetch';
  if (headers.dnt === '1' || headers['sec-gpc'] === '1') return 'opted out';
  if (sessionIdFrom(request) !== undefined) return 'staff';
  return undefined;
}

/**
 * The host of an external referrer, lower case and without `www.`, or undefined for anything
 * else (this site itself, not http(s), an address, a name too long or with odd characters).
 */
export function referrerHost(referrer: string, ownHosts: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.length > VISIT_LIMITS.referrerHostMax || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
    return undefined;
  }
  if (/^\d+(\.\d+){3}$/.test(host)) return undefined;
  if (ownHosts.includes(host)) return undefined;
  return host.replace(/^www\./, '');
}

/** The Seoul calendar day of a moment (decision 3), as the totals are kept by. */
export const seoulDay = (time: number) => formatDate(new Date(time).toISOString());

/** Visits gathered in memory between two writes. */
function emptyBatch() {
  return {
    counts: new Map<
      string,
      { day: string; kind: 'view' | 'event' | 'device'; key: string; count: number }
    >(),
    referrers: new Map<string, { day: string; host: string; count: number; inherited: number }>(),
    visitors: new Map<string, { day: string; bit: number; device: DeviceClass }>(),
  };
}
type Batch = ReturnType<typeof emptyBatch>;

/**
 * Counts what a request says, into the day's totals. The visitor is a salted hash of the client's
 * address (its /64 for IPv6) and user agent, reduced to one bit of the day's sketch: neither the
 * hash nor its inputs are stored. The salt is the database's for the day, so every instance sets
 * the same bit for the same visitor; each instance remembers which bits it has already set today
 * (at most `sketchBits` small numbers), so a visitor's later pages cost no write to the sketch.
 *
 * Counts gather in memory and are written every `flushSeconds` (and on close, and before the
 * console reads them), so a beacon waits on no write. A crash loses at most those seconds of
 * counts; a failed write keeps them for the next.
 */
export function visitCounter(
  repository: VisitsRepository,
  options: { siteHost?: string; now?: () => number; log?: FastifyBaseLogger } = {},
) {
  const now = options.now ?? Date.now;
  let today: { day: string; salt: Promise<Buffer>; seen: Set<number> } | undefined;
  function dayState(day: string) {
    if (today?.day !== day) {
      const state = { day, salt: repository.daySalt(day), seen: new Set<number>() };
      // A failed read is tried again by the next request, not kept.
      state.salt.catch(() => {
        if (today === state) today = undefined;
      });
      today = state;
    }
    return today;
  }

  let batch = emptyBatch();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      flush().catch((error) => options.log?.warn({ err: error }, 'visit counts not written'));
    }, VISIT_LIMITS.flushSeconds * 1000);
    timer.unref();
  }

  function count(day: string, kind: 'view' | 'event' | 'device', key: string, by = 1) {
    const id = `${day} ${kind} ${key}`;
    const entry = batch.counts.get(id);
    if (entry) entry.count += by;
    else batch.counts.set(id, { day, kind, key, count: by });
    schedule();
  }

  // The batch keeps its own bounded set of hosts the same way the database does (Space-Saving),
  // so a flood of invented hosts between two writes holds no more than the day's bound.
  // What a host takes over from the one it replaces is kept apart from its own (migration 025).
  function countReferrer(day: string, host: string, by = 1, inherited = 0) {
    const id = `${day} ${host}`;
    const entry = batch.referrers.get(id);
    if (entry) {
      entry.count += by;
      entry.inherited += inherited;
    } else {
      let taken = 0;
      if (batch.referrers.size >= VISIT_LIMITS.referrersPerDay) {
        const smallest = [...batch.referrers].reduce((a, b) => (b[1].count < a[1].count ? b : a));
        batch.referrers.delete(smallest[0]);
        taken = smallest[1].count;
      }
      batch.referrers.set(id, { day, host, count: by + taken, inherited: inherited + taken });
    }
    schedule();
  }

  /** Writes what `taken` holds, removing each part once written, so a failure keeps the rest. */
  async function write(taken: Batch) {
    for (const [id, visitor] of taken.visitors) {
      if (await repository.markVisitor(visitor.day, visitor.bit)) {
        await repository.add(visitor.day, 'device', visitor.device);
      }
      taken.visitors.delete(id);
    }
    for (const [id, entry] of taken.counts) {
      await repository.add(entry.day, entry.kind, entry.key, entry.count);
      taken.counts.delete(id);
    }
    for (const [id, entry] of taken.referrers) {
      await repository.addReferrer(entry.day, entry.host, entry.count, entry.inherited);
      taken.referrers.delete(id);
    }
  }

  /** Puts back what a failed write left, to be tried with the next batch. */
  function keep(left: Batch) {
    for (const [id, visitor] of left.visitors) batch.visitors.set(id, visitor);
    for (const entry of left.counts.values()) count(entry.day, entry.kind, entry.key, entry.count);
    for (const entry of left.referrers.values()) {
      countReferrer(entry.day, entry.host, entry.count, entry.inherited);
    }
    if (left.visitors.size > 0) schedule();
  }

  /** Writes the gathered counts now; one write at a time. */
  function flush(): Promise<void> {
    writing = writing
      .catch(() => {})
      .then(async () => {
        if (timer) clearTimeout(timer);
        timer = undefined;
        const taken = batch;
        batch = emptyBatch();
        try {
          await write(taken);
        } catch (error) {
          keep(taken);
          throw error;
        }
      });
    return writing;
  }

  async function countVisitor(request: FastifyRequest, day: string, userAgent: string) {
    const state = dayState(day);
    const hash = createHash('sha256')
      .update(await state.salt)
      .update(clientKey(request.ip ?? ''))
      .update('\n')
      .update(userAgent)
      .digest();
    const bit = hash.readUInt32BE(0) % VISIT_LIMITS.sketchBits;
    if (state.seen.has(bit)) return;
    state.seen.add(bit);
    batch.visitors.set(`${day} ${bit}`, { day, bit, device: deviceClass(userAgent) });
    schedule();
  }

  return {
    /** A beacon from a page: a view (with its visitor and referrer) or a conversion. */
    async beacon(request: FastifyRequest, beacon: Beacon): Promise<boolean> {
      if (notCounted(request) !== undefined) return false;
      const day = seoulDay(now());
      if (beacon.e !== 'view') {
        count(day, 'event', beacon.e);
        return true;
      }
      count(day, 'view', beacon.p);
      await countVisitor(request, day, request.headers['user-agent'] ?? '');
      const own = [request.hostname.toLowerCase(), options.siteHost].filter(
        (host): host is string => Boolean(host),
      );
      const host = beacon.r ? referrerHost(beacon.r, own) : undefined;
      if (host) countReferrer(day, host);
      return true;
    },

    /** A conversion the server itself saw stored; counting never fails the request it follows. */
    event(request: FastifyRequest, event: ServerEvent): void {
      if (notCounted(request) === undefined) count(seoulDay(now()), 'event', event);
    },

    flush,

    /** Writes what is left as the server closes; a database already gone loses those counts. */
    async close(): Promise<void> {
      await flush().catch((error) => options.log?.warn({ err: error }, 'visit counts not written'));
    },
  };
}
export type VisitCounter = ReturnType<typeof visitCounter>;
