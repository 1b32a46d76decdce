import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../contract/messages';

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
  // that request runs, so it gets its own answer first; the error comes after it.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  const answer = () => writeRawError(socket, status, detail, this.securityHeaders ?? {});
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
 * Closes requests whose body trickles in (a slowloris body would otherwise hold a connection and
 * a request's memory as long as it likes): 408 with the Korean detail, then the socket is gone.
 */
export function slowBodyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined ||
      Number(raw.headers['content-length'] ?? 0) > 0;
    if (!hasBody || raw.readableEnded) return done();
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
    reply.raw.once('close', stop);
    done();
  });
}
