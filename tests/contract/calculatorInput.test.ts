import { describe, expect, it } from 'vitest';
import { estimateFor } from '../../contract/calculatorInput';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import {
  amountInWords,
  parseAmount,
  parseDay,
  yearsBefore,
} from '../../contract/calculatorParsing';
import { counselDraftFor, lawNotes } from '../../contract/calculatorSummary';
import { parseTyped } from './support/typedCalculator';

// What the calculator reads from what visitors type: amounts, each mode's fields, the family's
// inputs, and the date of the death or the gift.
describe('parseAmount: what visitors type and paste', () => {
  it.each([
    ['1,500,000,000', 1_500_000_000],
    ['1500000000', 1_500_000_000],
    ['  1,500,000,000원 ', 1_500_000_000],
    ['15억', 1_500_000_000],
    ['15억 3000만', 1_530_000_000],
    ['15억 3,000만 원', 1_530_000_000],
    ['15억3천만', 1_530_000_000],
    ['1조', 1_000_000_000_000],
    ['0', 0],
  ])('%j → %d', (text, value) => expect(parseAmount(text)).toEqual({ ok: true, value }));

  it.each([
    ['-500', M.amountNegative],
    ['−500', M.amountNegative],
    ['1.5억', M.amountNotNumber],
    ['abc', M.amountNotNumber],
    ['1e9', M.amountNotNumber],
    ['1,000,000,000,001', M.amountTooLarge],
    ['99999999999999999999999', M.amountTooLarge],
  ])('%j → %s', (text, message) => expect(parseAmount(text)).toEqual({ ok: false, message }));

  it('tells empty apart', () => expect(parseAmount('  ')).toEqual({ ok: 'empty' }));

  it('shows the amount in words while typing, nothing for what is not an amount', () => {
    expect(amountInWords('1530000000')).toBe('15억 3,000만 원');
    expect(amountInWords('1,5')).toBe('15원');
    expect(amountInWords('-1')).toBe('');
    expect(amountInWords('')).toBe('');
  });
});

describe('parseCalculator', () => {
  it('asks for the estate, leaves optional amounts at 0', () => {
    expect(parseTyped('inheritance', {})).toEqual({
      ok: false,
      errors: { estate: M.amountRequired },
    });
    const parsed = parseTyped('inheritance', { estate: '20억', minorAges: '7, 12세' });
    expect(parsed).toMatchObject({
      ok: true,
      input: { inheritance: { estate: 2e9, debts: 0, children: 2, minorAges: [7, 12] } },
    });
  });

  it('names every wrong field of the chosen mode only', () => {
    const parsed = parseTyped('inheritance', {
      estate: '10억',
      spouseInherits: '11억',
      financialAssets: '20억',
      debts: '-1',
      minorAges: '3, 5, 7',
      giftAmount: 'abc',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        debts: M.amountNegative,
        spouseInherits: M.spouseShareTooLarge,
        financialAssets: M.financialTooLarge,
        minorAges: M.tooManyMinors,
      },
    });
    expect(parseTyped('inheritance', { estate: '1억', minorAges: '20' })).toEqual({
      ok: false,
      errors: { minorAges: M.minorAgesInvalid },
    });
    expect(parseTyped('gift', { estate: 'abc' })).toEqual({
      ok: false,
      errors: { giftAmount: M.amountRequired },
    });
  });

  it('ignores the generation and marriage boxes where the law does not allow them', () => {
    const parsed = parseTyped('gift', {
      giftAmount: '1억',
      relation: 'spouse',
      skipsGeneration: 'yes',
      marriageOrBirth: 'yes',
    });
    expect(parsed).toMatchObject({
      ok: true,
      input: { gift: { relation: 'spouse', skipsGeneration: false, marriageOrBirth: false } },
    });
  });
});

