import { describe, expect, it } from 'vitest';
import { MODE_FIELDS } from '../../contract/calculatorFields';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import { parseAmount } from '../../contract/calculatorParsing';
import { parseTyped } from './support/typedCalculator';

// The edges of the calculator's reading that the other contract tests leave open: amounts, ages,
// relations, boxes and shares as typed. Found by `npm run test:mutation contract`.
describe('parseAmount at its edges', () => {
  it('reads 천만 and 조 with any number of digits', () => {
    expect(parseAmount('12천만')).toEqual({ ok: true, value: 120_000_000 });
    expect(parseAmount('1억12만')).toEqual({ ok: true, value: 100_120_000 });
    // 10조 is a number, only too large — not "not a number".
    expect(parseAmount('10조')).toEqual({ ok: false, message: M.amountTooLarge });
  });

  it('a 원 or a minus anywhere but at its place is not a number', () => {
    expect(parseAmount('1원5')).toEqual({ ok: false, message: M.amountNotNumber });
    expect(parseAmount('5-3')).toEqual({ ok: false, message: M.amountNotNumber });
  });
});

describe('parseCalculator rules', () => {
  const minorAgesError = (minorAges: string) => {
    const parsed = parseTyped('inheritance', { estate: '1억', minorAges });
    return parsed.ok ? undefined : parsed.errors.minorAges;
  };

  it('minor ages are one or two digits under 19, with or without 세', () => {
    expect(minorAgesError('18')).toBeUndefined();
    expect(minorAgesError('0, 18세')).toBeUndefined();
    expect(minorAgesError('19')).toBe(M.minorAgesInvalid);
    expect(minorAgesError('007')).toBe(M.minorAgesInvalid);
    expect(minorAgesError('1.5')).toBe(M.minorAgesInvalid);
    expect(minorAgesError('세7')).toBe(M.minorAgesInvalid);
  });

  it('a relation the page does not offer counts as unrelated', () => {
    const parsed = parseTyped('gift', { giftAmount: '1억', relation: 'cousin' });
    expect(parsed).toMatchObject({ ok: true, input: { gift: { relation: 'unrelated' } } });
  });

  it('from a parent, the generation-skip and marriage boxes count when ticked', () => {
    const ticked = parseTyped('gift', {
      giftAmount: '1억',
      relation: 'minorDescendant',
      skipsGeneration: 'yes',
      marriageOrBirth: 'yes',
    });
    expect(ticked).toMatchObject({
      ok: true,
      input: { gift: { skipsGeneration: true, marriageOrBirth: true } },
    });
    const unticked = parseTyped('gift', { giftAmount: '1억', relation: 'minorDescendant' });
    expect(unticked).toMatchObject({
      ok: true,
      input: { gift: { skipsGeneration: false, marriageOrBirth: false } },
    });
  });

  it('without a spouse, the spouse share is neither read nor checked', () => {
    const parsed = parseTyped('inheritance', {
      estate: '1억',
      spouse: 'no',
      spouseInherits: 'abc',
    });
    expect(parsed).toMatchObject({
      ok: true,
      input: { inheritance: { hasSpouse: false, spouseInherits: 0 } },
    });
  });

  it('shares are compared with the estate only when the estate itself is valid', () => {
    expect(
      parseTyped('inheritance', { estate: '', spouseInherits: '5억', financialAssets: '5억' }),
    ).toEqual({ ok: false, errors: { estate: M.amountRequired } });
    expect(
      parseTyped('inheritance', {
        estate: '10억',
        spouseInherits: '10억',
        financialAssets: '10억',
      }),
    ).toMatchObject({ ok: true });
  });

  it('a wrong share keeps its own message, not the "larger than the estate" one', () => {
    expect(
      parseTyped('inheritance', { estate: '1억', spouseInherits: '-5', financialAssets: 'x' }),
    ).toEqual({
      ok: false,
      errors: { spouseInherits: M.amountNegative, financialAssets: M.amountNotNumber },
    });
  });

  it('each mode lists its fields in page order (the first wrong one gets focus)', () => {
    expect(MODE_FIELDS).toEqual({
      inheritance: [
        'eventDate',
        'estate',
        'insurance',
        'retirementPay',
        'financialAssets',
        'debts',
        'funeralCosts',
        'enshrinementCosts',
        'spouse',
        'spouseInherits',
        'children',
        'representedLines',
        'ascendantHeirs',
        'siblings',
        'renounced',
        'minorAges',
        'elderly',
        'disabled',
        'cohabited',
        'cohabitedHome',
        'cohabitedHomeDebt',
        'heirGifts',
        'heirGiftDeductions',
        'heirGiftTax',
        'spouseGifts',
        'skippedShare',
        'skippedMinor',
        'withdrawnYear',
        'withdrawnTwoYears',
        'unexplained',
      ],
      gift: [
        'eventDate',
        'giftAmount',
        'assumedDebt',
        'relation',
        'skipsGeneration',
        'marriageOrBirth',
        'earlierGifts',
        'earlierGiftTax',
        'earlierSkippedGifts',
        'otherDonorGifts',
        'otherDonorDeduction',
      ],
    });
  });
});
