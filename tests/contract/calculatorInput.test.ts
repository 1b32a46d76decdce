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
import { charCount } from '../../contract/graphemes';
import { CONSULTATION_LIMITS } from '../../contract/limits';
import { parseTyped } from './support/typedCalculator';

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

describe('counselDraftFor', () => {
  it('summarises a gift in a few lines with the estimate', () => {
    const parsed = parseTyped('gift', { giftAmount: '1억' });
    if (!parsed.ok) throw new Error('valid input');
    const draft = counselDraftFor(parsed.input, estimateFor(parsed.input));
    expect(draft.consultation_type).toBe('gift');
    expect(draft.content).toContain('증여재산 1억 원');
    expect(draft.content).toContain('납부할 세액(예상) 485만 원');
  });

  it('carries the family inputs (decision 100) into the consultation', () => {
    const parsed = parseTyped('inheritance', {
      estate: '15억',
      elderly: '1',
      disabled: '남 45',
      cohabited: 'yes',
      cohabitedHome: '8억',
      cohabitedHomeDebt: '2억',
      heirGifts: '1억',
      heirGiftDeductions: '5000만',
      skippedShare: '3억',
      skippedMinor: 'yes',
    });
    if (!parsed.ok) throw new Error('valid input');
    const { content } = counselDraftFor(parsed.input, estimateFor(parsed.input));
    expect(content).toContain('65세 이상 1명 / 장애인 남 45세');
    expect(content).toContain('동거주택: 예 (주택 8억 원, 담보채무 2억 원)');
    expect(content).toContain('손자녀 등이 받는 재산 3억 원 (미성년)');
    expect(content).toContain('받은 증여재산공제 5,000만 원');
    const gift = parseTyped('gift', {
      giftAmount: '1억',
      earlierGifts: '1억',
      earlierSkippedGifts: '5000만',
    });
    if (!gift.ok) throw new Error('valid input');
    expect(counselDraftFor(gift.input, estimateFor(gift.input)).content).toContain(
      '그중 세대생략 5,000만 원',
    );
  });

  it('fits the consultation content limit with the longest inputs', () => {
    const huge = '999,999,999,999';
    const parsed = parseTyped('inheritance', {
      estate: huge,
      financialAssets: huge,
      debts: huge,
      funeralCosts: huge,
      spouseInherits: huge,
      children: '10',
      minorAges: '1,2,3,4,5,6,7,8,9,10',
      heirGifts: huge,
      heirGiftTax: huge,
      heirGiftDeductions: huge,
      elderly: '10',
      disabled: Array(10).fill('여 100').join(', '),
      cohabited: 'yes',
      cohabitedHome: huge,
      cohabitedHomeDebt: huge,
      skippedShare: huge,
      skippedMinor: 'yes',
    });
    if (!parsed.ok) throw new Error('valid input');
    const { content } = counselDraftFor(parsed.input, estimateFor(parsed.input));
    expect(charCount(content)).toBeLessThanOrEqual(CONSULTATION_LIMITS.contentMax);
  });
});

