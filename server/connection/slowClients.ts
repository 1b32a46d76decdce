import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { bodyUnread } from './lingering';
import { writeRawError } from './rawAnswers';

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
 * Closes requests whose body trickles in (a slowloris body would otherwise hold a connection and
 * a request's memory as long as it likes): 408 with the Korean detail, then the socket is gone.
 * The watch ends with the answer; an answer sent with body still to come also ends the
 * connection once written (decision 167). Returns the check to run as a request arrives.
 */
export function slowBodyGuard(app: FastifyInstance) {
  // Called by the server's one onRequest hook (requestChecksPlugin), not a hook of its own: every hook is paid
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
