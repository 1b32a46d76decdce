import { type Bracket, type LawFigure, LIFE_TABLE, TAX_LAW } from './taxLaw';

// The /calculator's arithmetic (decisions 92–96, 100): pure functions from whole-won amounts to
// every figure of the estimate, from contract/taxLaw.ts. No Korean text: the breakdown a family
// reads is contract/taxBreakdown.ts. What they simplify is listed in CALCULATOR_NOTICE
// (src/content/calculator.ts) and docs/decisions.md 93.

const I = TAX_LAW.inheritance;
const G = TAX_LAW.gift;

/** amount × rate, rounded down to the won; rates go through basis points so 0.3 stays exact. */
function applyRate(amount: number, rate: number): number {
  return Math.floor((amount * Math.round(rate * 10_000)) / 10_000);
}

export function bracketOf(base: number): Bracket {
  const brackets = TAX_LAW.brackets.value;
  return (
    brackets.find((bracket) => bracket.upTo !== null && base <= bracket.upTo) ??
    (brackets.at(-1) as Bracket)
  );
}

/** 산출세액 of a 과세표준 (§26): base × the bracket's rate − its progressive deduction. */
export function taxOnBase(base: number): number {
  if (base <= 0) return 0;
  const bracket = bracketOf(base);
  return applyRate(base, bracket.rate) - bracket.progressiveDeduction;
}

/** The tax of a base, or nothing below the 과세최저한 (§25②, §55②). */
function taxAboveFloor(base: number, floor: LawFigure): number {
  return base < floor.value ? 0 : taxOnBase(base);
}

/**
 * The generation-skip surcharge (§27, §57①): the rate of the tax's part that the skipped share
 * bears, tax × part / whole × rate, rounded down once. BigInt because tax × part passes 2^53.
 */
function skipSurcharge(tax: number, part: number, whole: number, rate: number): number {
  if (part <= 0 || whole <= 0) return 0;
  const bp = BigInt(Math.round(rate * 10_000));
  const share = BigInt(Math.min(part, whole));
  return Number((BigInt(tax) * share * bp) / (BigInt(whole) * 10_000n));
}

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

export interface DisabledPerson {
  /** Whole years on the day of the death. */
  age: number;
  sex: Sex;
}

/** 기대여명 in whole years (§20: a part of a year counts as a year), from LIFE_TABLE. */
export function lifeExpectancyYears({ age, sex }: DisabledPerson): number {
  const table = LIFE_TABLE[sex];
  return Math.ceil(table[Math.min(Math.max(0, age), table.length - 1)] ?? 0);
}

export interface InheritanceInput {
  estate: number;
  /** Of the estate, the net financial assets (for 금융재산공제, §22). */
  financialAssets: number;
  debts: number;
  funeralCosts: number;
  hasSpouse: boolean;
  /** What the spouse actually inherits (only read when hasSpouse). */
  spouseInherits: number;
  children: number;
  /** The age of each minor child in whole years (each under 19). */
  minorAges: readonly number[];
  /** Gifts to heirs within 10 years before the death, at their value when given (§13). */
  heirGifts: number;
  /** The gift tax paid on those gifts (§28). */
  heirGiftTax: number;
  /** The 증여재산공제 (and 재해손실공제) taken on those gifts when given: §24 counts the rest. */
  heirGiftDeductions: number;
  /**
   * Heirs and dependants aged 65 or over, the spouse and the children not counted (§20①3): a
   * child already has 자녀공제, and §20② adds the two only for 장애인공제.
   */
  elderly: number;
  /** Disabled heirs or dependants, the spouse included (§20①4). */
  disabled: readonly DisabledPerson[];
  /** A home the §23의2 deduction applies to (0 when none), and the debt secured on it. */
  cohabitedHome: number;
  cohabitedHomeDebt: number;
  /**
   * What a grandchild (or further descendant) whose parent is alive receives of the estate
   * (§27): surcharged, and, as a 유증 to someone who is not a 선순위 heir, out of the §24 limit.
   */
  skippedShare: number;
  /** That descendant is a minor (over 20억 the surcharge is 40 %). */
  skippedMinor: boolean;
}

/** The funeral costs §14 allows: at least the deemed amount, at most the ceiling. */
export function funeralDeduction(spent: number): number {
  return Math.min(Math.max(spent, I.funeralDeemed.value), I.funeralMax.value);
}

/** 금융재산공제 (§22) of net financial assets. */
export function financialDeduction(net: number): number {
  if (net <= I.financialAll.value) return Math.max(0, net);
  if (net <= I.financialFlatUpTo.value) return I.financialAll.value;
  return Math.min(applyRate(net, I.financialRate.value), I.financialMax.value);
}

