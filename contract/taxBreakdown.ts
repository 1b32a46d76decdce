import { formatNumber } from './format';
import type { GiftRelation } from './giftArithmetic';
import type { Settlement } from './taxArithmetic';
import { type Bracket, type LawFigure, TAX_LAW } from './taxLaw';

// The words every line of the breakdown shares: money, rates, the relation labels and the lines
// both taxes end with. Each tax's own lines are contract/inheritanceBreakdown.ts and
// contract/giftBreakdown.ts: a figure as a Korean line with the article it applies.

const 조 = 1_000_000_000_000;
const 억 = 100_000_000;
const 만 = 10_000;

/**
 * A won amount as Korean readers say it, every unit kept, and 원 placed as formatWon places it
 * (decision 202: apart after a unit, joined after digits): "15억 3,000만 원", "123만 4,567원", "0원".
 */
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
  const endsInDigits = won % 만 > 0 || won === 0;
  return `${amount < 0 ? '-' : ''}${words.join(' ') || '0'}${endsInDigits ? '원' : ' 원'}`;
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

/** A rate as people write it: 0.3 → "30%". */
export const formatRate = (rate: number) => `${formatNumber(rate * 100, 1)}%`;
const pct = formatRate;
const w = wonInWords;

export const GIFT_RELATION_LABELS: Record<GiftRelation, string> = {
  spouse: '배우자',
  adultDescendant: '부모·조부모 → 성년 자녀·손주',
  minorDescendant: '부모·조부모 → 미성년 자녀·손주',
  ascendant: '자녀·손주 → 부모·조부모',
  otherRelative: '그 밖의 친족 (6촌 이내 혈족, 4촌 이내 인척)',
  unrelated: '친족이 아닌 사람',
};

export function taxLines(
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

/** The credit for tax paid before (its label and note differ by tax), 신고세액공제 and the total. */
export function settlementLines(
  s: Settlement,
  credit: { label: string; note: string },
): EstimateLine[] {
  return [
    { ...credit, sign: '-', amount: s.credited },
    {
      label: '신고세액공제',
      sign: '-',
      amount: s.filingCredit,
      note: `기한 안에 신고하면 세액의 ${pct(TAX_LAW.filingCreditRate.value)} (${TAX_LAW.filingCreditRate.article})`,
    },
    {
      label: '납부할 세액',
      sign: '=',
      amount: s.payable,
      note: '가산세·분납 등은 반영하지 않은 예상액',
    },
  ];
}
