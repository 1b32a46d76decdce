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
  /** 간주상속재산: insurance paid out on premiums the deceased paid (§8), a financial asset. */
  insurance: number;
  /** 간주상속재산: retirement pay and the like paid because of the death (§10). */
  retirementPay: number;
  /** 추정상속재산 (§15): withdrawn, sold or borrowed within one year before the death. */
  withdrawnYear: number;
  /** The same within two years (the one year included). */
  withdrawnTwoYears: number;
  /** Of it, what the heirs cannot say where it went. */
  unexplained: number;
  /** Of the estate, the net financial assets (for 금융재산공제, §22). */
  financialAssets: number;
  debts: number;
  funeralCosts: number;
  /** 봉안시설·자연장지 costs, apart from funeralCosts (시행령 §9②2). */
  enshrinementCosts: number;
  hasSpouse: boolean;
  /** What the spouse actually inherits (only read when hasSpouse). */
  spouseInherits: number;
  children: number;
  /**
   * The deceased's parents (or further ascendants) who inherit: heirs only when there is no child
   * (민법 §1000①2), then beside the spouse (§1003①) with 1 against the spouse's 1.5 (§1009②).
   */
  ascendantHeirs: number;
  /** Of heirGifts, what the spouse received (its 과세표준 lowers the spouse's limit, §19①1). */
  spouseGifts: number;
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

/**
 * 추정상속재산 (§15①, 시행령 §11④): nothing unless the one-year amount reaches its threshold or the
 * two-year amount reaches its own; then what cannot be accounted for, less the lesser of the rate
 * of the amount withdrawn and the cap.
 */
export function presumedInheritance(
  input: Pick<InheritanceInput, 'withdrawnYear' | 'withdrawnTwoYears' | 'unexplained'>,
): number {
  const twoYears = Math.max(input.withdrawnYear, input.withdrawnTwoYears);
  const withdrawn =
    input.withdrawnYear >= I.presumedYearAmount.value
      ? input.withdrawnYear
      : twoYears >= I.presumedTwoYearAmount.value
        ? twoYears
        : 0;
  if (!withdrawn) return 0;
  const allowance = Math.min(
    applyRate(withdrawn, I.presumedAllowanceRate.value),
    I.presumedAllowanceMax.value,
  );
  return Math.max(0, Math.min(input.unexplained, withdrawn) - allowance);
}

/** The estate with what §8, §10 and §15 add to it: the value the taxes start from. */
export function grossEstate(
  input: Pick<
    InheritanceInput,
    'estate' | 'insurance' | 'retirementPay' | 'withdrawnYear' | 'withdrawnTwoYears' | 'unexplained'
  >,
): number {
  return input.estate + input.insurance + input.retirementPay + presumedInheritance(input);
}

/**
 * The funeral costs §14 allows (시행령 §9②): at least the deemed amount, at most the ceiling, and
 * 봉안시설·자연장지 costs on top, up to their own ceiling.
 */
export function funeralDeduction(spent: number, enshrinement = 0): number {
  return (
    Math.min(Math.max(spent, I.funeralDeemed.value), I.funeralMax.value) +
    Math.min(Math.max(0, enshrinement), I.enshrinementMax.value)
  );
}

/** The heirs who share beside the spouse (민법 §1000, §1003): the children, else the ascendants. */
export function coHeirsOf(input: Pick<InheritanceInput, 'children' | 'ascendantHeirs'>): number {
  return input.children > 0 ? input.children : input.ascendantHeirs;
}

/**
 * The spouse's 법정상속분 (민법 §1009②) as a fraction in lowest terms: the spouse's 1.5 against 1
 * for each co-heir, i.e. 3 / (3 + 2n). A spouse alone inherits all (1/1).
 */
