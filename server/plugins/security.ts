import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
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
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(options.mapTileUrl),
      // The site is same-origin only; nothing needs to embed or be embedded.
      crossOriginEmbedderPolicy: false,
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