describe('parseCalculator: second donors, co-heirs, the spouse’s gifts, 봉안, assumed debt', () => {
  it('reads the deceased’s parents as heirs only when there is no child (민법 제1000조)', () => {
    expect(
      parseTyped('inheritance', { estate: '10억', children: '0', ascendantHeirs: '2' }),
    ).toMatchObject({ ok: true, input: { inheritance: { children: 0, ascendantHeirs: 2 } } });
    expect(
      parseTyped('inheritance', { estate: '10억', children: '1', ascendantHeirs: '2' }),
    ).toMatchObject({ ok: true, input: { inheritance: { children: 1, ascendantHeirs: 0 } } });
    // At most four (two parents, or four grandparents); more is read as four.
    expect(
      parseTyped('inheritance', { estate: '10억', children: '0', ascendantHeirs: '5' }),
    ).toMatchObject({ ok: true, input: { inheritance: { ascendantHeirs: 4 } } });
  });

  it('takes the spouse’s gifts up to the gifts to heirs, exactly and one won past', () => {
    expect(
      parseTyped('inheritance', { estate: '10억', heirGifts: '8억', spouseGifts: '8억' }),
    ).toMatchObject({ ok: true, input: { inheritance: { spouseGifts: 800_000_000 } } });
    expect(
      parseTyped('inheritance', { estate: '10억', heirGifts: '8억', spouseGifts: '8억 1원' }),
    ).toEqual({ ok: false, errors: { spouseGifts: M.spouseGiftsTooLarge } });
    // No spouse: the field is not read.
    expect(
      parseTyped('inheritance', { estate: '10억', spouse: 'no', spouseGifts: 'abc' }),
    ).toMatchObject({ ok: true, input: { inheritance: { spouseGifts: 0 } } });
  });

  it('reads 봉안·자연장지 costs as their own amount', () => {
    expect(parseTyped('inheritance', { estate: '10억', enshrinementCosts: '300만' })).toMatchObject(
      { ok: true, input: { inheritance: { enshrinementCosts: 3_000_000 } } },
    );
  });

  it('takes an assumed debt up to the gift, exactly and one won past (제47조제1항)', () => {
    expect(parseTyped('gift', { giftAmount: '5억', assumedDebt: '5억' })).toMatchObject({
      ok: true,
      input: { gift: { assumedDebt: 500_000_000 } },
    });
    expect(parseTyped('gift', { giftAmount: '5억', assumedDebt: '5억 1원' })).toEqual({
      ok: false,
      errors: { assumedDebt: M.assumedDebtTooLarge },
    });
  });

  it('reads a second donor’s gifts where the class shares one deduction, the deduction they used when known', () => {
    expect(parseTyped('gift', { giftAmount: '1억', otherDonorGifts: '5,000만' })).toMatchObject({
      ok: true,
      input: { gift: { otherDonorGifts: 50_000_000, otherDonorDeduction: null } },
    });
    expect(
      parseTyped('gift', {
        giftAmount: '1억',
        otherDonorGifts: '5,000만',
        otherDonorDeduction: '5,000만',
      }),
    ).toMatchObject({ ok: true, input: { gift: { otherDonorDeduction: 50_000_000 } } });
    expect(
      parseTyped('gift', {
        giftAmount: '1억',
        otherDonorGifts: '5,000만',
        otherDonorDeduction: '5,000만 1원',
      }),
    ).toEqual({ ok: false, errors: { otherDonorDeduction: M.otherDeductionTooLarge } });
    expect(
      parseTyped('gift', { giftAmount: '1억', otherDonorGifts: '1억', otherDonorDeduction: 'x' }),
    ).toEqual({ ok: false, errors: { otherDonorDeduction: M.amountNotNumber } });
    // A spouse and someone not a relative have no class to share with: the fields are not read.
    for (const relation of ['spouse', 'unrelated']) {
      expect(
        parseTyped('gift', {
          giftAmount: '1억',
          relation,
          otherDonorGifts: 'abc',
          otherDonorDeduction: 'abc',
        }),
      ).toMatchObject({
        ok: true,
        input: { gift: { otherDonorGifts: 0, otherDonorDeduction: null } },
      });
    }
  });

  it('gives the estimate through the page’s own parsing: 부모 1억 after 조부모 5,000만 (제53조제2호)', () => {
    const parsed = parseTyped('gift', { giftAmount: '1억', otherDonorGifts: '5000만' });
    if (parsed.ok !== true) throw new Error('expected a parse');
    expect(estimateFor(parsed.input).payable).toBe(9_700_000);
  });
});

describe('parseCalculator: deemed and presumed inheritance', () => {
  it('takes what cannot be accounted for up to what was withdrawn, exactly and one won past', () => {
    expect(
      parseTyped('inheritance', {
        estate: '10억',
        insurance: '1억',
        retirementPay: '5000만',
        withdrawnYear: '2억',
        withdrawnTwoYears: '3억',
        unexplained: '3억',
      }),
    ).toMatchObject({
      ok: true,
      input: {
        inheritance: {
          insurance: 100_000_000,
          retirementPay: 50_000_000,
          withdrawnYear: 200_000_000,
          withdrawnTwoYears: 300_000_000,
          unexplained: 300_000_000,
        },
      },
    });
    expect(
      parseTyped('inheritance', { estate: '10억', withdrawnYear: '2억', unexplained: '2억 1원' }),
    ).toEqual({ ok: false, errors: { unexplained: M.unexplainedTooLarge } });
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
