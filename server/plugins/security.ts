import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import type { RateLimitsRepository } from '../db/rateLimits';
import { HttpError } from '../http';
import { sharedPlugin } from './plugin';

/** The CSP source for the map tiles: `https://{s}.tile.example.org/{z}/…` → `https://*.tile.example.org`. */
export function tileSource(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/i.exec(tileUrl.replace(/\{s\}/g, '*'));
  return match?.[1];
}

export function contentSecurityPolicy(mapTileUrl: string) {
  const tiles = tileSource(mapTileUrl);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // Prerendered HTML carries style attributes (React inline styles); scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...(tiles ? [tiles] : [])],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  };
}

/**
 * The headers @fastify/helmet sets, computed once. The plugin rebuilds helmet's middleware (and
 * re-parses the CSP) on every request; without nonces the result is the same every time, and
 * doing it once takes that cost off every API call.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const own = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !own.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** @fastify/rate-limit store over the database, so every instance shares one budget per client. */
function databaseStore(repository: RateLimitsRepository) {
  return class DatabaseRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      repository.hit(`write:${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

export interface SecurityOptions extends Record<string, unknown> {
  mapTileUrl: string;
  writeLimitPerMinute: number;
}

export const securityPlugin = sharedPlugin<SecurityOptions>(
  'security',
  async (app: FastifyInstance, options) => {
    const headers = await helmetHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options.mapTileUrl),
      // The site is same-origin only; nothing needs to embed or be embedded.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    await app.register(rateLimit, {
      global: false,
      max: options.writeLimitPerMinute,
      timeWindow: 60_000,
      store: databaseStore(app.rateLimits),
      errorResponseBuilder: () => new HttpError(429, API_MESSAGES.rateLimited),
    });
  },
  ['repositories'],
);

/** Route config that puts a write under the per-client limit. */
export const WRITE_LIMIT = { rateLimit: {} } as const;