export function spouseShareFraction(coHeirs: number): { numerator: number; denominator: number } {
  const numerator = Math.round(I.spouseShareWeight.value * 2);
  const denominator = numerator + 2 * coHeirs;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** The 과세표준 of the spouse's own gifts added back: what they were above 배우자 증여재산공제. */
export function spouseGiftBase(spouseGifts: number): number {
  return Math.max(0, spouseGifts - G.spouse.value);
}

/** 금융재산공제 (§22) of net financial assets. */
export function financialDeduction(net: number): number {
  if (net <= I.financialAll.value) return Math.max(0, net);
  if (net <= I.financialFlatUpTo.value) return I.financialAll.value;
  return Math.min(applyRate(net, I.financialRate.value), I.financialMax.value);
}

/**
 * 배우자 상속공제 (§19): what the spouse actually inherits, never below the minimum, and above it at
 * most the lesser of the ceiling and the spouse's statutory share (1.5 against each co-heir's 1)
 * of the estate plus the heirs' 10-year gifts minus legacies to non-heirs and debts, less the
 * 과세표준 of the spouse's own gifts added back (§19①1). Returns the deduction and that limit.
 */
function spouseDeduction(input: InheritanceInput): {
  amount: number;
  share: number;
  giftBase: number;
} {
  const { numerator, denominator } = spouseShareFraction(coHeirsOf(input));
  // 시행령 §17①: what a legatee who is not an heir receives is not the heirs' to share.
  const shareBase = Math.max(
    0,
    grossEstate(input) + input.heirGifts - input.skippedShare - input.debts,
  );
  const giftBase = spouseGiftBase(input.spouseGifts);
  const share = Math.max(0, Math.floor((shareBase * numerator) / denominator) - giftBase);
  const amount = Math.max(
    I.spouseMin.value,
    Math.min(input.spouseInherits, share, I.spouseMax.value),
  );
  return { amount, share, giftBase };
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
 * The cap on the credit for tax paid on gifts added back (§28②, §58②): the tax times the share
 * the gifts' 과세표준 has of the whole 과세표준, rounded down. BigInt because tax × part passes 2^53.
 */
export function creditLimit(tax: number, giftBase: number, base: number): number {
  if (base <= 0 || giftBase <= 0) return 0;
  return Number((BigInt(tax) * BigInt(Math.min(giftBase, base))) / BigInt(base));
}

/**
 * The end of both taxes: the tax already paid on the gifts added back is credited (at most its
 * cap), 신고세액공제 takes its rate of the rest (§69), and what is left is paid.
 */
function settle(tax: number, paidBefore: number, cap: number): Settlement {
  const credited = Math.min(paidBefore, cap, tax);
  const filingCredit = applyRate(tax - credited, TAX_LAW.filingCreditRate.value);
  return { credited, filingCredit, payable: tax - credited - filingCredit };
}

/** Every figure of an inheritance estimate, in the order the breakdown shows them. */
export interface InheritanceFigures {
  /** 추정상속재산 (§15). */
  presumed: number;
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
  /** The spouse shares with these heirs (children, else the deceased's ascendants). */
  coHeirs: number;
  spouse: { amount: number; share: number; giftBase: number } | null;
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
  /** The 과세표준 of the gifts added back (their value less the deductions they used), §28②. */
  giftBase: number;
  creditCap: number;
  settlement: Settlement;
}

export function inheritanceFigures(input: InheritanceInput): InheritanceFigures {
  const funeral = funeralDeduction(input.funeralCosts, input.enshrinementCosts);
  // Debts beyond the estate do not reduce the gifts added back (they are the heirs' own).
  const presumed = presumedInheritance(input);
  const gross = grossEstate(input);
  const netEstate = Math.max(0, gross - input.debts - funeral);
  const taxableValue = netEstate + input.heirGifts;

  const minorYears = input.minorAges.reduce((sum, age) => sum + yearsUntilAdult(age), 0);
  const disabledYears = input.disabled.reduce((sum, p) => sum + lifeExpectancyYears(p), 0);
  const basicAndPersonal =
    I.basic.value +
    input.children * I.perChild.value +
    minorYears * I.perMinorYear.value +
    input.elderly * I.perElderly.value +
    disabledYears * I.perDisabledYear.value;
  const coHeirs = coHeirsOf(input);
  const spouseAlone = input.hasSpouse && coHeirs === 0;
  const useLumpSum = !spouseAlone && I.lumpSum.value > basicAndPersonal;
  const personal = useLumpSum ? I.lumpSum.value : basicAndPersonal;
  const spouse = input.hasSpouse ? spouseDeduction(input) : null;
  // 시행령 §19①: insurance is a financial asset; retirement pay and the presumed amount are not.
  const financial = financialDeduction(input.financialAssets + input.insurance);
  const home = cohabitedHomeDeduction(input.cohabitedHome, input.cohabitedHomeDebt);
  const deductions = personal + (spouse?.amount ?? 0) + financial + home;
  const limit = deductionLimit(taxableValue, input);
  const applied = Math.min(deductions, limit);

  const base = taxableValue - applied;
  const computedTax = taxAboveFloor(base, I.taxFloor);
  const minorAbove = input.skippedMinor && input.skippedShare > I.generationSkipMinorAbove.value;
  const skipRate = minorAbove ? I.generationSkipMinorRate.value : I.generationSkipRate.value;
  // §27's whole: the estate with the gifts added back, before debts.
  const skipWhole = gross + input.heirGifts;
  const surcharge = skipSurcharge(computedTax, input.skippedShare, skipWhole, skipRate);
  const giftBase = Math.max(0, input.heirGifts - input.heirGiftDeductions);
  const creditCap = creditLimit(computedTax + surcharge, giftBase, base);
  return {
    presumed,
    funeral,
    taxableValue,
    minorYears,
    disabledYears,
    basicAndPersonal,
    spouseAlone,
    useLumpSum,
    personal,
    coHeirs,
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
    giftBase,
    creditCap,
    settlement: settle(computedTax + surcharge, input.heirGiftTax, creditCap),
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

/**
 * The relations whose 증여재산공제 one class of donors shares (§53 2–4호: all 직계존속, all
 * 직계비속, all other relatives): there a second donor of the class can have used it.
 */
export function sharesClassDeduction(relation: string): boolean {
  return (
    relation === 'adultDescendant' ||
    relation === 'minorDescendant' ||
    relation === 'ascendant' ||
    relation === 'otherRelative'
  );
}

export interface GiftInput {
  amount: number;
  /** 부담부증여: of the amount, the debt the recipient takes over (§47①). */
  assumedDebt: number;
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
  /**
   * Gifts within 10 years from other donors of the same class (§53: e.g. a grandparent when a
   * parent gives now): not added (§47② adds one donor and that donor's spouse), but the class's
   * one 증여재산공제 is shared with them.
   */
  otherDonorGifts: number;
  /** The 증여재산공제 those gifts used; null when not known (then as much as they could). */
  otherDonorDeduction: number | null;
}

/** What of the class's 증여재산공제 the other donors' gifts used (시행령 §46: earliest first). */
export function deductionUsedElsewhere(
  input: Pick<GiftInput, 'otherDonorGifts' | 'otherDonorDeduction'>,
  allowance: number,
): number {
  const used = input.otherDonorDeduction ?? input.otherDonorGifts;
  return Math.min(Math.max(0, used), input.otherDonorGifts, allowance);
}

/** Every figure of a gift estimate, in the order the breakdown shows them. */
export interface GiftFigures {
  fromAscendant: boolean;
  /** The gift less the debt taken over (§47①). */
  netGift: number;
  taxableValue: number;
  /** The relation's 증여재산공제, or null where the law gives none (not a relative). */
  allowance: LawFigure | null;
  /** What of the allowance other donors of the class used before. */
  usedElsewhere: number;
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
  /** The 과세표준 of the earlier gifts added (their value less the deduction they used), §58②. */
  earlierBase: number;
  creditCap: number;
  settlement: Settlement;
}

export function giftFigures(input: GiftInput): GiftFigures {
  const fromAscendant = isFromAscendant(input.relation);
  const netGift = Math.max(0, input.amount - input.assumedDebt);
  const taxableValue = netGift + input.earlierGifts;
  const allowance = RELATION_DEDUCTION[input.relation];
  const usedElsewhere =
    allowance && sharesClassDeduction(input.relation)
      ? deductionUsedElsewhere(input, allowance.value)
      : 0;
  const relationDeduction = Math.min((allowance?.value ?? 0) - usedElsewhere, taxableValue);
  const marriage =
    fromAscendant && input.marriageOrBirth
      ? Math.min(G.marriageOrBirth.value, taxableValue - relationDeduction)
      : 0;
  const base = taxableValue - relationDeduction - marriage;
  const computedTax = taxAboveFloor(base, G.taxFloor);
  const skips = fromAscendant && input.skipsGeneration;
  const skipped = fromAscendant
    ? (skips ? netGift : 0) + Math.min(input.earlierSkippedGifts, input.earlierGifts)
    : 0;
  const minorAbove =
    skips && input.relation === 'minorDescendant' && netGift > G.generationSkipMinorAbove.value;
  const skipRate = minorAbove ? G.generationSkipMinorRate.value : G.generationSkipRate.value;
  const surcharge = skipSurcharge(computedTax, skipped, taxableValue, skipRate);
  // 시행령 §46: the deduction goes to the earliest gift first, so the earlier gifts used it first.
  const earlierBase = input.earlierGifts - Math.min(input.earlierGifts, relationDeduction);
  const creditCap = creditLimit(computedTax + surcharge, earlierBase, base);
  return {
    fromAscendant,
    netGift,
    taxableValue,
    allowance,
    usedElsewhere,
    relationDeduction,
    marriage,
    base,
    bracket: bracketOf(base),
    computedTax,
    skipped,
    minorAbove,
    skipRate,
    surcharge,
    earlierBase,
    creditCap,
    settlement: settle(computedTax + surcharge, input.earlierGiftTax, creditCap),
  };
}
