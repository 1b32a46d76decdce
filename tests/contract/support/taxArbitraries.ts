import fc from 'fast-check';
import { expect } from 'vitest';
import { GIFT_RELATIONS, type GiftInput } from '../../../contract/giftArithmetic';
import { type InheritanceInput, SEXES } from '../../../contract/inheritanceInput';
import { estimateGiftTax, estimateInheritanceTax } from '../../../contract/taxEstimate';

// The inputs the tax properties draw (fast-check), and the check that a raise never lowers or
// never raises the tax.
export const amount = fc.integer({ min: 0, max: 1_000_000_000_000 });
export const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
export const share = fc.double({ min: 0, max: 1, noNaN: true });
export const part = (whole: number, ratio: number) => Math.floor(whole * ratio);

export const disabledPerson = fc.record({
  age: fc.integer({ min: 0, max: 110 }),
  sex: fc.constantFrom(...SEXES),
});

export const inheritanceInput = fc
  .record({
    estate: amount,
    insurance: fc.option(amount, { nil: 0 }),
    retirementPay: fc.option(amount, { nil: 0 }),
    withdrawnYear: fc.option(amount, { nil: 0 }),
    withdrawnTwoYears: fc.option(amount, { nil: 0 }),
    unexplainedShare: fc.option(share, { nil: 0 }),
    financialShare: share,
    debts: amount,
    funeralCosts: fc.integer({ min: 0, max: 50_000_000 }),
    enshrinementCosts: fc.integer({ min: 0, max: 20_000_000 }),
    hasSpouse: fc.boolean(),
    spouseShare: share,
    children: fc.integer({ min: 0, max: 10 }),
    representedLines: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    ascendantHeirs: fc.integer({ min: 0, max: 4 }),
    siblings: fc.integer({ min: 0, max: 6 }),
    renounced: fc.integer({ min: 0, max: 10 }),
    spouseGiftShare: share,
    minorAges: fc.array(fc.integer({ min: 0, max: 18 }), { maxLength: 10 }),
    heirGifts: amount,
    heirGiftTax: amount,
    giftDeductionShare: share,
    elderly: fc.integer({ min: 0, max: 10 }),
    disabled: fc.array(disabledPerson, { maxLength: 3 }),
    homeShare: fc.option(share, { nil: 0 }),
    cohabitedHomeDebt: amount,
    skippedShare: fc.option(share, { nil: 0 }),
    skippedMinor: fc.boolean(),
  })
  .map(
    ({
      financialShare,
      spouseShare,
      minorAges,
      giftDeductionShare,
      homeShare,
      skippedShare,
      spouseGiftShare,
      unexplainedShare,
      ...rest
    }): InheritanceInput => ({
      ...rest,
      unexplained: part(Math.max(rest.withdrawnYear, rest.withdrawnTwoYears), unexplainedShare),
      ascendantHeirs: rest.children || rest.representedLines.length ? 0 : rest.ascendantHeirs,
      siblings:
        rest.children || rest.representedLines.length || rest.ascendantHeirs || rest.hasSpouse
          ? 0
          : rest.siblings,
      renounced: Math.min(rest.renounced, rest.children || rest.ascendantHeirs),
      spouseGifts: rest.hasSpouse ? part(rest.heirGifts, spouseGiftShare) : 0,
      financialAssets: part(rest.estate, financialShare),
      spouseInherits: rest.hasSpouse ? part(rest.estate, spouseShare) : 0,
      minorAges: minorAges.slice(0, rest.children),
      heirGiftDeductions: part(rest.heirGifts, giftDeductionShare),
      cohabitedHome: part(rest.estate, homeShare),
      skippedShare: part(rest.estate, skippedShare),
    }),
  );

export const giftInput = fc
  .record({
    amount,
    relation: fc.constantFrom(...GIFT_RELATIONS),
    skipsGeneration: fc.boolean(),
    marriageOrBirth: fc.boolean(),
    earlierGifts: amount,
    earlierSkippedShare: share,
    earlierGiftTax: amount,
    debtShare: fc.option(share, { nil: 0 }),
    otherDonorGifts: fc.option(amount, { nil: 0 }),
    otherDeductionShare: fc.option(share, { nil: null }),
  })
  .map(
    ({ earlierSkippedShare, debtShare, otherDeductionShare, ...rest }): GiftInput => ({
      ...rest,
      assumedDebt: part(rest.amount, debtShare),
      earlierSkippedGifts: part(rest.earlierGifts, earlierSkippedShare),
      otherDonorDeduction:
        otherDeductionShare === null ? null : part(rest.otherDonorGifts, otherDeductionShare),
    }),
  );

export const payableOfInheritance = (input: InheritanceInput) =>
  estimateInheritanceTax(input).payable;
export const payableOfGift = (input: GiftInput) => estimateGiftTax(input).payable;

/**
 * For every drawn input and amount `more`, the tax after `raise` is never below (`'less'`) or never
 * above (`'more'`) the tax before it.
 */
export function assertRaiseNeverCosts<Input extends object>(
  direction: 'less' | 'more',
  inputs: fc.Arbitrary<Input>,
  payable: (input: Input) => number,
  raise: (input: Input, more: number) => Partial<Input>,
) {
  fc.assert(
    fc.property(inputs, amount, (input, more) => {
      const raised = payable({ ...input, ...raise(input, more) });
      if (direction === 'less') expect(raised).toBeGreaterThanOrEqual(payable(input));
      else expect(raised).toBeLessThanOrEqual(payable(input));
    }),
  );
}
