import type { Heirs } from './heirs';
import { LIFE_TABLE } from './taxLaw';

// What an inheritance estimate is computed from: whole-won amounts and the heirs as counted.

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

/** The heirs (contract/heirs.ts) with the amounts; the spouse's and children's fields are Heirs'. */
export interface InheritanceInput extends Heirs {
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
  /** What the spouse actually inherits (only read when hasSpouse). */
  spouseInherits: number;
  /** Of heirGifts, what the spouse received (its 과세표준 lowers the spouse's limit, §19①1). */
  spouseGifts: number;
  /** The age of each minor heir other than the spouse (child or represented grandchild), in whole years (each under 19). */
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
