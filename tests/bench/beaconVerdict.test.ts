import { describe, expect, it } from 'vitest';
import { withinNoise } from '../../bench/beacon/verdict';

// bench:beacon calls visit counting's cost noise when each build's median lies within the other's
// runs: the machine's own spread could have made the difference, whichever way it points.
describe('withinNoise', () => {
  it('holds when the runs overlap around both medians', () => {
    expect(withinNoise([30, 40, 55], [35, 45, 60])).toBe(true);
  });

  it('holds at the very ends of the other build’s runs', () => {
    expect(withinNoise([10, 20, 30], [20, 30, 40])).toBe(true);
  });

  it('fails when one build is slower in every run', () => {
    expect(withinNoise([10, 12, 14], [20, 22, 24])).toBe(false);
  });

  it('fails when only one median falls outside the other’s runs', () => {
    // [0, 50, 100] holds the other median 60; [55, 60, 65] does not hold 50.
    expect(withinNoise([0, 50, 100], [55, 60, 65])).toBe(false);
    expect(withinNoise([55, 60, 65], [0, 50, 100])).toBe(false);
  });

  it('says nothing of a build that was not measured', () => {
    expect(withinNoise([], [1, 2, 3])).toBe(false);
    expect(withinNoise([1, 2, 3], [])).toBe(false);
  });
});
