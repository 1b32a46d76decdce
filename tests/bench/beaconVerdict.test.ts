import { describe, expect, it } from 'vitest';
import { withinNoise } from '../../bench/beacon/verdict';

// bench:beacon calls visit counting's cost noise while the counting build's median is no higher
// than the slowest run of the same site without counting.
describe('withinNoise', () => {
  it('holds when the runs overlap', () => {
    expect(withinNoise([30, 40, 55], [35, 45, 60])).toBe(true);
  });

  it('holds at the slowest run without counting, and not a millisecond past it', () => {
    expect(withinNoise([10, 30, 40], [20, 25, 30])).toBe(true);
    expect(withinNoise([10, 31, 40], [20, 25, 30])).toBe(false);
  });

  it('fails when counting is slower in every run', () => {
    expect(withinNoise([20, 22, 24], [10, 12, 14])).toBe(false);
  });

  it('holds when counting measured faster: the beacon cannot speed a page up', () => {
    expect(withinNoise([764, 781, 842], [817, 826, 854])).toBe(true);
  });

  it('says nothing of a build that was not measured', () => {
    expect(withinNoise([], [1, 2, 3])).toBe(false);
    expect(withinNoise([1, 2, 3], [])).toBe(false);
  });
});
