// What the visitor types into /calculator, field by field, as typed (strings, so nothing is ever
// lost): the values, their empty form and the order each mode shows them in. contract/calculatorInput.ts
// turns them into the inputs of the arithmetic or a message per field.

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
  /** 대습상속: for each child who died first, how many of that child's children inherit ("2, 1"). */
  representedLines: string;
  /** With no descendant: how many of the deceased's parents (or grandparents) inherit. */
  ascendantHeirs: string;
  /** With no spouse, descendant or ascendant: how many brothers and sisters inherit. */
  siblings: string;
  /** How many of the heirs beside the spouse renounced (상속포기). */
  renounced: string;
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
  representedLines: '',
  ascendantHeirs: '0',
  siblings: '0',
  renounced: '0',
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
};

/** The family named a descendant: a living child or a grandchild in a child's place. */
export function hasDescendants(values: Pick<CalculatorValues, 'children' | 'representedLines'>) {
  return values.children !== '0' || values.representedLines.trim() !== '';
}

/** Brothers and sisters are asked about only when no one before them inherits (민법 §1000①3). */
export function asksSiblings(values: CalculatorValues): boolean {
  return values.spouse !== 'yes' && !hasDescendants(values) && values.ascendantHeirs === '0';
}
