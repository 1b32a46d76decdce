import type { GiftInput } from '../../../contract/giftArithmetic';
import type { InheritanceInput } from '../../../contract/inheritanceInput';

/** An inheritance with nothing entered but what `over` says: every amount 0, no heirs named. */
export const inheritance = (over: Partial<InheritanceInput>): InheritanceInput => ({
  estate: 0,
  insurance: 0,
  retirementPay: 0,
  withdrawnYear: 0,
  withdrawnTwoYears: 0,
  unexplained: 0,
  financialAssets: 0,
  debts: 0,
  funeralCosts: 0,
  enshrinementCosts: 0,
  hasSpouse: false,
  spouseInherits: 0,
  children: 0,
  ascendantHeirs: 0,
  representedLines: [],
  siblings: 0,
  renounced: 0,
  spouseGifts: 0,
  minorAges: [],
  heirGifts: 0,
  heirGiftTax: 0,
  heirGiftDeductions: 0,
  elderly: 0,
  disabled: [],
  cohabitedHome: 0,
  cohabitedHomeDebt: 0,
  skippedShare: 0,
  skippedMinor: false,
  ...over,
});

/** A gift with no earlier gifts; the relation is each test file's own default. */
export const giftFrom =
  (relation: GiftInput['relation']) =>
  (over: Partial<GiftInput>): GiftInput => ({
    amount: 0,
    assumedDebt: 0,
    relation,
    skipsGeneration: false,
    marriageOrBirth: false,
    earlierGifts: 0,
    earlierSkippedGifts: 0,
    earlierGiftTax: 0,
    otherDonorGifts: 0,
    otherDonorDeduction: null,
    ...over,
  });
