import { describe, expect, it } from 'vitest';
import { estimateFor } from '../../contract/calculatorInput';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import { parseTyped } from './support/typedCalculator';

// The calculator's later inputs, each part against its whole exactly and one won past: second
// donors, co-heirs, the spouse's gifts, 봉안, an assumed debt, deemed and presumed inheritance.
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
