import { isIP, isIPv4 } from 'node:net';
import { UPLOAD_QUOTA } from '../contract/limits';

/** Everything the server reads from the environment, parsed once (docs/operations.md lists it). */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  /** Fastify's trustProxy: false, a hop count or a comma-separated list of addresses / CIDRs. */
  trustProxy: false | number | string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string[];
  /** Writes (POST/PUT/DELETE) allowed per client address per minute. */
  writeLimitPerMinute: number;
  /** API and form requests one client address may have in progress at once (decision 139). */
  requestsInFlightPerAddress: number;
  mapTileUrl: string;
  /** What the public upload may store and when it stops (contract UPLOAD_QUOTA's defaults). */
  uploads: UploadLimits;
  /** SITE_URL's origin: the one origin besides the request's own Host that may post (security.ts). */
  siteOrigin: string | undefined;
  /** STAFF_TOTP_KEY: seals the staff authenticators' keys (server/secondFactor.ts, decision 181). */
  staffTotpKey: string | undefined;
  /** STAFF_ALLOWED_NETWORKS: when not empty, /staff and /api/staff answer these ranges only. */
  staffAllowedNetworks: string[];
}

export interface UploadLimits {
  bytesPerHourPerAddress: number;
  bytesPerHour: number;
  concurrentPerAddress: number;
  concurrent: number;
  freeFloorBytes: number;
}

const MB = 1024 * 1024;

/**
 * Requests in progress per address, API and forms (static files are not counted): a list request
 * is one statement (decision 159), so 32 hold at most 32 of PGlite's queue of 100 and leave room
 * for everyone else. A browser opens six connections to a site; an office behind one address
 * rarely has more than a handful of calls open at the same moment.
 */
export const REQUESTS_IN_FLIGHT_PER_ADDRESS = 32;

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_HOPS_MAX = 5;
const TRUST_PROXY_PREFIX_MIN = { v4: 8, v6: 16 };

/**
 * Which proxies in front of the server may say who the client is (docs/operations.md): a hop
 * count, or their addresses / CIDR ranges. `true` (trust every X-Forwarded-For entry) is refused:
 * the client writes the leftmost entries itself, and would choose its own address for every
 * limit and record.
 */
function trustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let every client choose its own address (X-Forwarded-For is written by the client too). ' +
        'Set the number of proxies in front of the server (TRUST_PROXY=1 behind one nginx) or their addresses ' +
        '(TRUST_PROXY=10.0.0.0/8,127.0.0.1); docs/operations.md, "Behind a proxy".',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > TRUST_PROXY_HOPS_MAX) {
      throw new Error(
        `TRUST_PROXY=${value}: more proxies than any deployment has (at most ${TRUST_PROXY_HOPS_MAX}) would trust addresses the client wrote itself; count the proxies in front of the server (docs/operations.md, "Behind a proxy").`,
      );
    }
    return hops;
  }
  for (const entry of value.split(',')) {
    const [address = '', bits, extra] = entry.trim().split('/');
    const v4 = isIPv4(address);
    // A range wider than a /8 (IPv4) or a /16 (IPv6) is "every address" in all but name:
    // 0.0.0.0/1,128.0.0.0/1 would be TRUST_PROXY=true. Unique-local IPv6 (fc00::/7) has its name.
    const validBits =
      bits === undefined ||
      (/^\d+$/.test(bits) &&
        Number(bits) <= (v4 ? 32 : 128) &&
        Number(bits) >= (v4 ? TRUST_PROXY_PREFIX_MIN.v4 : TRUST_PROXY_PREFIX_MIN.v6));
    if (!(PROXY_NAMES.has(address) || (isIP(address) && validBits && extra === undefined))) {
      throw new Error(
        `TRUST_PROXY must be a hop count or proxy addresses / CIDR ranges (IPv4 /${TRUST_PROXY_PREFIX_MIN.v4} or narrower, IPv6 /${TRUST_PROXY_PREFIX_MIN.v6} or narrower, or loopback, linklocal, uniquelocal) separated by commas, got "${entry.trim()}"`,
      );
    }
  }
  return value;
}

function siteOrigin(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(
      `SITE_URL must be the site's address, such as https://www.example.com, got "${value}"`,
    );
  }
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  if (blank(env.SMTP_URL) && !blank(env.MAIL_TO)) {
    throw new Error('MAIL_TO (staff addresses, comma-separated) is required when SMTP_URL is set');
  }
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: blank(env.HOST) ?? '0.0.0.0',
    databaseUrl: blank(env.DATABASE_URL),
    dataDir: blank(env.DATA_DIR) ?? './data',
    distDir: blank(env.DIST_DIR) ?? 'dist',
    trustProxy: trustProxy(blank(env.TRUST_PROXY)),
    logLevel: blank(env.LOG_LEVEL) ?? 'info',
    smtpUrl: blank(env.SMTP_URL),
    mailFrom: blank(env.MAIL_FROM) ?? 'no-reply@localhost',
    mailTo: (blank(env.MAIL_TO) ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    writeLimitPerMinute: integer(env.WRITE_LIMIT_PER_MINUTE, 30, 'WRITE_LIMIT_PER_MINUTE'),
    requestsInFlightPerAddress: integer(
      env.REQUESTS_IN_FLIGHT_PER_ADDRESS,
      REQUESTS_IN_FLIGHT_PER_ADDRESS,
      'REQUESTS_IN_FLIGHT_PER_ADDRESS',
    ),
    mapTileUrl: blank(env.VITE_MAP_TILE_URL) ?? DEFAULT_MAP_TILE_URL,
    uploads: {
      bytesPerHourPerAddress:
        integer(
          env.UPLOAD_MB_PER_HOUR_PER_ADDRESS,
          UPLOAD_QUOTA.bytesPerHourPerAddress / MB,
          'UPLOAD_MB_PER_HOUR_PER_ADDRESS',
        ) * MB,
      bytesPerHour:
        integer(env.UPLOAD_MB_PER_HOUR, UPLOAD_QUOTA.bytesPerHour / MB, 'UPLOAD_MB_PER_HOUR') * MB,
      concurrentPerAddress: integer(
        env.UPLOAD_CONCURRENT_PER_ADDRESS,
        UPLOAD_QUOTA.concurrentPerAddress,
        'UPLOAD_CONCURRENT_PER_ADDRESS',
      ),
      concurrent: integer(env.UPLOAD_CONCURRENT, UPLOAD_QUOTA.concurrent, 'UPLOAD_CONCURRENT'),
      freeFloorBytes:
        integer(
          env.STORAGE_FREE_FLOOR_MB,
          UPLOAD_QUOTA.freeFloorBytes / MB,
          'STORAGE_FREE_FLOOR_MB',
        ) * MB,
    },
    siteOrigin: siteOrigin(blank(env.SITE_URL)),
    staffTotpKey: blank(env.STAFF_TOTP_KEY),
    staffAllowedNetworks: allowedNetworks(blank(env.STAFF_ALLOWED_NETWORKS)),
  };
}

/**
 * STAFF_ALLOWED_NETWORKS: addresses or CIDR ranges separated by commas (decision 184). Any range
 * is taken, 0.0.0.0/0 too: unlike TRUST_PROXY, a wide range here only opens what is open anyway.
 */
export function allowedNetworks(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (family === 0 || !validBits || extra !== undefined) {
      throw new Error(
        `STAFF_ALLOWED_NETWORKS must be addresses or CIDR ranges separated by commas (such as 203.0.113.0/24,2001:db8::/48), got "${entry}"`,
      );
    }
    return bits === undefined ? `${address}/${max}` : entry;
  });
}
