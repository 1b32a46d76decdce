import { describe, expect, it } from 'vitest';
import { nextClickOrKey, PRESSES } from '../../../src/nextClickOrKey';

const pending = Symbol('pending');
const settled = (promise: Promise<void>) =>
  Promise.race([
    promise.then(() => 'pressed'),
    new Promise((resolve) => setTimeout(resolve, 0, pending)),
  ]);

function watchedTarget() {
  const target = new EventTarget();
  const listeners = { added: [] as string[], removed: [] as string[], options: [] as unknown[] };
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (type, listener, options) => {
    listeners.added.push(type);
    listeners.options.push(options);
    add(type, listener, options);
  };
  target.removeEventListener = (type, listener, options) => {
    listeners.removed.push(type);
    remove(type, listener, options);
  };
  return { target, listeners };
}

describe('the visitor’s next press', () => {
  it('is not reading, pointing, scrolling, or a finger that starts a scroll', async () => {
    const { target } = watchedTarget();
    const pressed = nextClickOrKey(target);
    for (const type of [
      'focus',
      'mousemove',
      'pointermove',
      'wheel',
      'scroll',
      'touchstart',
      'touchmove',
      'pointerdown',
      'pointercancel',
    ])
      target.dispatchEvent(new Event(type));
    expect(await settled(pressed)).toBe(pending);
  });

  it.each(PRESSES)('is a %s', async (type) => {
    const { target } = watchedTarget();
    const pressed = nextClickOrKey(target);
    target.dispatchEvent(new Event(type));
    expect(await settled(pressed)).toBe('pressed');
  });

  it('stops listening once pressed, and never holds up or cancels the press', async () => {
    const { target, listeners } = watchedTarget();
    const pressed = nextClickOrKey(target);
    const key = new Event('keydown', { cancelable: true });
    target.dispatchEvent(key);
    await pressed;
    expect(key.defaultPrevented).toBe(false);
    expect(
      listeners.options.every((o) => JSON.stringify(o) === '{"capture":true,"passive":true}'),
    ).toBe(true);
    expect([...listeners.added].sort()).toEqual([...PRESSES].sort());
    expect([...listeners.removed].sort()).toEqual([...PRESSES].sort());
  });
});
