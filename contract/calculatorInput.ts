import { CALCULATOR_MESSAGES as M } from './calculatorMessages';
import type { CounselDraft } from './counselDraft';
import { CALCULATOR_LIMITS } from './limits';
import {
  type DisabledPerson,
  GIFT_RELATIONS,
  type GiftInput,
  type GiftRelation,
  type InheritanceInput,
  isFromAscendant,
  sharesClassDeduction,
} from './taxArithmetic';
import { GIFT_RELATION_LABELS, wonInWords } from './taxBreakdown';
import { type Estimate, estimateGiftTax, estimateInheritanceTax } from './taxEstimate';
import { TAX_LAW, TAX_LAW_VALID_FROM } from './taxLaw';

// What the visitor types into /calculator, as typed (strings, so nothing is ever lost), and how
// it becomes the inputs of contract/taxArithmetic.ts or a message per field.

export const CALCULATOR_MODES = ['inheritance', 'gift'] as const;
export type CalculatorMode = (typeof CALCULATOR_MODES)[number];

export interface CalculatorValues {
  /** The day of the death or the gift, YYYY-MM-DD as a date field gives it; empty for today. */
  eventDate: string;
  estate: string;
  /** 간주상속재산: insurance on the deceased's premiums, retirement pay (§8, §10). */
  insurance: string;
  retirementPay: string;
  /** 추정상속재산 (§15): withdrawn within one and two years, and what cannot be accounted for. */
  withdrawnYear: string;
  withdrawnTwoYears: string;
  unexplained: string;
  financialAssets: string;
  debts: string;
  funeralCosts: string;
  /** 봉안시설·자연장지 costs (시행령 §9②2), apart from the funeral costs. */
  enshrinementCosts: string;
  /** 'yes' when a spouse survives. */
  spouse: string;
  spouseInherits: string;
  children: string;
  /** With no child: how many of the deceased's parents (or grandparents) inherit. */
  ascendantHeirs: string;
  /** Of the gifts to heirs, what the spouse received. */
  spouseGifts: string;
  /** Ages of the minor children, separated by commas. */
  minorAges: string;
  heirGifts: string;
  heirGiftTax: string;
  /** The gift deductions those gifts used when given (§24). */
  heirGiftDeductions: string;
  /** How many heirs and dependants, not the spouse or a child, are 65 or over. */
  elderly: string;
  /** Sex and age of each disabled heir or dependant: "남 45, 여 70". */
  disabled: string;
  /** 'yes' when an heir who lived with the deceased inherits the home (§23의2). */
  cohabited: string;
  cohabitedHome: string;
  cohabitedHomeDebt: string;
  /** What a grandchild whose parent is alive receives (§27). */
  skippedShare: string;
  /** 'yes' when that grandchild is a minor. */
  skippedMinor: string;
  giftAmount: string;
  /** 부담부증여: the debt the recipient takes over. */
  assumedDebt: string;
  relation: string;
  /** 'yes' when checked. */
  skipsGeneration: string;
  marriageOrBirth: string;
  earlierGifts: string;
  /** Of the earlier gifts, what skipped a generation (§57①). */
  earlierSkippedGifts: string;
  earlierGiftTax: string;
  /** Gifts within 10 years from other donors of the same class (e.g. grandparents). */
  otherDonorGifts: string;
  /** The 증여재산공제 those gifts used; empty when not known. */
  otherDonorDeduction: string;
}
export type CalculatorField = keyof CalculatorValues;

export const EMPTY_CALCULATOR: CalculatorValues = {
  eventDate: '',
  estate: '',
  insurance: '',
  retirementPay: '',
  withdrawnYear: '',
  withdrawnTwoYears: '',
  unexplained: '',
  financialAssets: '',
  debts: '',
  funeralCosts: '',
  enshrinementCosts: '',
  spouse: 'yes',
  spouseInherits: '',
  children: '2',
  ascendantHeirs: '0',
  spouseGifts: '',
  minorAges: '',
  heirGifts: '',
  heirGiftTax: '',
  heirGiftDeductions: '',
  elderly: '0',
  disabled: '',
  cohabited: '',
  cohabitedHome: '',
  cohabitedHomeDebt: '',
  skippedShare: '',
  skippedMinor: '',
  giftAmount: '',
  assumedDebt: '',
  relation: 'adultDescendant',
  skipsGeneration: '',
  marriageOrBirth: '',
  earlierGifts: '',
  earlierSkippedGifts: '',
  earlierGiftTax: '',
  otherDonorGifts: '',
  otherDonorDeduction: '',
};

