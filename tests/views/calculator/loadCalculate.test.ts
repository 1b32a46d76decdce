import { describe, expect, it, vi } from 'vitest';
import { calculate } from '../../../contract/calculatorEngine';
import { EMPTY_CALCULATOR } from '../../../contract/calculatorFields';
import { calculateLoader, forOnePress } from '../../../src/features/calculator/loadCalculate';

describe('calculateLoader', () => {
  it('fetches the arithmetic once however often it is asked for', async () => {
    const importEngine = vi.fn(async () => ({ calculate }));
    const load = calculateLoader(importEngine);
    expect(await load()).toBe(calculate);
    expect(await load()).toBe(calculate);
    expect(importEngine).toHaveBeenCalledTimes(1);
  });

  it('tries again after a fetch that failed: a phone back online computes at its next press', async () => {
    const importEngine = vi
      .fn<() => Promise<{ calculate: typeof calculate }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ calculate });
    const load = calculateLoader(importEngine);
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(await load()).toBe(calculate);
    expect(importEngine).toHaveBeenCalledTimes(2);
  });
});

describe('forOnePress', () => {
  const mode = 'inheritance' as const;
  const first = { ...EMPTY_CALCULATOR, estate: '20억' };
  const second = { ...EMPTY_CALCULATOR, estate: '30억' };

  it('answers the same question twice from one estimate', () => {
    const engine = vi.fn(calculate);
    const press = forOnePress(engine);
    expect(press(mode, first)).toBe(press(mode, first));
    expect(engine).toHaveBeenCalledTimes(1);
  });

  it('estimates again for other values or another mode, never handing back a stale answer', () => {
    const engine = vi.fn(calculate);
    const press = forOnePress(engine);
    const twenty = press(mode, first);
    const thirty = press(mode, second);
    expect(thirty).toEqual(calculate(mode, second));
    expect(thirty).not.toEqual(twenty);
    expect(press('gift', second)).toEqual(calculate('gift', second));
    expect(engine).toHaveBeenCalledTimes(3);
  });
});
