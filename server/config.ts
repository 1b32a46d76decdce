import { UPLOAD_QUOTA } from '../contract/limits';

/** Everything the server reads from the environment, parsed once (docs/operations.md lists it). */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  /** Fastify's trustProxy: false, true, a hop count or a comma-separated list of addresses. */
  trustProxy: boolean | number | string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string[];
  /** Writes (POST/PUT/DELETE) allowed per client address per minute. */
  writeLimitPerMinute: number;
  mapTileUrl: string;
  /** What the public upload may store and when it stops (contract UPLOAD_QUOTA's defaults). */
  uploads: UploadLimits;
}

export interface UploadLimits {
  bytesPerHourPerAddress: number;
  bytesPerHour: number;
  concurrentPerAddress: number;
  concurrent: number;
  freeFloorBytes: number;
}

const MB = 1024 * 1024;

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
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
  };
}
