import { describe, expect, it } from 'vitest';
import { balancedLoadOrder, warmUpOrder } from '../../bench/api/loadOrder';

/** How often each target is loaded right after each other one, the warm-up's last load included. */
function followers(order: number[], warmedUpLast: number) {
  const pairs = new Map<string, number>();
  let before = warmedUpLast;
  for (const target of order) {
    const pair = `${before}→${target}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    before = target;
  }
  return pairs;
}

describe('the order bench:api loads its three PostgreSQL lists in', () => {
  const order = balancedLoadOrder(3, 6);

  it('loads each target six times', () => {
    expect(order).toHaveLength(18);
    for (const target of [0, 1, 2]) {
      expect(order.filter((one) => one === target)).toHaveLength(6);
    }
  });

  it('loads each target three times right after each of the other two, never after itself', () => {
    const warmUp = warmUpOrder(order);
    expect([...warmUp].sort()).toEqual([0, 1, 2]);
    const pairs = followers(order, warmUp.at(-1) ?? -1);
    expect(Object.fromEntries(pairs)).toEqual({
      '0→1': 3,
      '0→2': 3,
      '1→0': 3,
      '1→2': 3,
      '2→0': 3,
      '2→1': 3,
    });
  });

  it('balances two and five targets the same way', () => {
    const two = balancedLoadOrder(2, 4);
    expect(two).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
    const five = balancedLoadOrder(5, 4);
    const pairs = followers(five, warmUpOrder(five).at(-1) ?? -1);
    expect(pairs.size).toBe(20);
    expect(new Set(pairs.values())).toEqual(new Set([1]));
  });

  it('refuses counts it cannot balance', () => {
    expect(() => balancedLoadOrder(4, 6)).toThrow(/prime/);
    expect(() => balancedLoadOrder(3, 5)).toThrow(/multiple of 2/);
  });
});
