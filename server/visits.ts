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

/**
 * Counts what a request says, into the day's totals. The visitor is a salted hash of the client's
 * address (its /64 for IPv6) and user agent, reduced to one bit of the day's sketch: neither the
 * hash nor its inputs are stored. The salt is the database's for the day, so every instance sets
 * the same bit for the same visitor; each instance remembers which bits it has already set today
 * (at most `sketchBits` small numbers), so a visitor's later pages cost no write to the sketch.
 */
export function visitCounter(
  repository: VisitsRepository,
  options: { siteHost?: string; now?: () => number } = {},
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
    if (await repository.markVisitor(day, bit)) {
      await repository.add(day, 'device', deviceClass(userAgent));
    }
    state.seen.add(bit);
  }

  return {
    /** A beacon from a page: a view (with its visitor and referrer) or a conversion. */
    async beacon(request: FastifyRequest, beacon: Beacon): Promise<boolean> {
      if (notCounted(request) !== undefined) return false;
      const day = seoulDay(now());
      if (beacon.e !== 'view') {
        await repository.add(day, 'event', beacon.e);
        return true;
      }
      await repository.add(day, 'view', beacon.p);
      await countVisitor(request, day, request.headers['user-agent'] ?? '');
      const own = [request.hostname.toLowerCase(), options.siteHost].filter(
        (host): host is string => Boolean(host),
      );
      const host = beacon.r ? referrerHost(beacon.r, own) : undefined;
      if (host) await repository.addReferrer(day, host);
      return true;
    },

    /**
     * A conversion the server itself saw stored. Counting never fails the request it follows:
     * an error is logged and the visitor gets their answer.
     */
    async event(request: FastifyRequest, event: ServerEvent, log: FastifyBaseLogger) {
      if (notCounted(request) !== undefined) return;
      try {
        await repository.add(seoulDay(now()), 'event', event);
      } catch (error) {
        log.warn({ err: error, event }, 'visit count failed');
      }
    },
  };
}
export type VisitCounter = ReturnType<typeof visitCounter>;
