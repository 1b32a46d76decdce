import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';

/**
 * Bounds on slow clients (docs/operations.md). Headers must arrive within HEADERS_TIMEOUT_MS; a
 * body must keep moving: at least BODY_MIN_PROGRESS_BYTES in every BODY_PROGRESS_WINDOW_MS (a
 * phone on Slow 3G sends ~50 KB/s, a byte-every-10-s trickle is closed within the window), and the
 * whole request ends within REQUEST_TIMEOUT_MS (the largest application, 30 MB, at 50 KB/s is 10 min).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
export const BODY_PROGRESS_WINDOW_MS = 15_000;
export const BODY_MIN_PROGRESS_BYTES = 1024;
const BODY_PROGRESS_CHECK_MS = 5_000;
/** How often Node looks for connections past headersTimeout / requestTimeout. */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

/**
 * An answer written straight to the socket, for errors Fastify never sees as a request (bad
 * framing, headers too large, timeouts): the API's JSON `{detail}` in Korean, with the same
 * security headers as every other answer, then the connection is closed.
 */
export function writeRawError(
  socket: Socket,
  status: number,
  detail: string,
  headers: Record<string, string>,
): void {
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'cache-control: no-store',
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroySoon();
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, API_MESSAGES.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, API_MESSAGES.headersTooLarge],
  HPE_INVALID_METHOD: [405, API_MESSAGES.methodNotAllowed],
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries (set by the security plugin). */
    securityHeaders: Record<string, string>;
    /**
     * Warns that an upload was refused (quota, free space, too many at once), at most once a
     * second with the count since: a flood is refused by the hundred a second.
     */
    warnUploadRefused: (details: Record<string, unknown>) => void;
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser rejected. A client that went away
 * (reset, aborted) gets nothing and is only worth a debug line.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error, socket: Socket): void {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || socket.destroyed) {
    this.log.debug({ code }, 'client went away');
    socket.destroy();
    return;
  }
  // Node reports binary junk (a TLS hello on the plain port, say) as an invalid method too.
  const packet = (error as { rawPacket?: Buffer }).rawPacket;
  const looksLikeHttp = packet
    ? /^[A-Z-]+ \S+ HTTP\/1\.[01]\r\n/.test(packet.toString('latin1'))
    : true;
  const [status, detail] = (code === 'HPE_INVALID_METHOD' && !looksLikeHttp
    ? undefined
    : CLIENT_ERRORS[code]) ?? [400, API_MESSAGES.malformedBody];
  this.log.info({ code, status }, 'client error');
  // Bytes that broke the parser may follow a good request on the same connection (pipelining):
  // that request runs, so it gets its own answer first; the error comes after it. Unless they
  // broke that request's own body (a client that hung up mid-upload, a broken chunk): it can
  // never end, and waiting held an upload's slot to the body watch's 408 (decision 171).
  const answer = () => writeRawError(socket, status, detail, this.securityHeaders ?? {});
  const inFlight = inFlightOn(socket);
  // A refusal draining its body (lingerForBody) is that request's answer, and the only one: the
  // connection goes once it is written.
  if (inFlight && lingering.has(inFlight.req)) {
    inFlight.once('close', () => socket.destroy());
    return;
  }
  if (inFlight && bodyUnread(inFlight.req)) answer();
  else answerAfterInFlight(socket, answer);
}

/** The answer Node is writing on `socket`, if a request on it is still being answered. */
const inFlightOn = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;

/**
 * A raw answer for what follows a request still being answered on the same connection (pipelined
 * junk, a CONNECT): that request's answer goes first, then this one, then the socket.
 */
function answerAfterInFlight(socket: Socket, answer: () => void): void {
  const inFlight = inFlightOn(socket);
  if (inFlight && !inFlight.writableEnded) {
    inFlight.once('finish', answer);
    inFlight.once('close', () => socket.destroy());
  } else {
    answer();
  }
}

/** The body a request may carry at most: the largest application, or a JSON body. */
export interface BodyLimits {
  multipart: number;
  other: number;
}

/**
 * `Expect:` handling. Node would send `100 Continue` for any size and answer every other
 * expectation itself (a bare 417 without our headers): here a body over the limit is refused
 * before the client sends it (413), and an unknown expectation gets the contract's 417.
 */
export function handleExpectations(app: FastifyInstance, limits: BodyLimits): void {
  const refuse = (response: ServerResponse, status: number, detail: string) => {
    const body = JSON.stringify({ detail });
    response.writeHead(status, {
      ...app.securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(body);
  };
  app.server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const length = Number(request.headers['content-length'] ?? 0);
    const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
    if (length > (multipart ? limits.multipart : limits.other)) {
      refuse(response, 413, API_MESSAGES.bodyTooLarge);
      return;
    }
    response.writeContinue();
    app.server.emit('request', request, response);
  });
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    refuse(response, 417, API_MESSAGES.expectationFailed);
  });
}