describe('parseCalculator: the family inputs of decision 100', () => {
  it.each([
    [
      'reads the disabled heirs as sex and age, in either order',
      '남 45, 70세 여자，여70',
      [
        { age: 45, sex: 'male' },
        { age: 70, sex: 'female' },
        { age: 70, sex: 'female' },
      ],
    ],
    [
      'reads the age first without 세 and the sex without 자 or 성 as well',
      '70여, 65세 남, 여성 30',
      [
        { age: 70, sex: 'female' },
        { age: 65, sex: 'male' },
        { age: 30, sex: 'female' },
      ],
    ],
  ])('%s', (_, typed, disabled) => {
    const parsed = parseTyped('inheritance', { estate: '10억', disabled: typed });
    expect(parsed).toMatchObject({ ok: true, input: { inheritance: { disabled } } });
  });

  it.each([
    '45',
    '남',
    '남 45, 미상',
    '남 1234',
    '가남 45',
    '45세 남자님',
    Array(11).fill('남 40').join(', '),
  ])('asks again for disabled heirs written as %j', (disabled) => {
    expect(parseTyped('inheritance', { estate: '10억', disabled })).toEqual({
      ok: false,
      errors: { disabled: M.disabledInvalid },
    });
  });

  it('asks the home value only once the family says the 동거주택 rule applies', () => {
    expect(parseTyped('inheritance', { estate: '10억', cohabitedHomeDebt: 'abc' })).toMatchObject({
      ok: true,
      input: { inheritance: { cohabitedHome: 0 } },
    });
    expect(parseTyped('inheritance', { estate: '10억', cohabited: 'yes' })).toEqual({
      ok: false,
      errors: { cohabitedHome: M.amountRequired },
    });
    expect(
      parseTyped('inheritance', {
        estate: '10억',
        cohabited: 'yes',
        cohabitedHome: '7억',
        cohabitedHomeDebt: '1억',
        elderly: '2',
      }),
    ).toMatchObject({
      ok: true,
      input: {
        inheritance: { cohabitedHome: 7e8, cohabitedHomeDebt: 1e8, elderly: 2 },
      },
    });
  });

  it('refuses a part larger than its whole', () => {
    expect(
      parseTyped('inheritance', {
        estate: '10억',
        heirGifts: '1억',
        heirGiftDeductions: '2억',
        cohabited: 'yes',
        cohabitedHome: '11억',
        skippedShare: '10억 1원',
      }),
    ).toEqual({
      ok: false,
      errors: {
        heirGiftDeductions: M.giftDeductionsTooLarge,
        cohabitedHome: M.homeTooLarge,
        skippedShare: M.skippedShareTooLarge,
      },
    });
    expect(
      parseTyped('gift', { giftAmount: '1억', earlierGifts: '1억', earlierSkippedGifts: '2억' }),
    ).toEqual({ ok: false, errors: { earlierSkippedGifts: M.skippedGiftsTooLarge } });
  });

  it('compares a part with its whole only when both were read: an unreadable whole keeps its own message alone', () => {
    expect(parseTyped('inheritance', { estate: 'abc', skippedShare: '1억' })).toEqual({
      ok: false,
      errors: { estate: M.amountNotNumber },
    });
  });

  it('leaves the home fields unread while the 동거주택 box is not ticked', () => {
    expect(
      parseTyped('inheritance', { estate: '10억', cohabitedHome: 'abc', cohabitedHomeDebt: 'abc' }),
    ).toMatchObject({
      ok: true,
      input: { inheritance: { cohabitedHome: 0, cohabitedHomeDebt: 0 } },
    });
  });

  it('takes skipped earlier gifts only from an ascendant', () => {
    const parsed = parseTyped('gift', {
      giftAmount: '1억',
      relation: 'otherRelative',
      earlierGifts: '1억',
      earlierSkippedGifts: '1억',
    });
    expect(parsed).toMatchObject({ ok: true, input: { gift: { earlierSkippedGifts: 0 } } });
  });
});

describe('the date of the death or the gift', () => {
  it.each([
    ['2024-02-29', '2024-02-29'],
    ['2023-02-29', null],
    ['1950-01-01', '1950-01-01'],
    ['1949-12-31', null],
    ['2100-12-31', '2100-12-31'],
    ['2101-01-01', null],
    ['2024-13-01', null],
    ['어제', null],
  ])('%s → %s', (text, day) => expect(parseDay(text)).toBe(day));

  it('refuses a date that is not one, with its own message', () => {
    expect(parseTyped('gift', { giftAmount: '1억', eventDate: '2023-02-29' })).toEqual({
      ok: false,
      errors: { eventDate: M.dateInvalid },
    });
  });

  it('counts the windows back from the day; 29 February goes to 1 March', () => {
    expect(yearsBefore('2026-12-01', 10)).toBe('2016-12-01');
    expect(yearsBefore('2024-02-29', 10)).toBe('2014-03-01');
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-03-01');
  });

  it('says today’s law is used for a day before its first day, not for the first day itself', () => {
    const on = (eventDate: string) => {
      const parsed = parseTyped('inheritance', { estate: '10억', eventDate });
      if (parsed.ok !== true) throw new Error('expected a parse');
      return lawNotes(parsed.input);
    };
    expect(on('2024-01-01')).toEqual([
      M.lawInForce('2024-01-01'),
      M.tenYears('상속개시일(돌아가신 날)', '2024-01-01', '2014-01-01'),
      M.presumedWindows('2023-01-01', '2022-01-01'),
    ]);
    expect(on('2023-12-31')).toEqual([
      M.lawInForce('2024-01-01'),
      M.lawEarlier('상속개시일(돌아가신 날)', '2023-12-31', '2024-01-01'),
      M.tenYears('상속개시일(돌아가신 날)', '2023-12-31', '2013-12-31'),
      M.presumedWindows('2022-12-31', '2021-12-31'),
    ]);
    expect(on('')).toEqual([M.lawInForce('2024-01-01'), M.lawToday('상속개시일(돌아가신 날)')]);
  });

  it('puts the day in the consultation draft', () => {
    const parsed = parseTyped('gift', { giftAmount: '1억', eventDate: '2026-03-02' });
    if (parsed.ok !== true) throw new Error('expected a parse');
    expect(counselDraftFor(parsed.input, estimateFor(parsed.input)).content.split('\n')[1]).toBe(
      '증여일: 2026-03-02',
    );
  });
});
