import type { IncomingMessage } from 'node:http';

/** Whether a request came with a body it has not all delivered yet (nothing read it to its end). */
export function bodyUnread(raw: IncomingMessage): boolean {
  const hasBody =
    raw.headers['transfer-encoding'] !== undefined ||
    Number(raw.headers['content-length'] ?? 0) > 0;
  return hasBody && !raw.readableEnded;
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

/** Whether `raw`'s body is being drained before its answer, which is then the only one. */
export const isLingering = (raw: IncomingMessage) => lingering.has(raw);

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
