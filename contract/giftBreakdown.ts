import type { GiftFigures, GiftInput } from './giftArithmetic';
import {
  type EstimateLine,
  GIFT_RELATION_LABELS,
  formatRate as pct,
  settlementLines,
  taxLines,
  wonInWords as w,
} from './taxBreakdown';
import { TAX_LAW } from './taxLaw';

// The gift breakdown a family reads: each figure of contract/giftArithmetic.ts as a Korean line
// with the article it applies.

const G = TAX_LAW.gift;

export function giftLines(input: GiftInput, f: GiftFigures): EstimateLine[] {
  const lines: EstimateLine[] = [
    { label: '증여재산가액', sign: '=', amount: input.amount, note: '이번에 증여하는 재산' },
    ...(input.assumedDebt
      ? [
          {
            label: '넘겨받는 채무 (부담부증여)',
            sign: '-' as const,
            amount: input.assumedDebt,
            note: `받는 분이 갚기로 한 채무는 빼고 (${G.assumedDebtArticle.article}), 그만큼은 증여하는 분이 판 것으로 보아 증여하는 분에게 양도소득세가 따로 나옵니다. 양도소득세는 이 계산에 없으며 세무사가 계산해 드립니다`,
          },
        ]
      : []),
    {
      label: '10년 내 같은 그룹의 증여',
      sign: '+',
      amount: input.earlierGifts,
      note: `증여하는 분과 그 배우자에게서 ${G.priorGiftYears.value}년 안에 받은 증여를 합칩니다 (${G.priorGiftYears.article})`,
    },
    {
      label: '증여세 과세가액',
      sign: '=',
      amount: f.taxableValue,
      note: input.assumedDebt
        ? '이번 증여 − 넘겨받는 채무 + 10년 내 증여'
        : '이번 증여 + 10년 내 증여',
    },
    {
      label: '증여재산공제',
      sign: '-',
      amount: f.relationDeduction,
      note: f.allowance
        ? `${GIFT_RELATION_LABELS[input.relation]}: 10년간 ${w(f.allowance.value)}${f.usedElsewhere ? `에서 같은 관계의 다른 분께 받은 증여에 쓴 ${w(f.usedElsewhere)}을 뺀 나머지` : ''} (${f.allowance.article})`
        : '친족이 아닌 사람에게 받은 증여에는 공제가 없습니다',
    },
    ...(f.fromAscendant && input.marriageOrBirth
      ? [
          {
            label: '혼인·출산 증여재산공제',
            sign: '-' as const,
            amount: f.marriage,
            note: `혼인신고 전후 2년·출생 후 2년 안의 증여, 평생 ${w(G.marriageOrBirth.value)} (${G.marriageOrBirth.article})`,
          },
        ]
      : []),
    ...taxLines(f.base, f.bracket, f.computedTax, G.taxFloor),
    ...(f.skipped
      ? [
          {
            label: '세대생략 할증',
            sign: '+' as const,
            amount: f.surcharge,
            note: `${f.skipped < f.taxableValue ? `산출세액 중 세대를 건너뛴 증여 ${w(f.skipped)}의 몫에` : '산출세액의'} ${pct(f.skipRate)}${f.minorAbove ? ` (미성년자가 ${w(G.generationSkipMinorAbove.value)} 넘게 받음)` : ''} (${G.generationSkipRate.article})`,
          },
        ]
      : []),
    ...settlementLines(f.settlement, {
      label: '기납부세액공제',
      note: input.earlierGiftTax
        ? `10년 내 증여의 증여세 산출세액, 한도는 세액 × 그 증여의 과세표준 ${w(f.earlierBase)} ÷ 과세표준 = ${w(f.creditCap)} (${G.priorTaxCreditArticle.article})`
        : '10년 내 증여의 증여세 산출세액 (제58조)',
    }),
  ];
  return lines;
}
