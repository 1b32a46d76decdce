// HTTP below inject(): bytes written to a real socket as a client would, and the answer parsed.
import { connect } from 'node:net';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One raw HTTP exchange: writes `chunks` (with pauses) and returns everything read until close. */
export function rawExchange(
  port: number,
  chunks: (string | Buffer | { pauseMs: number })[],
  timeoutMs = 30_000,
): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let stopped = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms; got: ${text.slice(0, 200)}`));
    }, timeoutMs);
    socket.on('data', (data) => {
      text += data.toString('utf8');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      stopped = true;
      clearTimeout(timer);
      resolve({ text, ms: Date.now() - started });
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (stopped) return;
        if (typeof chunk === 'object' && 'pauseMs' in chunk) await sleep(chunk.pauseMs);
        else if (!socket.destroyed) socket.write(chunk);
      }
    });
  });
}

export function parseRaw(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}
