import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coHeirsOf, legalShares, spouseShareFraction } from '../../contract/heirs';
import { inheritanceFigures } from '../../contract/inheritanceArithmetic';
import type { InheritanceInput } from '../../contract/inheritanceInput';
import { estimateGiftTax, estimateInheritanceTax } from '../../contract/taxEstimate';
import {
  assertRaiseNeverCosts,
  gcd,
  giftInput,
  inheritanceInput,
  payableOfGift,
  payableOfInheritance,
} from './support/taxArbitraries';

// What holds for every family and gift the generators draw: never a negative tax, no deduction
// above the taxable value, and no raise of a share or a debt that costs in the wrong direction.
describe('properties', () => {
  it('inheritance: tax never negative, deductions never above the taxable value', () => {
    fc.assert(
      fc.property(inheritanceInput, (input) => {
        const estimate = estimateInheritanceTax(input);
        const taxable = estimate.lines.find((line) => line.label === '상속세 과세가액')?.amount;
        expect(estimate.payable).toBeGreaterThanOrEqual(0);
        expect(estimate.base).toBeGreaterThanOrEqual(0);
        expect(estimate.base).toBeLessThanOrEqual(taxable ?? Number.NaN);
      }),
    );
  });

  // §27's share is of the whole estate: a larger estate lowers the share a grandchild's fixed
  // amount bears. In whole won that can take one won off the surcharge while the tax itself stays,
  // so the amounts that also enlarge that whole rise here with no grandchild (the next property
  // raises the grandchild's part on its own).
  it.each(['estate', 'heirGifts'] as const)(
    'inheritance: a larger %s never costs less',
    (field) => {
      // §28②'s cap, rounded down, rises with larger gifts as the tax does (see the gift's own).
      const withoutGrandchild = inheritanceInput.map((drawn) => ({
        ...drawn,
        skippedShare: 0,
        heirGiftTax: field === 'heirGifts' ? 0 : drawn.heirGiftTax,
      }));
      assertRaiseNeverCosts('less', withoutGrandchild, payableOfInheritance, (input, more) => ({
        [field]: input[field] + more,
      }));
    },
  );

  it("inheritance: a grandchild's larger share never costs less", () => {
    assertRaiseNeverCosts('less', inheritanceInput, payableOfInheritance, (input, more) => ({
      skippedShare: Math.min(input.estate, input.skippedShare + more),
    }));
  });

  // Each raise stays inside what the form accepts: a part never above its whole. Debts stop
  // where the estate less the largest funeral cost ends: beyond it they no longer lower the
  // 과세가액 but still lower the spouse's statutory share.
  const deductionRaises: [
    string,
    (input: InheritanceInput, more: number) => Partial<InheritanceInput>,
  ][] = [
    ['funeralCosts', (i, more) => ({ funeralCosts: i.funeralCosts + more })],
    [
      'financialAssets',
      (i, more) => ({ financialAssets: Math.min(i.estate, i.financialAssets + more) }),
    ],
    [
      'spouseInherits',
      (i, more) => ({
        spouseInherits: i.hasSpouse ? Math.min(i.estate, i.spouseInherits + more) : 0,
      }),
    ],

    ['heirGiftTax', (i, more) => ({ heirGiftTax: i.heirGiftTax + more })],
    ['elderly', (i, more) => ({ elderly: i.elderly + (more % 3) })],
    [
      'disabled',
      (i, more) => ({
        disabled: [...i.disabled, { age: more % 101, sex: more % 2 ? 'male' : 'female' }],
      }),
    ],
    ['cohabitedHome', (i, more) => ({ cohabitedHome: Math.min(i.estate, i.cohabitedHome + more) })],
    [
      'debts',
      (i, more) => ({ debts: Math.max(i.debts, Math.min(i.estate - 10_000_000, i.debts + more)) }),
    ],
  ];
  it.each(deductionRaises)('inheritance: a larger %s never costs more', (_, raise) => {
    assertRaiseNeverCosts('more', inheritanceInput, payableOfInheritance, raise);
  });

  // With gift tax paid, a larger deduction used back then also shrinks the gifts' 과세표준 and
  // with it the §28② cap on the credit, so it can cost more: the property holds with none paid.
  it('inheritance: a larger heirGiftDeductions never costs more (no gift tax paid)', () => {
    const nonePaid = inheritanceInput.map((drawn) => ({ ...drawn, heirGiftTax: 0 }));
    assertRaiseNeverCosts('more', nonePaid, payableOfInheritance, (i, more) => ({
      heirGiftDeductions: Math.min(i.heirGifts, i.heirGiftDeductions + more),
    }));
  });

  it('inheritance: another co-heir beside the spouse never raises the spouse’s legal share', () => {
    fc.assert(
      fc.property(inheritanceInput, (drawn) => {
        const input = { ...drawn, hasSpouse: true };
        // A living child, a grandchild line by representation, or (with no descendant) a parent.
        const descendants = input.children > 0 || input.representedLines.length > 0;
        const more = descendants
          ? input.renounced % 2
            ? { representedLines: [...input.representedLines, 1 + (input.renounced % 3)] }
            : { children: input.children + 1 }
          : { ascendantHeirs: input.ascendantHeirs + 1 };
        const share = (i: InheritanceInput) => inheritanceFigures(i).spouse?.share ?? Number.NaN;
        expect(share({ ...input, ...more })).toBeLessThanOrEqual(share(input));
        const before = spouseShareFraction(coHeirsOf(input));
        const after = spouseShareFraction(coHeirsOf({ ...input, ...more }));
        expect(after.numerator * before.denominator).toBeLessThanOrEqual(
          before.numerator * after.denominator,
        );
        // The share shown after renunciations (민법 §1043) never rises either.
        const shown = (i: InheritanceInput) => {
          const spouse = legalShares(i).find((s) => s.group === 'spouse');
          return spouse ? spouse.numerator / spouse.denominator : 0;
        };
        expect(shown({ ...input, ...more })).toBeLessThanOrEqual(shown(input) + 1e-12);
      }),
    );
  });

  it('heirs: the legal shares shown always add up to the whole estate (민법 제1009조·제1043조)', () => {
    fc.assert(
      fc.property(inheritanceInput, (input) => {
        const shares = legalShares(input);
        // Exactly 1 in integers: Σ count × numerator / denominator over a common denominator.
        const lcm = shares.reduce((l, s) => (l * s.denominator) / gcd(l, s.denominator), 1);
        const total = shares.reduce(
          (sum, s) => sum + (s.count * s.numerator * lcm) / s.denominator,
          0,
        );
        expect(shares.length === 0 ? lcm : total).toBe(lcm);
      }),
    );
  });

  it('gift: tax never negative, deductions never above the taxable value', () => {
    fc.assert(
      fc.property(giftInput, (input) => {
        const estimate = estimateGiftTax(input);
        expect(estimate.payable).toBeGreaterThanOrEqual(0);
        expect(estimate.base).toBeGreaterThanOrEqual(0);
        expect(estimate.base).toBeLessThanOrEqual(input.amount + input.earlierGifts);
      }),
    );
  });

  // As for §27: a larger whole lowers the share earlier skipped gifts bear, so the amounts rise
  // with this gift's share skipped as a whole or not at all.
  // And with tax paid before, §58② credits the tax's share of the earlier gifts' 과세표준 (the
  // surcharge included), rounded down to the won: a larger earlier gift raises the tax and the
  // credit together, which can leave a won less, so the earlier gifts rise with none paid.
  it.each(['amount', 'earlierGifts'] as const)('gift: a larger %s never costs less', (field) => {
    const withoutSkippedEarlier = giftInput.map((drawn) => ({
      ...drawn,
      earlierSkippedGifts: 0,
      earlierGiftTax: field === 'earlierGifts' ? 0 : drawn.earlierGiftTax,
    }));
    assertRaiseNeverCosts('less', withoutSkippedEarlier, payableOfGift, (input, more) => ({
      [field]: input[field] + more,
    }));
  });

  it('gift: a larger skipped part of the earlier gifts never costs less', () => {
    assertRaiseNeverCosts('less', giftInput, payableOfGift, (input, more) => ({
      earlierSkippedGifts: Math.min(input.earlierGifts, input.earlierSkippedGifts + more),
    }));
  });

  // With no tax paid before: otherwise the §58② cap, rounded down to the won, can rise a won
  // with the tax and the 3 % credit on the rest round the other way.
  it('gift: a gift from a second donor of the same class never lowers the tax', () => {
    const nonePaid = giftInput.map((drawn) => ({ ...drawn, earlierGiftTax: 0 }));
    assertRaiseNeverCosts('less', nonePaid, payableOfGift, (input, more) => ({
      otherDonorGifts: input.otherDonorGifts + more,
      otherDonorDeduction:
        input.otherDonorDeduction === null ? null : input.otherDonorDeduction + (more % 3),
    }));
  });

  it('gift: a debt the recipient takes over never raises the gift tax', () => {
    assertRaiseNeverCosts('more', giftInput, payableOfGift, (input, more) => ({
      assumedDebt: Math.min(input.amount, input.assumedDebt + more),
    }));
  });

  it('gift: more tax paid before never costs more', () => {
    assertRaiseNeverCosts('more', giftInput, payableOfGift, (input, more) => ({
      earlierGiftTax: input.earlierGiftTax + more,
    }));
  });
});
