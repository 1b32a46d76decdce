import type { CalculatorField, CalculatorMode, CalculatorValues } from './calculatorFields';
import { CALCULATOR_MESSAGES as M } from './calculatorMessages';
import {
  parseAmount,
  parseDay,
  parseDisabled,
  parseMinorAges,
  parseRepresentedLines,
} from './calculatorParsing';
import {
  GIFT_RELATIONS,
  type GiftInput,
  type GiftRelation,
  isFromAscendant,
  sharesClassDeduction,
} from './giftArithmetic';
import { everyoneRenounced, renounceable } from './heirs';
import type { InheritanceInput } from './inheritanceInput';
import { CALCULATOR_LIMITS } from './limits';
import { type Estimate, estimateGiftTax, estimateInheritanceTax } from './taxEstimate';
import { TAX_LAW } from './taxLaw';

// How what the visitor typed (contract/calculatorFields.ts) becomes the inputs of the arithmetic
// (contract/inheritanceArithmetic.ts, contract/giftArithmetic.ts) or one message per field.

const REQUIRED_AMOUNTS: readonly CalculatorField[] = ['estate', 'giftAmount'];

/** The day the law is taken on: null when not given (today). */
type OnDate = { date?: string | null };
export type CalculatorInput =
  | ({ mode: 'inheritance'; inheritance: InheritanceInput } & OnDate)
  | ({ mode: 'gift'; gift: GiftInput } & OnDate);

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
      // §53의2 applies to gifts from its first day only (부칙); before it the tick has nothing to claim.
      marriageOrBirth:
        isFromAscendant(relation) &&
        values.marriageOrBirth === 'yes' &&
        !(date !== null && date < TAX_LAW.gift.marriageOrBirth.validFrom),
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
  const representedLines = parseRepresentedLines(values.representedLines);
  if (!representedLines) errors.representedLines = M.representedLinesInvalid;
  const lines = representedLines ?? [];
  // Each rank inherits only when the one before it has no one (민법 §1000①, §1003①).
  const descendants = children > 0 || lines.length > 0;
  const ascendantHeirs = descendants
    ? 0
    : count(values.ascendantHeirs, CALCULATOR_LIMITS.ascendantHeirsMax);
  const siblings =
    descendants || ascendantHeirs || hasSpouse
      ? 0
      : count(values.siblings, CALCULATOR_LIMITS.siblingsMax);
  const heirs = { hasSpouse, children, representedLines: lines, ascendantHeirs, siblings };
  const rank = renounceable({ ...heirs, renounced: 0 });
  const renounced = rank ? count(values.renounced, CALCULATOR_LIMITS.childrenMax) : 0;
  if (rank && renounced > rank.count) errors.renounced = M.tooManyRenounced;
  else if (everyoneRenounced({ ...heirs, renounced })) errors.renounced = M.everyoneRenounced;
  const cohabited = values.cohabited === 'yes';
  if (cohabited && parseAmount(values.cohabitedHome).ok === 'empty') {
    errors.cohabitedHome = M.amountRequired;
  }
  const disabled = parseDisabled(values.disabled);
  if (!disabled) errors.disabled = M.disabledInvalid;
  const minorAges = parseMinorAges(values.minorAges);
  if (!minorAges) errors.minorAges = M.minorAgesInvalid;
  else if (minorAges.length > children + lines.reduce((sum, n) => sum + n, 0)) {
    errors.minorAges = M.tooManyMinors;
  }
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
    representedLines: lines,
    ascendantHeirs,
    siblings,
    renounced,
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
