import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { bodyUnread, isLingering } from './lingering';

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
  if (inFlight && isLingering(inFlight.req)) {
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
