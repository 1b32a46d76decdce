import { expect, test } from 'vitest';
import { semaphore } from '../../../server/db/semaphore';

/** A piece of work that ends when told to, recording when it began. */
function held(started: number[], id: number) {
  let end: (ok: boolean) => void = () => {};
  const work = () => {
    started.push(id);
    return new Promise<number>((resolve, reject) => {
      end = (ok) => (ok ? resolve(id) : reject(new Error(`work ${id} failed`)));
    });
  };
  return { work, end: (ok = true) => end(ok) };
}

const settle = () => new Promise((done) => setImmediate(done));

test('runs at most its size at once, and the waiting ones in the order they came', async () => {
  const line = semaphore(2);
  const started: number[] = [];
  const works = [0, 1, 2, 3, 4].map((id) => held(started, id));
  const answers = works.map((one) => line.run(one.work));
  await settle();
  expect(started).toEqual([0, 1]);
  works[1]?.end();
  await settle();
  expect(started).toEqual([0, 1, 2]);
  works[0]?.end();
  works[2]?.end();
  await settle();
  expect(started).toEqual([0, 1, 2, 3, 4]);
  works[3]?.end();
  works[4]?.end();
  expect(await Promise.all(answers)).toEqual([0, 1, 2, 3, 4]);
});

test('a failed piece of work gives its turn back, and its failure to its caller', async () => {
  const line = semaphore(1);
  const started: number[] = [];
  const failing = held(started, 0);
  const next = held(started, 1);
  const first = line.run(failing.work);
  const second = line.run(next.work);
  await settle();
  failing.end(false);
  await expect(first).rejects.toThrow('work 0 failed');
  await settle();
  expect(started).toEqual([0, 1]);
  next.end();
  expect(await second).toBe(1);
});

test('turns come back when nobody is waiting: one after another, each runs at once', async () => {
  const line = semaphore(2);
  for (let i = 0; i < 6; i++) {
    const started: number[] = [];
    const one = held(started, i);
    const answer = line.run(one.work);
    await settle();
    expect(started).toEqual([i]);
    one.end();
    expect(await answer).toBe(i);
  }
});
