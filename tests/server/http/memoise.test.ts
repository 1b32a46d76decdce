// The review list's masking and instants are remembered (server/memoise.ts, decision 160):
// the same answer as computing afresh, each key computed once, and never more than `max` kept.
import { describe, expect, test, vi } from 'vitest';
import { maskAuthor } from '../../../contract/format';
import { memoise } from '../../../server/memoise';
import { publicReview } from '../../../server/routes/reviews';

describe('memoise', () => {
  test('computes a key once, and again only after more than max keys were asked for', () => {
    const compute = vi.fn((key: number) => key * 2);
    const double = memoise(compute, 2);
    expect([double(1), double(1), double(2), double(2)]).toEqual([2, 2, 4, 4]);
    expect(compute).toHaveBeenCalledTimes(2);
    // A third key: the two kept are forgotten, the third is kept.
    expect(double(3)).toBe(6);
    expect(double(3)).toBe(6);
    expect(compute).toHaveBeenCalledTimes(3);
    expect(double(1)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(4);
  });

  test('what a key stands for is read when the key is new, and never for a key remembered', () => {
    const compute = vi.fn((_search: string, query: { page: string }) => Number(query.page));
    const pageOf = memoise(compute);
    expect(pageOf('page=2', { page: '2' })).toBe(2);
    expect(pageOf('page=3', { page: '3' })).toBe(3);
    expect(pageOf('page=2', { page: 'not read' })).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  test('an answer that is falsy (0, an empty string) is remembered like any other', () => {
    const compute = vi.fn((key: string) => (key === 'zero' ? 0 : ''));
    const answer = memoise(compute);
    expect([answer('zero'), answer('zero'), answer('empty'), answer('empty')]).toEqual([
      0,
      0,
      '',
      '',
    ]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  test('a failure is not remembered', () => {
    let calls = 0;
    const flaky = memoise((key: string) => {
      calls += 1;
      if (calls === 1) throw new Error('first call fails');
      return key.length;
    });
    expect(() => flaky('abc')).toThrow('first call fails');
    expect(flaky('abc')).toBe(3);
  });

  test('a public review reads the same as the masking and the instant computed afresh', () => {
    const rows = [
      { username: '김철수', at: '2026-03-01T00:00:00.000Z' },
      { username: '김영희', at: '2026-03-01T00:00:00.001Z' },
      { username: '김철수', at: '2024-02-29T23:59:59.999Z' },
      { username: 'Lee', at: '2026-03-01T00:00:00.000Z' },
    ];
    for (const [index, { username, at }] of [...rows, ...rows].entries()) {
      const review = publicReview({
        id: index + 1,
        username,
        title: '제목',
        consultation_type: 'gift',
        created_at: new Date(at),
        views: 0,
      });
      expect(review.username).toBe(maskAuthor(username));
      expect(review.created_at).toBe(at);
    }
  });
});
