// The public upload's guard (decision 120): per-address and site-wide quotas, a free-space floor,
// and what the server knows about the disk for /api/health.
import { randomUUID } from 'node:crypto';
import { open, statfs, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { API_MESSAGES } from '../contract/messages';
import type { UploadLimits } from './config';
import { HttpError } from './http';

const HOUR_MS = 3_600_000;
/**
 * After a write failed for want of space, health stays failing this long before a probe write
 * may clear it: a monitor polling every few seconds sees the failure, and an operator who freed
 * space sees health recover without waiting for the next upload.
 */
export const STORAGE_PROBE_AFTER_MS = 30_000;

/** PostgreSQL's disk_full, and the file system's "no space" and "quota exceeded". */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** A write that failed because the disk (or the database's disk) is full. */
export function isDiskFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
  if (error.cause !== undefined && isDiskFull(error.cause)) return true;
  // PGlite reports the file system's error inside its own message.
  return /No space left on device|Disk quota exceeded/i.test(error.message);
}

export interface UploadTicket {
  /** The upload's files were stored: their bytes count against the hour's quotas. */
  stored(bytes: number): void;
  /** The request is over, stored or not; idempotent. */
  end(): void;
}

export interface StorageState {
  ok: boolean;
  freeBytes: number | null;
  /** Why not ok: below the floor, or the last write failed and a probe write failed too. */
  reason?: 'below_floor' | 'write_failed' | 'unreadable';
}

export interface StorageGuard {
  /**
   * Admits an upload of `declaredBytes` from `address` or throws: 507 past a quota or the
   * free-space floor, 429 past the concurrency caps. The ticket must be ended.
   */
  begin(address: string, declaredBytes: number): Promise<UploadTicket>;
  /** A write failed for want of space: logged at error level, and health fails until one works. */
  writeFailed(error: unknown, log: FastifyBaseLogger): void;
  /** What /api/health reports. */
  check(): Promise<StorageState>;
}

/**
 * In memory, per process: with several instances each keeps its own count, so the site-wide
 * figures apply per instance (docs/operations.md). `dir()` is where uploads are written; it is
 * asked for when needed because the database (which owns it) opens after this guard exists.
 */
export function storageGuard(
  limits: UploadLimits,
  dir: () => string,
  now: () => number = Date.now,
): StorageGuard {
  /** Stored bytes of the last hour, oldest first. */
  let ledger: { address: string; at: number; bytes: number }[] = [];
  const active = new Map<string, { uploads: number; declared: number }>();
  let activeUploads = 0;
  let activeDeclared = 0;
  /** When a write last failed for want of space; null once a write has worked since. */
  let lastWriteFailed: number | null = null;

  function storedInHour(address?: string) {
    const since = now() - HOUR_MS;
    if (ledger[0] && ledger[0].at <= since) ledger = ledger.filter((entry) => entry.at > since);
    let bytes = 0;
    for (const entry of ledger)
      if (address === undefined || entry.address === address) bytes += entry.bytes;
    return bytes;
  }

  async function freeBytes(): Promise<number> {
    const stats = await statfs(dir());
    return Number(stats.bavail) * Number(stats.bsize);
  }

  /** A small file written, synced and removed: does the disk take writes again? */
  async function probeWrite(): Promise<boolean> {
    const path = join(dir(), `.probe-${randomUUID()}`);
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.write(Buffer.alloc(4096));
        await handle.sync();
      } finally {
        await handle.close();
      }
      return true;
    } catch {
      return false;
    } finally {
      await unlink(path).catch(() => {});
    }
  }

  return {
    async begin(address, declaredBytes) {
      const mine = active.get(address) ?? { uploads: 0, declared: 0 };
      if (mine.uploads >= limits.concurrentPerAddress || activeUploads >= limits.concurrent) {
        throw new HttpError(429, API_MESSAGES.uploadsBusy);
      }
      if (
        storedInHour(address) + mine.declared + declaredBytes > limits.bytesPerHourPerAddress ||
        storedInHour() + activeDeclared + declaredBytes > limits.bytesPerHour
      ) {
        throw new HttpError(507, API_MESSAGES.uploadQuotaReached);
      }
      // Held before the disk is asked: ten uploads begun at once would otherwise all pass the
      // checks above while each waits for statfs (they did, in the connection flood test).
      mine.uploads++;
      mine.declared += declaredBytes;
      active.set(address, mine);
      activeUploads++;
      activeDeclared += declaredBytes;
      const release = () => {
        mine.uploads--;
        mine.declared -= declaredBytes;
        activeUploads--;
        activeDeclared -= declaredBytes;
        if (mine.uploads === 0) active.delete(address);
      };
      try {
        if ((await freeBytes()) - activeDeclared < limits.freeFloorBytes) {
          throw new HttpError(507, API_MESSAGES.storageFull);
        }
      } catch (error) {
        release();
        throw error;
      }
      let ended = false;
      return {
        stored(bytes) {
          ledger.push({ address, at: now(), bytes });
          lastWriteFailed = null;
        },
        end() {
          if (ended) return;
          ended = true;
          release();
        },
      };
    },

    writeFailed(error, log) {
      lastWriteFailed = now();
      log.error({ err: error }, 'disk full: a write failed for want of space');
    },

    async check() {
      let free: number;
      try {
        free = await freeBytes();
      } catch {
        return { ok: false, freeBytes: null, reason: 'unreadable' };
      }
      if (free < limits.freeFloorBytes)
        return { ok: false, freeBytes: free, reason: 'below_floor' };
      if (lastWriteFailed !== null) {
        const failing = { ok: false, freeBytes: free, reason: 'write_failed' } as const;
        if (now() - lastWriteFailed < STORAGE_PROBE_AFTER_MS || !(await probeWrite()))
          return failing;
        lastWriteFailed = null;
      }
      return { ok: true, freeBytes: free };
    },
  };
}
