import { formatNumber } from './format';
import { type Bracket, type LawFigure, LIFE_TABLE, TAX_LAW } from './taxLaw';

// The /calculator's arithmetic (decisions 92–96, 100): pure functions from whole-won amounts to a breakdown,
// every figure from contract/taxLaw.ts. What they simplify is listed in CALCULATOR_NOTICE
// (src/content/calculator.ts) and docs/decisions.md 93.

const I = TAX_LAW.inheritance;
const G = TAX_LAW.gift;

/** amount × rate, rounded down to the won; rates go through basis points so 0.3 stays exact. */
function applyRate(amount: number, rate: number): number {
  return Math.floor((amount * Math.round(rate * 10_000)) / 10_000);
}

function bracketOf(base: number): Bracket {
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

const 조 = 1_000_000_000_000;
const 억 = 100_000_000;
const 만 = 10_000;

/** A won amount as Korean readers say it, every unit kept: "15억 3,000만 원", "4,567 원". */
export function wonInWords(amount: number): string {
  const won = Math.floor(Math.abs(amount));
  const parts = [
    [Math.floor(won / 조), '조'],
    [Math.floor((won % 조) / 억), '억'],
    [Math.floor((won % 억) / 만), '만'],
    [won % 만, ''],
  ] as const;
  const words = parts
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${formatNumber(value)}${unit}`);
  return `${amount < 0 ? '-' : ''}${words.join(' ') || '0'} 원`;
}

export interface EstimateLine {
  /** What the line is, e.g. 일괄공제. */
  label: string;
  /** How the line enters the sum before it: added, subtracted, or a result. */
  sign: '+' | '-' | '=';
  amount: number;
  /** One line on where the figure comes from. */
  note: string;
}

export interface Estimate {
  lines: EstimateLine[];
  base: number;
  bracket: Bracket;
  computedTax: number;
  payable: number;
}

/** A rate as people write it: 0.3 → "30%". */
export const formatRate = (rate: number) => `${formatNumber(rate * 100, 1)}%`;
const pct = formatRate;
const w = wonInWords;

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

export function estimateInheritanceTax(input: InheritanceInput): Estimate {
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
  // With a spouse and no child, the spouse inherits alone: §21① then allows no 일괄공제.
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
  const bracket = bracketOf(base);
  const computedTax = taxAboveFloor(base, I.taxFloor);
  const minorAbove = input.skippedMinor && input.skippedShare > I.generationSkipMinorAbove.value;
  const skipRate = minorAbove ? I.generationSkipMinorRate.value : I.generationSkipRate.value;
  // §27's whole: the estate with the gifts added back, before debts.
  const skipWhole = input.estate + input.heirGifts;
  const surcharge = skipSurcharge(computedTax, input.skippedShare, skipWhole, skipRate);
  const settled = settle(computedTax + surcharge, input.heirGiftTax, {
    label: '증여세액공제',
    note: '사전증여 때 낸 증여세, 산출세액까지 (제28조)',
  });

  const minorNote = minorYears
    ? ` + 미성년자 ${input.minorAges.length}명 ${minorYears}년 × ${w(I.perMinorYear.value)}`
    : '';
  const disabledNote = disabledYears
    ? ` + 장애인 ${input.disabled.length}명 기대여명 ${disabledYears}년 × ${w(I.perDisabledYear.value)} (${I.perDisabledYear.article}, ${LIFE_TABLE.year}년 생명표)`
    : '';
  const elderlyNote = input.elderly
    ? ` + ${I.elderlyAge.value}세 이상 ${input.elderly}명 × ${w(I.perElderly.value)} (${I.perElderly.article})`
    : '';
  const limitParts = [
    input.skippedShare ? '상속인 아닌 손자녀 등에게 간 재산' : '',
    taxableValue > I.limitGiftsAbove.value && input.heirGifts
      ? '사전증여재산(증여 때 받은 공제 차감)'
      : '',
  ].filter(Boolean);
  const lines: EstimateLine[] = [
    { label: '상속재산가액', sign: '=', amount: input.estate, note: '입력하신 재산 총액' },
    {
      label: '채무',
      sign: '-',
      amount: input.debts,
      note: '돌아가신 분이 갚아야 했던 빚과 공과금 (제14조)',
    },
    {
      label: '장례비용',
      sign: '-',
      amount: funeral,
      note: `최소 ${w(I.funeralDeemed.value)}, 최대 ${w(I.funeralMax.value)} (${I.funeralMax.article})`,
    },
    {
      label: '10년 내 사전증여재산',
      sign: '+',
      amount: input.heirGifts,
      note: `상속인에게 ${I.priorGiftYears.value}년 안에 증여한 재산을 더합니다 (${I.priorGiftYears.article})`,
    },
    {
      label: '상속세 과세가액',
      sign: '=',
      amount: taxableValue,
      note: '재산 − 채무 − 장례비용 + 사전증여재산',
    },
    useLumpSum
      ? {
          label: '일괄공제',
          sign: '-',
          amount: personal,
          note: `기초공제와 인적공제의 합 ${w(basicAndPersonal)}보다 큰 ${w(I.lumpSum.value)} (${I.lumpSum.article})`,
        }
      : {
          label: '기초공제 + 인적공제',
          sign: '-',
          amount: personal,
          note: spouseAlone
            ? `배우자 단독 상속이면 일괄공제 없이 기초공제 ${w(I.basic.value)}${minorNote}${elderlyNote}${disabledNote} (${I.basic.article}·${I.perChild.article})`
            : `기초 ${w(I.basic.value)} + 자녀 ${input.children}명 × ${w(I.perChild.value)}${minorNote}${elderlyNote}${disabledNote} (${I.basic.article}·${I.perChild.article})`,
        },
    ...(spouse
      ? [
          {
            label: '배우자 상속공제',
            sign: '-' as const,
            amount: spouse.amount,
            note: `실제 상속분: 최소 ${w(I.spouseMin.value)}, 최대는 ${w(I.spouseMax.value)}과 법정상속분 ${w(spouse.share)} 중 적은 쪽 (${I.spouseMax.article})`,
          },
        ]
      : []),
    {
      label: '금융재산 상속공제',
      sign: '-',
      amount: financial,
      note: `순금융재산 ${w(I.financialAll.value)}까지 전액, ${w(I.financialFlatUpTo.value)}까지 ${w(I.financialAll.value)}, 넘으면 ${pct(I.financialRate.value)} (최대 ${w(I.financialMax.value)}, ${I.financialMax.article})`,
    },
    ...(input.cohabitedHome
      ? [
          {
            label: '동거주택 상속공제',
            sign: '-' as const,
            amount: home,
            note: `주택가액에서 그 주택에 담보된 채무를 뺀 금액, 최대 ${w(I.cohabitedHomeMax.value)} (${I.cohabitedHomeMax.article})`,
          },
        ]
      : []),
    ...(applied < deductions
      ? [
          {
            label: '공제적용 한도',
            sign: '+' as const,
            amount: deductions - applied,
            // Both parts end in a final consonant (재산, 차감), so 을 fits either.
            note: limitParts.length
              ? `공제는 과세가액에서 ${limitParts.join('과 ')}을 뺀 ${w(limit)}까지만 적용됩니다 (제24조)`
              : `공제는 과세가액 ${w(limit)}까지만 적용됩니다 (제24조)`,
          },
        ]
      : []),
    ...taxLines(base, bracket, computedTax, I.taxFloor),
    ...(input.skippedShare
      ? [
          {
            label: '세대생략 할증',
            sign: '+' as const,
            amount: surcharge,
            note: `산출세액 중 손자녀 등이 받는 ${w(input.skippedShare)}의 몫에 ${pct(skipRate)}${minorAbove ? ` (미성년자가 ${w(I.generationSkipMinorAbove.value)} 넘게 받음)` : ''} (${I.generationSkipRate.article})`,
          },
        ]
      : []),
    ...settled.lines,
  ];
  return { lines, base, bracket, computedTax, payable: settled.payable };
}

function taxLines(
  base: number,
  bracket: Bracket,
  computedTax: number,
  floor: LawFigure,
): EstimateLine[] {
  return [
    { label: '과세표준', sign: '=', amount: base, note: '과세가액에서 공제를 뺀 금액' },
    {
      label: '산출세액',
      sign: '=',
      amount: computedTax,
      note:
        base > 0 && base < floor.value
          ? `과세표준이 ${w(floor.value)} 미만이면 세금을 매기지 않습니다 (과세최저한, ${floor.article})`
          : `세율 ${pct(bracket.rate)}, 누진공제 ${w(bracket.progressiveDeduction)} (${TAX_LAW.brackets.article})`,
    },
  ];
}

/**
 * The end of both taxes: the tax already paid on the gifts added back is credited (at most the
 * tax itself), 신고세액공제 takes its rate of the rest (§69), and what is left is paid.
 */
function settle(tax: number, paidBefore: number, credit: { label: string; note: string }) {
  const credited = Math.min(paidBefore, tax);
  const filingCredit = applyRate(tax - credited, TAX_LAW.filingCreditRate.value);
  const payable = tax - credited - filingCredit;
  const lines: EstimateLine[] = [
    { ...credit, sign: '-', amount: credited },
    {
      label: '신고세액공제',
      sign: '-',
      amount: filingCredit,
      note: `기한 안에 신고하면 세액의 ${pct(TAX_LAW.filingCreditRate.value)} (${TAX_LAW.filingCreditRate.article})`,
    },
    {
      label: '납부할 세액',
      sign: '=',
      amount: payable,
      note: '가산세·분납 등은 반영하지 않은 예상액',
    },
  ];
  return { lines, payable };
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

export const GIFT_RELATION_LABELS: Record<GiftRelation, string> = {
  spouse: '배우자',
  adultDescendant: '부모·조부모 → 성년 자녀·손주',
  minorDescendant: '부모·조부모 → 미성년 자녀·손주',
  ascendant: '자녀·손주 → 부모·조부모',
  otherRelative: '그 밖의 친족 (6촌 이내 혈족, 4촌 이내 인척)',
  unrelated: '친족이 아닌 사람',
};

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

export function estimateGiftTax(input: GiftInput): Estimate {
  const fromAscendant = isFromAscendant(input.relation);
  const taxableValue = input.amount + input.earlierGifts;
  const allowance = RELATION_DEDUCTION[input.relation];
  const relationDeduction = Math.min(allowance?.value ?? 0, taxableValue);
  const marriage =
    fromAscendant && input.marriageOrBirth
      ? Math.min(G.marriageOrBirth.value, taxableValue - relationDeduction)
      : 0;
  const base = taxableValue - relationDeduction - marriage;
  const bracket = bracketOf(base);
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
  const settled = settle(computedTax + surcharge, input.earlierGiftTax, {
    label: '기납부세액공제',
    note: '10년 내 증여에 대해 이미 낸 증여세 (제58조)',
  });

  const lines: EstimateLine[] = [
    { label: '증여재산가액', sign: '=', amount: input.amount, note: '이번에 증여하는 재산' },
    {
      label: '10년 내 같은 그룹의 증여',
      sign: '+',
      amount: input.earlierGifts,
      note: `같은 증여자 그룹(부모는 한 그룹)에게서 ${G.priorGiftYears.value}년 안에 받은 증여를 합칩니다 (${G.priorGiftYears.article})`,
    },
    { label: '증여세 과세가액', sign: '=', amount: taxableValue, note: '이번 증여 + 10년 내 증여' },
    {
      label: '증여재산공제',
      sign: '-',
      amount: relationDeduction,
      note: allowance
        ? `${GIFT_RELATION_LABELS[input.relation]}: 10년간 ${w(allowance.value)} (${allowance.article})`
        : '친족이 아닌 사람에게 받은 증여에는 공제가 없습니다',
    },
    ...(fromAscendant && input.marriageOrBirth
      ? [
          {
            label: '혼인·출산 증여재산공제',
            sign: '-' as const,
            amount: marriage,
            note: `혼인신고 전후 2년·출생 후 2년 안의 증여, 평생 ${w(G.marriageOrBirth.value)} (${G.marriageOrBirth.article})`,
          },
        ]
      : []),
    ...taxLines(base, bracket, computedTax, G.taxFloor),
    ...(skipped
      ? [
          {
            label: '세대생략 할증',
            sign: '+' as const,
            amount: surcharge,
            note: `${skipped < taxableValue ? `산출세액 중 세대를 건너뛴 증여 ${w(skipped)}의 몫에` : '산출세액의'} ${pct(skipRate)}${minorAbove ? ` (미성년자가 ${w(G.generationSkipMinorAbove.value)} 넘게 받음)` : ''} (${G.generationSkipRate.article})`,
          },
        ]
      : []),
    ...settled.lines,
  ];
  return { lines, base, bracket, computedTax, payable: settled.payable };
}
