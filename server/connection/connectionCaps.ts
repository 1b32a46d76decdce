import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { writeRawError } from './rawAnswers';

/**
 * Descriptors kept free of client connections: a fifth of the limit (decision 118), plus what the
 * process holds anyway (database, log, the site's files being sent).
 */
export const DESCRIPTOR_HEADROOM = 0.2;
const DESCRIPTORS_RESERVED = 64;
/** Connections one address may hold: a browser opens six, an office behind one NAT a few dozen (and bench:api 50). */
const CONNECTIONS_PER_ADDRESS_MAX = 64;
/** At most one warning a second when caps are reached, so a flood cannot flood the log too. */
const CAP_WARNING_INTERVAL_MS = 1_000;

/** The soft limit on open files (`ulimit -n`), from /proc; `sh -c 'ulimit -n'` where there is none. */
export function descriptorLimit(): number {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(
      readFileSync('/proc/self/limits', 'utf8'),
    );
    if (line?.[1]) return line[1] === 'unlimited' ? 1_048_576 : Number(line[1]);
  } catch {
    // not Linux: ask the shell
  }
  const shell = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' });
  const n = Number(shell.stdout?.trim());
  return Number.isInteger(n) && n > 0 ? n : 1024;
}

export interface ConnectionCaps {
  descriptors: number;
  /** Client connections open at once, all addresses together. */
  total: number;
  /** Connections open at once from one address (not applied behind a proxy: see below). */
  perAddress: number;
}

/**
 * Caps that keep DESCRIPTOR_HEADROOM of the descriptors free: every connection may also hold
 * an upload's spool file, so each counts twice.
 */
export function connectionCaps(descriptors: number): ConnectionCaps {
  const usable = Math.floor(descriptors * (1 - DESCRIPTOR_HEADROOM)) - DESCRIPTORS_RESERVED;
  const total = Math.max(8, Math.floor(usable / 2));
  const perAddress = Math.max(4, Math.min(CONNECTIONS_PER_ADDRESS_MAX, Math.floor(total / 8)));
  return { descriptors, total, perAddress };
}

/** A warning at most every CAP_WARNING_INTERVAL_MS, saying how many were refused since the last. */
export function capWarning(app: FastifyInstance) {
  let last = 0;
  let refused = 0;
  return (details: Record<string, unknown>, message: string) => {
    refused += 1;
    const now = Date.now();
    if (now - last < CAP_WARNING_INTERVAL_MS) return;
    app.log.warn({ ...details, refused }, message);
    last = now;
    refused = 0;
  };
}

/**
 * Counts open connections, in all and per address, on the server's 'connection' event: one over
 * a cap gets the contract's 503 and is closed, with a warning naming the address. Everyone else
 * keeps being served; without it, one address could take every descriptor and the kernel would
 * reset every new connection, health checks included. Behind a proxy (`perAddress` false) every
 * connection comes from the proxy, so only the total applies (the proxy limits per client).
 */
export function connectionGuard(
  app: FastifyInstance,
  caps: ConnectionCaps,
  options: { perAddress: boolean },
): void {
  const byAddress = new Map<string, number>();
  let open = 0;
  const warn = capWarning(app);
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = byAddress.get(address) ?? 0;
    if (open >= caps.total || (options.perAddress && mine >= caps.perAddress)) {
      warn(
        { address, open, fromAddress: mine, caps },
        open >= caps.total
          ? 'connection refused: too many connections open'
          : 'connection refused: too many connections from one address',
      );
      // Answered, then closed once written (destroying it now would drop the answer).
      writeRawError(socket, 503, API_MESSAGES.tooManyConnections, app.securityHeaders ?? {});
      return;
    }
    open += 1;
    byAddress.set(address, mine + 1);
    socket.once('close', () => {
      open -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  });
}
