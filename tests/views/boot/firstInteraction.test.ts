import { describe, expect, it } from 'vitest';
import { INTERACTED, INTERACTIONS, noteFirstInteraction } from '../../../src/firstInteraction';

function page() {
  const root = document.createElement('html');
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
  return { root, target, listeners };
}

describe('the visitor’s first interaction', () => {
  it('has not happened while the visitor only reads, moves the pointer or scrolls', () => {
    const { root, target } = page();
    noteFirstInteraction(root, target);
    for (const type of ['focus', 'mousemove', 'pointermove', 'wheel', 'scroll', 'touchmove'])
      target.dispatchEvent(new Event(type));
    expect(root.hasAttribute(INTERACTED)).toBe(false);
  });

  it.each(INTERACTIONS)('is a %s', (type) => {
    const { root, target } = page();
    noteFirstInteraction(root, target);
    target.dispatchEvent(new Event(type));
    expect(root.hasAttribute(INTERACTED)).toBe(true);
  });

  it('stops listening once it has happened, and never holds up or cancels the interaction', () => {
    const { root, target, listeners } = page();
    noteFirstInteraction(root, target);
    const key = new Event('keydown', { cancelable: true });
    target.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
    expect(
      listeners.options.every((o) => JSON.stringify(o) === '{"capture":true,"passive":true}'),
    ).toBe(true);
    expect([...listeners.added].sort()).toEqual([...INTERACTIONS].sort());
    expect([...listeners.removed].sort()).toEqual([...INTERACTIONS].sort());
  });

  it('listens once: the second call (src/boot.ts after the inline script) adds nothing, before or after', () => {
    const { root, target, listeners } = page();
    noteFirstInteraction(root, target);
    noteFirstInteraction(root, target);
    expect(listeners.added).toHaveLength(INTERACTIONS.length);
    target.dispatchEvent(new Event('pointerdown'));
    noteFirstInteraction(root, target);
    expect(listeners.added).toHaveLength(INTERACTIONS.length);
    expect(root.hasAttribute(INTERACTED)).toBe(true);
  });
});
