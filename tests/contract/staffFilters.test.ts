import { describe, expect, it } from 'vitest';
import {
  listSearch,
  presetRange,
  readListSearch,
  seoulToday,
  typedDay,
} from '../../contract/staffFilters';

describe('typedDay', () => {
  it('reads the forms people write a day in, short ones in today’s year', () => {
    const today = '2026-12-06';
    for (const [typed, day] of [
      ['2026-12-06', '2026-12-06'],
      ['2026.12.06', '2026-12-06'],
      ['2026. 12. 6.', '2026-12-06'],
      ['2026/12/6', '2026-12-06'],
      ['20261206', '2026-12-06'],
      ['12/6', '2026-12-06'],
      [' 1.5 ', '2026-01-05'],
      ['12월 6일', '2026-12-06'],
    ]) {
      expect(typedDay(typed ?? '', today), typed).toBe(day);
    }
  });

  it('leaves anything else as typed (trimmed), for the schema to refuse', () => {
    expect(typedDay(' 어제 ', '2026-12-06')).toBe('어제');
    expect(typedDay('2026-1206', '2026-12-06')).toBe('2026-1206');
    expect(typedDay('', '2026-12-06')).toBe('');
  });
});

describe('presetRange', () => {
  it('today, this week from Monday to Sunday, this month', () => {
    // 2026-12-06 is a Sunday.
    expect(presetRange('today', '2026-12-06')).toEqual({ from: '2026-12-06', to: '2026-12-06' });
    expect(presetRange('week', '2026-12-06')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(presetRange('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(presetRange('month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('counts today in Korea: 15:00 UTC is already the next day', () => {
    expect(seoulToday(Date.parse('2026-12-05T14:59:00Z'))).toBe('2026-12-05');
    expect(seoulToday(Date.parse('2026-12-05T15:00:00Z'))).toBe('2026-12-06');
  });
});

describe('the list address', () => {
  it('keeps what is set and reads it back', () => {
    const address = {
      filters: {
        status: 'new' as const,
        from: '2026-12-06',
        to: '2026-12-06',
        q: '010 1234',
        type: 'gift',
      },
      page: 2,
      open: 31,
    };
    const search = listSearch(address);
    expect(search).toBe(
      '?q=010+1234&status=new&type=gift&from=2026-12-06&to=2026-12-06&page=2&open=31',
    );
    expect(readListSearch(search)).toEqual(address);
    expect(listSearch({ filters: { status: '', from: '', to: '' }, page: 1, open: null })).toBe('');
  });

  it('leaves unset what it cannot hold', () => {
    expect(readListSearch('?status=gone&type=gone&page=0&open=x')).toEqual({
      filters: { status: '', from: '', to: '', q: '', type: '' },
      page: 1,
      open: null,
    });
  });
});
