import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../helpers';

/** A log stream for buildApp() and what has been written to it. */
export function captureLog() {
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      log += chunk.toString();
      callback();
    },
  });
  return { stream, text: () => log };
}

/** Runs `use` on a fresh PGlite app that logs at `level` into `logText()`, and closes it. */
export async function withLoggedApp(
  level: string,
  use: (logged: TestApp, logText: () => string) => Promise<void>,
) {
  const { stream, text } = captureLog();
  const logged = await createTestApp('pglite', { logger: { level, stream } });
  try {
    await use(logged, text);
  } finally {
    await logged.close();
  }
}
