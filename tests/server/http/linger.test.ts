import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LINGER_MAX_MS,
  LINGER_MIN_BYTES,
  LINGER_WINDOW_MS,
  lingerForBody,
} from '../../../server/connection/lingering';

/** A request whose body is still coming, as lingerForBody sees one. */
function incoming() {
  const body = new PassThrough();
  Object.assign(body, { headers: { 'content-length': '100000000' } });
  return { body, raw: body as unknown as IncomingMessage };
}

/** Whether the promise has settled yet, and to what. */
function watch(promise: Promise<boolean>) {
  const state: { settled: boolean; value?: boolean } = { settled: false };
  void promise.then((value) => Object.assign(state, { settled: true, value }));
  return state;
}

describe('lingerForBody: what a refusal reads before it answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a body of exactly maxBytes to its end; one byte more stops it', async () => {
    const at = incoming();
    const chunks: Buffer[] = [];
    const whole = lingerForBody(at.raw, 10, (chunk) => chunks.push(chunk));
    at.body.end(Buffer.alloc(10, 1));
    expect(await whole).toBe(true);
    expect(Buffer.concat(chunks)).toHaveLength(10);

    const past = incoming();
    const cut = lingerForBody(past.raw, 10);
    past.body.write(Buffer.alloc(11));
    expect(await cut).toBe(false);
  });

  it('keeps reading while the body comes at the pace, stops in the first window below it', async () => {
    const { body, raw } = incoming();
    const state = watch(lingerForBody(raw, Number.MAX_SAFE_INTEGER));
    body.write(Buffer.alloc(LINGER_MIN_BYTES));
    await vi.advanceTimersByTimeAsync(LINGER_WINDOW_MS);
    expect(state.settled).toBe(false);
    body.write(Buffer.alloc(LINGER_MIN_BYTES - 1));
    await vi.advanceTimersByTimeAsync(LINGER_WINDOW_MS);
    expect(state).toEqual({ settled: true, value: false });
  });

  it('stops at LINGER_MAX_MS even at the pace; a body ending just before it is read whole', async () => {
    const slow = incoming();
    const state = watch(lingerForBody(slow.raw, Number.MAX_SAFE_INTEGER));
    const feed = setInterval(() => slow.body.write(Buffer.alloc(LINGER_MIN_BYTES)), 100);
    await vi.advanceTimersByTimeAsync(LINGER_MAX_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toEqual({ settled: true, value: false });
    clearInterval(feed);

    const ends = incoming();
    const ending = watch(lingerForBody(ends.raw, Number.MAX_SAFE_INTEGER));
    const feeding = setInterval(() => ends.body.write(Buffer.alloc(LINGER_MIN_BYTES)), 100);
    await vi.advanceTimersByTimeAsync(LINGER_MAX_MS - 1);
    clearInterval(feeding);
    ends.body.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(ending).toEqual({ settled: true, value: true });
  });

  it('a client gone mid-body ends it at once, as not read', async () => {
    const { body, raw } = incoming();
    const gone = lingerForBody(raw, Number.MAX_SAFE_INTEGER);
    body.destroy();
    expect(await gone).toBe(false);
  });
});
