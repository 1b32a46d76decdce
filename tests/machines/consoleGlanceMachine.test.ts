import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ReadyToPublishItem } from '../../contract/staffAnswers';
import type { StaffToday } from '../../contract/staffToday';
import { consoleGlanceMachine } from '../../machines/consoleGlanceMachine';

const ITEM: ReadyToPublishItem = { label: '대표 전화', value: '02-0000-0000' };

/** The machine with counts that answer `counts` in turn, and facts that answer `facts`. */
function start(counts: (StaffToday | Error)[], facts: (ReadyToPublishItem[] | Error)[] = []) {
  let asked = 0;
  const actor = createActor(
    consoleGlanceMachine.provide({
      actors: {
        fetchToday: fromPromise(async () => {
          const next = counts[Math.min(asked++, counts.length - 1)];
          if (next instanceof Error || next === undefined) throw next ?? new Error('none');
          return next;
        }),
        fetchReadyToPublish: fromPromise(async () => {
          const next = facts.shift();
          if (next instanceof Error || next === undefined) throw next ?? new Error('none');
          return next;
        }),
      },
    }),
    { input: { readyToPublish: [ITEM] } },
  );
  actor.start();
  return { actor, asked: () => asked };
}

const today = (consultations: number): StaffToday => ({
  day: '2026-12-06',
  consultations,
  applications: 0,
});

describe('the console glance', () => {
  it('counts at start, and again when records change', async () => {
    const { actor, asked } = start([today(3), today(2)]);
    await waitFor(actor, (s) => s.context.today?.consultations === 3);
    actor.send({ type: 'RECORDS_CHANGED' });
    await waitFor(actor, (s) => s.context.today?.consultations === 2);
    expect(asked()).toBe(2);
  });

  it('counts again when records change while a count is on its way, and shows the newer', async () => {
    // The first count's answer comes after the change it missed: it is not the one shown.
    let answerFirst: (counts: StaffToday) => void = () => {};
    const answers = [
      new Promise<StaffToday>((resolve) => {
        answerFirst = resolve;
      }),
      Promise.resolve(today(5)),
    ];
    let asked = 0;
    const actor = createActor(
      consoleGlanceMachine.provide({
        actors: {
          fetchToday: fromPromise(() => answers[asked++] ?? Promise.reject(new Error('none'))),
          fetchReadyToPublish: fromPromise(async (): Promise<ReadyToPublishItem[]> => []),
        },
      }),
      { input: { readyToPublish: [] } },
    ).start();
    actor.send({ type: 'RECORDS_CHANGED' });
    await waitFor(actor, (s) => s.context.today?.consultations === 5);
    answerFirst(today(1));
    await Promise.resolve();
    expect(asked).toBe(2);
    expect(actor.getSnapshot().context.today?.consultations).toBe(5);
  });

  it('keeps the last count when counting fails', async () => {
    const { actor } = start([today(3), new Error('down')]);
    await waitFor(actor, (s) => s.context.today?.consultations === 3);
    actor.send({ type: 'RECORDS_CHANGED' });
    await waitFor(actor, (s) => s.matches({ today: 'shown' }) && s.context.today !== null);
    expect(actor.getSnapshot().context.today?.consultations).toBe(3);
  });

  it('reads the example values again after a publish, and keeps them when that fails', async () => {
    const { actor } = start([today(0)], [new Error('down'), []]);
    expect(actor.getSnapshot().context.readyToPublish).toEqual([ITEM]);
    actor.send({ type: 'CONTENT_CHANGED' });
    await waitFor(actor, (s) => s.matches({ facts: 'shown' }));
    expect(actor.getSnapshot().context.readyToPublish).toEqual([ITEM]);
    actor.send({ type: 'CONTENT_CHANGED' });
    await waitFor(actor, (s) => s.context.readyToPublish.length === 0);
  });
});