/**
 * 배우자 상속공제 (§19): what the spouse actually inherits, never below the minimum, and above it at
 * most the lesser of the ceiling and the spouse's statutory share (1.5 against each child's 1) of
 * the estate plus the heirs' 10-year gifts minus legacies to non-heirs and debts. Returns the
 * deduction and that share.
 */
function spouseDeduction(input: InheritanceInput): { amount: number; share: number } {
  const weight = I.spouseShareWeight.value;
  // 시행령 §17①: what a legatee who is not an heir receives is not the heirs' to share.
  const shareBase = Math.max(0, input.estate + input.heirGifts - input.skippedShare - input.debts);
  const share = Math.floor((shareBase * weight) / (weight + input.children));
  const amount = Math.max(
    I.spouseMin.value,
    Math.min(input.spouseInherits, share, I.spouseMax.value),
  );
  return { amount, share };
}

/** The years until a minor comes of age (§20①2), each a 미성년자공제 unit. */
function yearsUntilAdult(age: number): number {
  return Math.max(0, I.adultAge.value - age);
}

/** 동거주택 상속공제 (§23의2) of a home and the debt secured on it. */
export function cohabitedHomeDeduction(home: number, securedDebt: number): number {
  return Math.min(
    applyRate(Math.max(0, home - securedDebt), I.cohabitedHomeRate.value),
    I.cohabitedHomeMax.value,
  );
}

/**
 * 공제적용 한도 (§24): the 과세가액 less legacies to someone who is not a 선순위 heir, and — only
 * when the 과세가액 is above 5억 — less the gifts added back net of the gift deductions they used.
 */
export function deductionLimit(
  taxableValue: number,
  input: Pick<InheritanceInput, 'skippedShare' | 'heirGifts' | 'heirGiftDeductions'>,
): number {
  const gifts =
    taxableValue > I.limitGiftsAbove.value
      ? Math.max(0, input.heirGifts - input.heirGiftDeductions)
      : 0;
  return Math.max(0, taxableValue - input.skippedShare - gifts);
}

export interface Settlement {
  credited: number;
  filingCredit: number;
  payable: number;
}

/**
 * The end of both taxes: the tax already paid on the gifts added back is credited (at most the
 * tax itself), 신고세액공제 takes its rate of the rest (§69), and what is left is paid.
 */
function settle(tax: number, paidBefore: number): Settlement {
  const credited = Math.min(paidBefore, tax);
  const filingCredit = applyRate(tax - credited, TAX_LAW.filingCreditRate.value);
  return { credited, filingCredit, payable: tax - credited - filingCredit };
}

/** Every figure of an inheritance estimate, in the order the breakdown shows them. */
export interface InheritanceFigures {
  funeral: number;
  taxableValue: number;
  minorYears: number;
  disabledYears: number;
  /** 기초공제 + 인적공제, compared with 일괄공제. */
  basicAndPersonal: number;
  /** With a spouse and no child, the spouse inherits alone: §21① then allows no 일괄공제. */
  spouseAlone: boolean;
  useLumpSum: boolean;
  personal: number;
  spouse: { amount: number; share: number } | null;
  financial: number;
  home: number;
  deductions: number;
  limit: number;
  applied: number;
  base: number;
  bracket: Bracket;
  computedTax: number;
  /** The §27 surcharge is 40 %: a minor receives more than 20억. */
  minorAbove: boolean;
  skipRate: number;
  surcharge: number;
  settlement: Settlement;
}

export function inheritanceFigures(input: InheritanceInput): InheritanceFigures {
  const funeral = funeralDeduction(input.funeralCosts);
  // Debts beyond the estate do not reduce the gifts added back (they are the heirs' own).
  const netEstate = Math.max(0, input.estate - input.debts - funeral);
  const taxableValue = netEstate + input.heirGifts;

  const minorYears = input.minorAges.reduce((sum, age) => sum + yearsUntilAdult(age), 0);
  const disabledYears = input.disabled.reduce((sum, p) => sum + lifeExpectancyYears(p), 0);
  const basicAndPersonal =
    I.basic.value +
    input.children * I.perChild.value +
    minorYears * I.perMinorYear.value +
    input.elderly * I.perElderly.value +
    disabledYears * I.perDisabledYear.value;
  const spouseAlone = input.hasSpouse && input.children === 0;
  const useLumpSum = !spouseAlone && I.lumpSum.value > basicAndPersonal;
  const personal = useLumpSum ? I.lumpSum.value : basicAndPersonal;
  const spouse = input.hasSpouse ? spouseDeduction(input) : null;
  const financial = financialDeduction(input.financialAssets);
  const home = cohabitedHomeDeduction(input.cohabitedHome, input.cohabitedHomeDebt);
  const deductions = personal + (spouse?.amount ?? 0) + financial + home;
  const limit = deductionLimit(taxableValue, input);
  const applied = Math.min(deductions, limit);

  const base = taxableValue - applied;
  const computedTax = taxAboveFloor(base, I.taxFloor);
  const minorAbove = input.skippedMinor && input.skippedShare > I.generationSkipMinorAbove.value;
  const skipRate = minorAbove ? I.generationSkipMinorRate.value : I.generationSkipRate.value;
  // §27's whole: the estate with the gifts added back, before debts.
  const skipWhole = input.estate + input.heirGifts;
  const surcharge = skipSurcharge(computedTax, input.skippedShare, skipWhole, skipRate);
  return {
    funeral,
    taxableValue,
    minorYears,
    disabledYears,
    basicAndPersonal,
    spouseAlone,
    useLumpSum,
    personal,
    spouse,
    financial,
    home,
    deductions,
    limit,
    applied,
    base,
    bracket: bracketOf(base),
    computedTax,
    minorAbove,
    skipRate,
    surcharge,
    settlement: settle(computedTax + surcharge, input.heirGiftTax),
  };
}

