import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { useDeferredActor, useDeferredSelector } from '../../../src/components/useDeferredActor';

const counterMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'ADDED'; amount: number },
    input: {} as { start: number },
  },
}).createMachine({
  context: ({ input }) => ({ count: input.start }),
  on: {
    ADDED: { actions: assign({ count: ({ context, event }) => context.count + event.amount }) },
  },
});

/** A machine download the test finishes when it wants to. */
function slowDownload() {
  let finish: () => void = () => {};
  const arrived = new Promise<typeof counterMachine>((resolve) => {
    finish = () => resolve(counterMachine);
  });
  let calls = 0;
  const load = () => {
    calls += 1;
    return arrived;
  };
  return { load, finish, calls: () => calls };
}

function Counter({ load }: { load: () => Promise<typeof counterMachine> }) {
  const actor = useDeferredActor(load, { start: 5 });
  const count = useDeferredSelector(actor, (snapshot) => snapshot.context.count, 5);
  return (
    <button type="button" onClick={() => actor.send({ type: 'ADDED', amount: 1 })}>
      {count}
    </button>
  );
}

async function arrive(finish: () => void) {
  await act(async () => {
    finish();
    await new Promise((resolve) => setImmediate(resolve));
  });
}

describe('useDeferredActor', () => {
  it('shows the initial value until the machine runs, then the machine’s state', async () => {
    const download = slowDownload();
    render(
      <StrictMode>
        <Counter load={download.load} />
      </StrictMode>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('5');
    await arrive(download.finish);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('6');
    // StrictMode mounts twice; the machine is still downloaded once.
    expect(download.calls()).toBe(1);
  });

  it('keeps what the visitor did before the machine arrived and replays it in order', async () => {
    const download = slowDownload();
    render(<Counter load={download.load} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('5');
    await arrive(download.finish);
    expect(screen.getByRole('button')).toHaveTextContent('7');
  });
});