/** The fields of each mode in the order the page shows them (the first invalid one gets focus). */
export const MODE_FIELDS: Record<CalculatorMode, readonly CalculatorField[]> = {
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
    'ascendantHeirs',
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
};

const REQUIRED_AMOUNTS: readonly CalculatorField[] = ['estate', 'giftAmount'];

export type AmountParse =
  | { ok: true; value: number }
  | { ok: false; message: string }
  | { ok: 'empty' };

const UNIT_FORM = /^(?:(\d+)조)?(?:(\d+)억)?(?:(\d+)천만)?(?:(\d+)만)?(\d+)?$/;

/**
 * A won amount as visitors type or paste it: "1,500,000,000", "15억", "15억 3000만", "1조 2억",
 * with or without spaces and a final 원. Whole won only.
 */
export function parseAmount(text: string): AmountParse {
  const compact = text.replace(/[\s,]/g, '').replace(/원$/, '');
  if (compact === '') return { ok: 'empty' };
  if (/^[-−]/.test(compact)) return { ok: false, message: M.amountNegative };
  const units = UNIT_FORM.exec(compact);
  if (!units) return { ok: false, message: M.amountNotNumber };
  const [, jo = '0', eok = '0', cheonman = '0', man = '0', won = '0'] = units;
  const value =
    Number(jo) * 1_000_000_000_000 +
    Number(eok) * 100_000_000 +
    Number(cheonman) * 10_000_000 +
    Number(man) * 10_000 +
    Number(won);
  if (value > CALCULATOR_LIMITS.amountMax) return { ok: false, message: M.amountTooLarge };
  return { ok: true, value };
}

/** The amount in 조·억·만 words while the visitor types; '' while it is not a valid amount. */
export function amountInWords(text: string): string {
  const parsed = parseAmount(text);
  return parsed.ok === true ? wonInWords(parsed.value) : '';
}

function parseMinorAges(text: string): number[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.replace(/세$/, ''))
    .filter(Boolean);
  const ages = parts.map(Number);
  return ages.every((age, i) => /^\d{1,2}$/.test(parts[i] ?? '') && age < 19) ? ages : null;
}

const DISABLED_ENTRY = /^(?:(남|여)(?:자|성)?(\d{1,3})세?|(\d{1,3})세?(남|여)(?:자|성)?)$/;

/** "남 45, 여 70" (or "45세 남자, 70 여"), one entry per disabled person; null when unreadable. */
function parseDisabled(text: string): DisabledPerson[] | null {
  const entries = text
    .split(/[,，]/)
    .map((entry) => entry.replace(/\s/g, ''))
    .filter(Boolean);
  if (entries.length > CALCULATOR_LIMITS.disabledMax) return null;
  const people: DisabledPerson[] = [];
  for (const entry of entries) {
    const match = DISABLED_ENTRY.exec(entry);
    if (!match) return null;
    const sex = match[1] ?? match[4];
    people.push({ age: Number(match[2] ?? match[3]), sex: sex === '여' ? 'female' : 'male' });
  }
  return people;
}

/** The day the law is taken on: null when not given (today). */
type OnDate = { date?: string | null };
export type CalculatorInput =
  | ({ mode: 'inheritance'; inheritance: InheritanceInput } & OnDate)
  | ({ mode: 'gift'; gift: GiftInput } & OnDate);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day between the limits, or null when it is not one (31 February is not). */
export function parseDay(text: string): string | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const valid = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  const inRange = y >= CALCULATOR_LIMITS.yearMin && y <= CALCULATOR_LIMITS.yearMax;
  return valid && inRange ? text.trim() : null;
}

/** The day `years` years before a YYYY-MM-DD day (29 February goes to 1 March). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * What the estimate says about the law it applies: the figures' first day, a day before it
 * answered with today's law, and the windows counted back from the day given.
 */
