import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import type { RateLimitsRepository } from '../db/rateLimits';
import { HttpError } from '../http';
import { clientKey } from '../passwords/passwordGuard';
import { sharedPlugin } from './plugin';
import { STAFF_PREFIX } from './staffSession';

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
    // No referrer leaves the site, as with helmet's no-referrer, but the site's own posts carry
    // their true Origin (under no-referrer browsers send `Origin: null`), which sameSiteOnly reads.
    referrerPolicy: { policy: 'same-origin' },
  });
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * The document headers of a page the site's own console shows in a frame (the content preview):
 * framed by this origin instead of by none, and with none of the site's scripts: they would route
 * by the frame's own address, not the page's. `previewScript` (its CSP source) is the one that
 * runs, so the preview's accordions open (decision 298).
 */
export function previewHeaders(
  headers: Record<string, string>,
  previewScript: string,
): Record<string, string> {
  const policy = (headers['content-security-policy'] ?? '')
    .replace("frame-ancestors 'none'", "frame-ancestors 'self'")
    .replace(/script-src [^;]*/, `script-src ${previewScript}`);
  return { 'content-security-policy': policy, 'x-frame-options': 'SAMEORIGIN' };
}

/**
 * Headers that govern a document (what it may load, run, frame or use), and so nothing a hashed
 * script, stylesheet, font or image does: a first visit fetches many such files, and each
 * would carry them for nothing. nosniff, CORP, HSTS and the referrer policy stay on every answer.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-dns-prefetch-control',
] as const;

/**
 * The policy of an API answer: JSON is never a document, so in place of the site's long policy, sent
 * on every call, it gets one that lets nothing load, run or frame it, as OWASP's REST
 * guidance has it. The other document-only headers govern nothing a JSON answer does.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether a request's URL is the API's: its answers are JSON and get `apiHeaders`. */
export const isApiUrl = (url: string | undefined) => url?.startsWith('/api/') === true;

/** The headers of an answer under /api/: the site's, less what only a document reads, and no-store. */
export function apiHeaders(headers: Record<string, string>): Record<string, string> {
  const documentOnly = new Set<string>(DOCUMENT_ONLY_HEADERS);
  return {
    ...Object.fromEntries(Object.entries(headers).filter(([name]) => !documentOnly.has(name))),
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    // An answer is the state of one moment (and a checked password's answer carries the review's
    // text): no cache keeps it. A route whose answer may be kept says so itself.
    'cache-control': 'no-store',
  };
}

export interface SecurityOptions extends Record<string, unknown> {
  writeLimitPerMinute: number;
  /** The site's own origin (SITE_URL), when the Host a request arrives with is not it. */
  siteOrigin: string | undefined;
}

/** A Host as an Origin writes it: lower case, without the scheme's default port. */
const bareHost = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * The onRequest check of every public write: only pages of this site may post. A browser says
 * where a request comes from in `Origin` (every cross-origin POST carries it) and, in current
 * browsers, `Sec-Fetch-Site`; a page elsewhere cannot set either. Refused: `Sec-Fetch-Site:
 * cross-site`; an `Origin` that is neither SITE_URL's nor the one of the Host the request came
 * to; `Origin: null` (sandboxed frames, data: and file: pages) unless the browser also says
 * `same-origin`. No Origin at all is a non-browser client (curl, scripts) or an old browser's
 * same-origin post: a forged page cannot produce that, so it is let through. Only header reads
 * and string comparisons, on write routes only.
 */
export function sameSiteOnly(siteOrigin: string | undefined) {
  return (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
    const headers = request.headers;
    const fetchSite = headers['sec-fetch-site'];
    const origin = headers.origin;
    if (fetchSite !== 'cross-site') {
      if (origin === undefined || origin === siteOrigin) return done();
      if (origin === 'null') {
        if (fetchSite === 'same-origin') return done();
      } else {
        const scheme = origin.indexOf('://');
        if (scheme > 0 && origin.slice(scheme + 3).toLowerCase() === bareHost(request.host)) {
          return done();
        }
      }
    }
    request.log.warn({ origin, fetchSite }, 'write from another site refused');
    // The body (an upload, maybe) is not read: the error handler closes the connection.
    done(new HttpError(403, API_MESSAGES.crossSite));
  };
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
    // Every route under the write limit (WRITE_LIMIT) is a public write: it also takes posts
    // from this site only. Added here, before the routes, so GET routes pay nothing.
    const fromThisSite = sameSiteOnly(options.siteOrigin);
    app.addHook('onRoute', (route) => {
      // The staff API checks the same headers, more strictly, with its own message (staffSession).
      if (route.url.startsWith(STAFF_PREFIX)) return;
      const config = route.config as { rateLimit?: unknown } | undefined;
      if (!config?.rateLimit) return;
      const own = route.onRequest;
      route.onRequest = [
        fromThisSite,
        ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
      ];
    });
  },
  ['repositories'],
);

/** Route config that puts a write under the per-client limit. */
export const WRITE_LIMIT = { rateLimit: {} } as const;
