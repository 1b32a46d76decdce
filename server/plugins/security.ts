import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import type { RateLimitsRepository } from '../db/rateLimits';
import { HttpError } from '../http';
import { clientKey } from '../passwordGuard';
import { sharedPlugin } from './plugin';

/** The CSP source for the map tiles: `https://{s}.tile.example.org/{z}/…` → `https://*.tile.example.org`. */
export function tileSource(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/i.exec(tileUrl.replace(/\{s\}/g, '*'));
  return match?.[1];
}

/** Written by the build into `<DIST_DIR>/.vite/`: hashes of the inline scripts the pages carry. */
export const CSP_FILE = 'csp.json';

/** The built site's inline-script hashes, or none (no site built, or an older build). */
export function inlineScriptHashes(distDir: string): string[] {
  try {
    const { scriptHashes } = JSON.parse(readFileSync(join(distDir, '.vite', CSP_FILE), 'utf8')) as {
      scriptHashes?: unknown;
    };
    return Array.isArray(scriptHashes)
      ? scriptHashes.filter((hash): hash is string =>
          /^'sha256-[A-Za-z0-9+/=]+'$/.test(String(hash)),
        )
      : [];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(mapTileUrl: string, scriptHashes: string[] = []) {
  const tiles = tileSource(mapTileUrl);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      // No 'unsafe-inline': only the build's own inline script, by its hash.
      scriptSrc: ["'self'", ...scriptHashes],
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

/**
 * Powerful features the site never uses, switched off for it and anything it could embed: a
 * script injected somehow still cannot ask for the camera or the visitor's location.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/** The headers of every answer, including the ones written straight to a socket. */
export async function securityHeaders(
  mapTileUrl: string,
  scriptHashes: string[] = [],
): Promise<Record<string, string>> {
  const headers = await helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(mapTileUrl, scriptHashes),
    // The site is same-origin only; nothing needs to embed or be embedded.
    crossOriginEmbedderPolicy: false,
    // The legacy header must say what the CSP's frame-ancestors 'none' says.
    frameguard: { action: 'deny' },
  });
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

export interface SecurityOptions extends Record<string, unknown> {
  writeLimitPerMinute: number;
}

export const securityPlugin = sharedPlugin<SecurityOptions>(
  'security',
  async (app: FastifyInstance, options) => {
    await app.register(rateLimit, {
      global: false,
      max: options.writeLimitPerMinute,
      timeWindow: 60_000,
      store: databaseStore(app.rateLimits),
      // One budget per client as the password guard counts them (an IPv6 /64 is one client). A
      // client that hung up has no address any more: its request is going nowhere anyway.
      keyGenerator: (request) => clientKey(request.ip ?? 'gone'),
      errorResponseBuilder: () => new HttpError(429, API_MESSAGES.rateLimited),
    });
  },
  ['repositories'],
);

/** Route config that puts a write under the per-client limit. */
export const WRITE_LIMIT = { rateLimit: {} } as const;