export const GIFT_RELATIONS = [
  'spouse',
  'adultDescendant',
  'minorDescendant',
  'ascendant',
  'otherRelative',
  'unrelated',
] as const;
export type GiftRelation = (typeof GIFT_RELATIONS)[number];

const RELATION_DEDUCTION: Record<GiftRelation, LawFigure | null> = {
  spouse: G.spouse,
  adultDescendant: G.toAdultDescendant,
  minorDescendant: G.toMinorDescendant,
  ascendant: G.toAscendant,
  otherRelative: G.otherRelative,
  unrelated: null,
};

/** From an ascendant to a descendant: the only gifts that can skip a generation or use §53의2. */
export function isFromAscendant(relation: string): boolean {
  return relation === 'adultDescendant' || relation === 'minorDescendant';
}

export interface GiftInput {
  amount: number;
  relation: GiftRelation;
  /** A grandparent's gift to a grandchild whose parent is alive (§57). */
  skipsGeneration: boolean;
  /** Given within 2 years of the recipient's marriage or a child's birth (§53의2). */
  marriageOrBirth: boolean;
  /** Gifts from the same donor group within the last 10 years, at their value then. */
  earlierGifts: number;
  /** Of those, what skipped a generation: §57① surcharges the tax in proportion to it. */
  earlierSkippedGifts: number;
  /** The gift tax paid on them. */
  earlierGiftTax: number;
}

/** Every figure of a gift estimate, in the order the breakdown shows them. */
export interface GiftFigures {
  fromAscendant: boolean;
  taxableValue: number;
  /** The relation's 증여재산공제, or null where the law gives none (not a relative). */
  allowance: LawFigure | null;
  relationDeduction: number;
  marriage: number;
  base: number;
  bracket: Bracket;
  computedTax: number;
  /** What of the taxable value skipped a generation (this gift and earlier ones). */
  skipped: number;
  minorAbove: boolean;
  skipRate: number;
  surcharge: number;
  settlement: Settlement;
}

export function giftFigures(input: GiftInput): GiftFigures {
  const fromAscendant = isFromAscendant(input.relation);
  const taxableValue = input.amount + input.earlierGifts;
  const allowance = RELATION_DEDUCTION[input.relation];
  const relationDeduction = Math.min(allowance?.value ?? 0, taxableValue);
  const marriage =
    fromAscendant && input.marriageOrBirth
      ? Math.min(G.marriageOrBirth.value, taxableValue - relationDeduction)
      : 0;
  const base = taxableValue - relationDeduction - marriage;
  const computedTax = taxAboveFloor(base, G.taxFloor);
  const skips = fromAscendant && input.skipsGeneration;
  const skipped = fromAscendant
    ? (skips ? input.amount : 0) + Math.min(input.earlierSkippedGifts, input.earlierGifts)
    : 0;
  const minorAbove =
    skips &&
    input.relation === 'minorDescendant' &&
    input.amount > G.generationSkipMinorAbove.value;
  const skipRate = minorAbove ? G.generationSkipMinorRate.value : G.generationSkipRate.value;
  const surcharge = skipSurcharge(computedTax, skipped, taxableValue, skipRate);
  return {
    fromAscendant,
    taxableValue,
    allowance,
    relationDeduction,
    marriage,
    base,
    bracket: bracketOf(base),
    computedTax,
    skipped,
    minorAbove,
    skipRate,
    surcharge,
    settlement: settle(computedTax + surcharge, input.earlierGiftTax),
  };
}