export function lawNotes(input: CalculatorInput): string[] {
  const day = input.date ?? null;
  const what = input.mode === 'gift' ? '증여일' : '상속개시일(돌아가신 날)';
  const notes = [M.lawInForce(TAX_LAW_VALID_FROM)];
  if (!day) return [...notes, M.lawToday(what)];
  if (day < TAX_LAW_VALID_FROM) notes.push(M.lawEarlier(what, day, TAX_LAW_VALID_FROM));
  const years = (input.mode === 'gift' ? TAX_LAW.gift : TAX_LAW.inheritance).priorGiftYears.value;
  notes.push(M.tenYears(what, day, yearsBefore(day, years)));
  if (input.mode === 'inheritance') {
    notes.push(M.presumedWindows(yearsBefore(day, 1), yearsBefore(day, 2)));
  }
  return notes;
}

export type CalculatorErrors = Partial<Record<CalculatorField, string>>;

export type CalculatorParse =
  | { ok: true; input: CalculatorInput }
  | { ok: false; errors: CalculatorErrors };

/** The visitor's values of one mode as numbers, or one message per field that is wrong. */
export function parseCalculator(mode: CalculatorMode, values: CalculatorValues): CalculatorParse {
  const errors: CalculatorErrors = {};
  const date = values.eventDate.trim() ? parseDay(values.eventDate) : null;
  if (values.eventDate.trim() && !date) errors.eventDate = M.dateInvalid;
  const amount = (field: CalculatorField): number => {
    const parsed = parseAmount(values[field]);
    if (parsed.ok === true) return parsed.value;
    if (parsed.ok === false) errors[field] = parsed.message;
    else if (REQUIRED_AMOUNTS.includes(field)) errors[field] = M.amountRequired;
    return 0;
  };
  if (mode === 'gift') {
    const relation = (GIFT_RELATIONS as readonly string[]).includes(values.relation)
      ? (values.relation as GiftRelation)
      : 'unrelated';
    const sharesClass = sharesClassDeduction(relation);
    const otherDeduction = sharesClass ? parseAmount(values.otherDonorDeduction) : null;
    const gift: GiftInput = {
      amount: amount('giftAmount'),
      assumedDebt: amount('assumedDebt'),
      relation,
      skipsGeneration: isFromAscendant(relation) && values.skipsGeneration === 'yes',
      marriageOrBirth: isFromAscendant(relation) && values.marriageOrBirth === 'yes',
      earlierGifts: amount('earlierGifts'),
      earlierSkippedGifts: isFromAscendant(relation) ? amount('earlierSkippedGifts') : 0,
      earlierGiftTax: amount('earlierGiftTax'),
      otherDonorGifts: sharesClass ? amount('otherDonorGifts') : 0,
      otherDonorDeduction: otherDeduction?.ok === true ? otherDeduction.value : null,
    };
    if (otherDeduction?.ok === false) errors.otherDonorDeduction = otherDeduction.message;
    if (!errors.earlierGifts && gift.earlierSkippedGifts > gift.earlierGifts) {
      errors.earlierSkippedGifts = M.skippedGiftsTooLarge;
    }
    if (!errors.giftAmount && !errors.assumedDebt && gift.assumedDebt > gift.amount) {
      errors.assumedDebt = M.assumedDebtTooLarge;
    }
    if (
      !errors.otherDonorGifts &&
      gift.otherDonorDeduction !== null &&
      gift.otherDonorDeduction > gift.otherDonorGifts
    ) {
      errors.otherDonorDeduction = M.otherDeductionTooLarge;
    }
    return Object.keys(errors).length
      ? { ok: false, errors }
      : { ok: true, input: { mode, gift, date } };
  }
  const hasSpouse = values.spouse === 'yes';
  const count = (text: string, max: number) =>
    Math.min(Math.max(0, Math.trunc(Number(text)) || 0), max);
  const children = count(values.children, CALCULATOR_LIMITS.childrenMax);
  // The deceased's ascendants inherit only when there is no child (민법 §1000①).
  const ascendantHeirs = children
    ? 0
    : count(values.ascendantHeirs, CALCULATOR_LIMITS.ascendantHeirsMax);
  const cohabited = values.cohabited === 'yes';
  if (cohabited && parseAmount(values.cohabitedHome).ok === 'empty') {
    errors.cohabitedHome = M.amountRequired;
  }
  const disabled = parseDisabled(values.disabled);
  if (!disabled) errors.disabled = M.disabledInvalid;
  const minorAges = parseMinorAges(values.minorAges);
  if (!minorAges) errors.minorAges = M.minorAgesInvalid;
  else if (minorAges.length > children) errors.minorAges = M.tooManyMinors;
  const inheritance: InheritanceInput = {
    estate: amount('estate'),
    insurance: amount('insurance'),
    retirementPay: amount('retirementPay'),
    withdrawnYear: amount('withdrawnYear'),
    withdrawnTwoYears: amount('withdrawnTwoYears'),
    unexplained: amount('unexplained'),
    financialAssets: amount('financialAssets'),
    debts: amount('debts'),
    funeralCosts: amount('funeralCosts'),
    enshrinementCosts: amount('enshrinementCosts'),
    hasSpouse,
    spouseInherits: hasSpouse ? amount('spouseInherits') : 0,
    children,
    ascendantHeirs,
    spouseGifts: hasSpouse ? amount('spouseGifts') : 0,
    minorAges: minorAges ?? [],
    heirGifts: amount('heirGifts'),
    heirGiftTax: amount('heirGiftTax'),
    heirGiftDeductions: amount('heirGiftDeductions'),
    elderly: count(values.elderly, CALCULATOR_LIMITS.elderlyMax),
    disabled: disabled ?? [],
    cohabitedHome: cohabited ? amount('cohabitedHome') : 0,
    cohabitedHomeDebt: cohabited ? amount('cohabitedHomeDebt') : 0,
    skippedShare: amount('skippedShare'),
    skippedMinor: values.skippedMinor === 'yes',
  };
  // A part entered larger than its whole gets the part's message.
  const parts = [
    [
      'heirGiftDeductions',
      inheritance.heirGiftDeductions,
      'heirGifts',
      inheritance.heirGifts,
      M.giftDeductionsTooLarge,
    ],
    [
      'spouseGifts',
      inheritance.spouseGifts,
      'heirGifts',
      inheritance.heirGifts,
      M.spouseGiftsTooLarge,
    ],
    ['cohabitedHome', inheritance.cohabitedHome, 'estate', inheritance.estate, M.homeTooLarge],
    [
      'skippedShare',
      inheritance.skippedShare,
      'estate',
      inheritance.estate,
      M.skippedShareTooLarge,
    ],
  ] as const;
  for (const [part, partValue, whole, wholeValue, message] of parts) {
    if (!errors[part] && !errors[whole] && partValue > wholeValue) errors[part] = message;
  }
  if (
    !errors.withdrawnYear &&
    !errors.withdrawnTwoYears &&
    !errors.unexplained &&
    inheritance.unexplained > Math.max(inheritance.withdrawnYear, inheritance.withdrawnTwoYears)
  ) {
    errors.unexplained = M.unexplainedTooLarge;
  }
  if (!errors.estate && !errors.spouseInherits && inheritance.spouseInherits > inheritance.estate) {
    errors.spouseInherits = M.spouseShareTooLarge;
  }
  if (
    !errors.estate &&
    !errors.financialAssets &&
    inheritance.financialAssets > inheritance.estate
  ) {
    errors.financialAssets = M.financialTooLarge;
  }
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, input: { mode, inheritance, date } };
}