/**
 * CONNECT (a proxy's tunnel): Node hands it to a 'connect' listener, and with none it dropped the
 * socket without a word. The site is no proxy: 405 with the Korean detail, like any unknown method.
 */
export function refuseTunnels(app: FastifyInstance): void {
  app.server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    answerAfterInFlight(socket, () =>
      writeRawError(socket, 405, API_MESSAGES.methodNotAllowed, app.securityHeaders ?? {}),
    );
  });
}

/** Whether a request came with a body it has not all delivered yet (nothing read it to its end). */
export function bodyUnread(raw: IncomingMessage): boolean {
  const hasBody =
    raw.headers['transfer-encoding'] !== undefined ||
    Number(raw.headers['content-length'] ?? 0) > 0;
  return hasBody && !raw.readableEnded;
}

/**
 * Closes requests whose body trickles in (a slowloris body would otherwise hold a connection and
 * a request's memory as long as it likes): 408 with the Korean detail, then the socket is gone.
 * The watch ends with the answer; an answer sent with body still to come also ends the
 * connection once written (decision 167). Returns the check to run as a request arrives.
 */
export function slowBodyGuard(app: FastifyInstance) {
  // Called by the server's one onRequest hook (app.ts), not a hook of its own: every hook is paid
  // by every request, and nearly none has a body.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const raw = request.raw;
    if (!bodyUnread(raw)) return;
    const socket = raw.socket;
    const samples = [socket.bytesRead];
    const windowTicks = Math.ceil(BODY_PROGRESS_WINDOW_MS / BODY_PROGRESS_CHECK_MS);
    const timer = setInterval(() => {
      samples.push(socket.bytesRead);
      if (samples.length <= windowTicks) return;
      samples.shift();
      if ((samples.at(-1) ?? 0) - (samples[0] ?? 0) >= BODY_MIN_PROGRESS_BYTES) return;
      stop();
      request.log.info({ status: 408 }, 'request body too slow: closed');
      writeRawError(socket, 408, API_MESSAGES.requestTimeout, app.securityHeaders ?? {});
      socket.destroy();
    }, BODY_PROGRESS_CHECK_MS);
    timer.unref();
    const stop = () => clearInterval(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', () => {
      stop();
      // Answered with body still to come (a GET sent with a body, any early answer): Node would
      // read the rest to reuse the connection, and a trickle held it to the request timeout
      // (decision 167). inject()'s stand-in socket has nothing to close.
      if (bodyUnread(raw) && typeof socket.destroySoon === 'function') socket.destroySoon();
    });
  };
}

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

/**
 * How long and how much of a refused request's body is read and thrown away before the answer
 * (nginx's lingering close). Answered and closed with the body still coming, the client's next
 * write met a closed socket and its kernel reset the connection, dropping the answer too: the
 * browser showed a network error instead of the 403 or 429. Bounded by the largest body a valid
 * post can be (the caller's), half a minute, and a pace: at least LINGER_MIN_BYTES in every
 * LINGER_WINDOW_MS (8 KB/s, a sixth of Slow 3G's upload), so that a trickle, even one fast
 * enough for slowBodyGuard, is answered and closed within seconds (decision 167) while a
 * browser's upload is read to its end.
 */
export const LINGER_MAX_MS = 30_000;
export const LINGER_WINDOW_MS = 2_000;
export const LINGER_MIN_BYTES = 16 * 1024;

/** Requests whose body is being drained before their answer (clientErrorHandler waits for it). */
const lingering = new WeakSet<IncomingMessage>();

/**
 * Reads the rest of `raw`'s body within the bounds above, handing each chunk to `onChunk` (which
 * may keep it) and dropping it. Resolves true when the body ended within them, false when a bound
 * came first or the client went away: the connection must then go.
 */
export function lingerForBody(
  raw: IncomingMessage,
  maxBytes: number,
  onChunk: (chunk: Buffer) => void = () => {},
): Promise<boolean> {
  if (!bodyUnread(raw)) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  lingering.add(raw);
  return new Promise((resolve) => {
    let read = 0;
    let windowStart = 0;
    const finish = (ended: boolean) => {
      clearTimeout(deadline);
      clearInterval(pace);
      lingering.delete(raw);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) return finish(false);
      onChunk(chunk);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.readableEnded);
    const deadline = setTimeout(() => finish(false), LINGER_MAX_MS);
    const pace = setInterval(() => {
      if (read - windowStart < LINGER_MIN_BYTES) return finish(false);
      windowStart = read;
    }, LINGER_WINDOW_MS);
    deadline.unref();
    pace.unref();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.resume();
  });
}