export function estimateFor(input: CalculatorInput): Estimate {
  return input.mode === 'gift'
    ? estimateGiftTax(input.gift)
    : estimateInheritanceTax(input.inheritance);
}

/** One sentence for the live region: said once per computation. */
export function estimateAnnouncement(input: CalculatorInput, estimate: Estimate): string {
  const tax = input.mode === 'gift' ? '증여세' : '상속세';
  return `예상 ${tax} 납부세액은 ${wonInWords(estimate.payable)}입니다. 과세표준 ${wonInWords(estimate.base)}, 세율 ${Math.round(estimate.bracket.rate * 100)}% 구간입니다.`;
}

const yesNo = (value: boolean) => (value ? '예' : '아니오');

/** The summary the consultation form starts with; the visitor may edit it before sending. */
export function counselDraftFor(input: CalculatorInput, estimate: Estimate): CounselDraft {
  const result = `계산 결과: 과세표준 ${wonInWords(estimate.base)}, 산출세액 ${wonInWords(estimate.computedTax)}, 납부할 세액(예상) ${wonInWords(estimate.payable)}`;
  const ask = '정확한 세액과 절세 방법을 상담받고 싶습니다.';
  if (input.mode === 'gift') {
    const g = input.gift;
    return {
      consultation_type: 'gift',
      content: [
        '[증여세 계산기 결과]',
        ...(input.date ? [`증여일: ${input.date}`] : []),
        `증여재산 ${wonInWords(g.amount)} / 관계: ${GIFT_RELATION_LABELS[g.relation]}${g.assumedDebt ? ` / 넘겨받는 채무 ${wonInWords(g.assumedDebt)} (부담부증여)` : ''}`,
        `10년 내 같은 그룹 증여 ${wonInWords(g.earlierGifts)} (그중 세대생략 ${wonInWords(g.earlierSkippedGifts)}, 낸 증여세 ${wonInWords(g.earlierGiftTax)})`,
        ...(g.otherDonorGifts
          ? [
              `10년 내 같은 관계의 다른 분께 받은 증여 ${wonInWords(g.otherDonorGifts)} (그때 받은 공제 ${g.otherDonorDeduction === null ? '모름' : wonInWords(g.otherDonorDeduction)})`,
            ]
          : []),
        `세대생략: ${yesNo(g.skipsGeneration)} / 혼인·출산 공제: ${yesNo(g.marriageOrBirth)}`,
        result,
        ask,
      ].join('\n'),
    };
  }
  const i = input.inheritance;
  return {
    consultation_type: 'inheritance',
    content: [
      '[상속세 계산기 결과]',
      ...(input.date ? [`상속개시일: ${input.date}`] : []),
      `상속재산 ${wonInWords(i.estate)} (순금융재산 ${wonInWords(i.financialAssets)})${i.insurance || i.retirementPay ? ` / 보험금 ${wonInWords(i.insurance)}, 퇴직금 ${wonInWords(i.retirementPay)}` : ''} / 채무 ${wonInWords(i.debts)} / 장례비용 ${wonInWords(i.funeralCosts)}${i.enshrinementCosts ? ` / 봉안·자연장지 ${wonInWords(i.enshrinementCosts)}` : ''}`,
      `배우자: ${i.hasSpouse ? `있음 (상속분 ${wonInWords(i.spouseInherits)}${i.spouseGifts ? `, 10년 내 받은 증여 ${wonInWords(i.spouseGifts)}` : ''})` : '없음'} / 자녀 ${i.children}명 (미성년 ${i.minorAges.length}명)${i.ascendantHeirs ? ` / 상속받는 부모님 ${i.ascendantHeirs}명` : ''} / 65세 이상 ${i.elderly}명 / 장애인 ${i.disabled.length ? i.disabled.map((p) => `${p.sex === 'female' ? '여' : '남'} ${p.age}세`).join(', ') : '없음'}`,
      `동거주택: ${i.cohabitedHome ? `예 (주택 ${wonInWords(i.cohabitedHome)}, 담보채무 ${wonInWords(i.cohabitedHomeDebt)})` : '아니오'} / 손자녀 등이 받는 재산 ${wonInWords(i.skippedShare)}${i.skippedMinor ? ' (미성년)' : ''}`,
      ...(i.withdrawnYear || i.withdrawnTwoYears
        ? [
            `돌아가시기 전 인출·처분·차입: 1년 안 ${wonInWords(i.withdrawnYear)}, 2년 안 ${wonInWords(i.withdrawnTwoYears)}, 그중 쓴 곳을 모르는 돈 ${wonInWords(i.unexplained)}`,
          ]
        : []),
      `10년 내 상속인 사전증여 ${wonInWords(i.heirGifts)} (받은 증여재산공제 ${wonInWords(i.heirGiftDeductions)}, 낸 증여세 ${wonInWords(i.heirGiftTax)})`,
      result,
      ask,
    ].join('\n'),
  };
}
