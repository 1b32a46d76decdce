import { formatNumber } from './format';
import {
  type GiftFigures,
  type GiftInput,
  type GiftRelation,
  type InheritanceFigures,
  type InheritanceInput,
  type Settlement,
  spouseShareFraction,
} from './taxArithmetic';
import { type Bracket, type LawFigure, LIFE_TABLE, TAX_LAW } from './taxLaw';

// The breakdown a family reads: each figure of contract/taxArithmetic.ts as a Korean line with
// where it comes from (the article it applies). No arithmetic here beyond choosing the words.

const I = TAX_LAW.inheritance;
const G = TAX_LAW.gift;

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

export function inheritanceLines(input: InheritanceInput, f: InheritanceFigures): EstimateLine[] {
  const minorNote = f.minorYears
    ? ` + 미성년자 ${input.minorAges.length}명 ${f.minorYears}년 × ${w(I.perMinorYear.value)}`
    : '';
  const disabledNote = f.disabledYears
    ? ` + 장애인 ${input.disabled.length}명 기대여명 ${f.disabledYears}년 × ${w(I.perDisabledYear.value)} (${I.perDisabledYear.article}, ${LIFE_TABLE.year}년 생명표)`
    : '';
  const elderlyNote = input.elderly
    ? ` + ${I.elderlyAge.value}세 이상 ${input.elderly}명 × ${w(I.perElderly.value)} (${I.perElderly.article})`
    : '';
  const limitParts = [
    input.skippedShare ? '상속인 아닌 손자녀 등에게 간 재산' : '',
    f.taxableValue > I.limitGiftsAbove.value && input.heirGifts
      ? '사전증여재산(증여 때 받은 공제 차감)'
      : '',
  ].filter(Boolean);
  const lines: EstimateLine[] = [
    { label: '상속재산가액', sign: '=', amount: input.estate, note: '입력하신 재산 총액' },
    ...(input.insurance || input.retirementPay
      ? [
          {
            label: '간주상속재산 (보험금·퇴직금)',
            sign: '+' as const,
            amount: input.insurance + input.retirementPay,
            note: `돌아가신 분이 보험료를 낸 보험금 ${w(input.insurance)} (${I.insuranceArticle.article}, 금융재산 상속공제 대상)과 퇴직금 ${w(input.retirementPay)} (${I.retirementArticle.article})`,
          },
        ]
      : []),
    ...(input.withdrawnYear || input.withdrawnTwoYears
      ? [
          {
            label: '추정상속재산',
            sign: '+' as const,
            amount: f.presumed,
            note: f.presumed
              ? `1년 안 ${w(I.presumedYearAmount.value)} 이상 또는 2년 안 ${w(I.presumedTwoYearAmount.value)} 이상 찾거나 빌린 돈 중 쓴 곳을 모르는 돈에서, 그 돈의 ${pct(I.presumedAllowanceRate.value)}와 ${w(I.presumedAllowanceMax.value)} 중 적은 금액을 뺀 금액 (${I.presumedYearAmount.article}, ${I.presumedAllowanceRate.article})`
              : `1년 안 ${w(I.presumedYearAmount.value)}, 2년 안 ${w(I.presumedTwoYearAmount.value)}에 못 미치거나 쓴 곳을 모르는 돈이 빼 주는 금액 이하라 더하지 않습니다 (${I.presumedYearAmount.article})`,
          },
        ]
      : []),
    {
      label: '채무',
      sign: '-',
      amount: input.debts,
      note: '돌아가신 분이 갚아야 했던 빚과 공과금 (제14조)',
    },
    {
      label: '장례비용',
      sign: '-',
      amount: f.funeral,
      note: `최소 ${w(I.funeralDeemed.value)}, 최대 ${w(I.funeralMax.value)}${input.enshrinementCosts ? ` + 봉안시설·자연장지 비용 최대 ${w(I.enshrinementMax.value)}` : ''} (${input.enshrinementCosts ? I.enshrinementMax.article : I.funeralMax.article})`,
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
      amount: f.taxableValue,
      note: '재산 − 채무 − 장례비용 + 사전증여재산',
    },
    f.useLumpSum
      ? {
          label: '일괄공제',
          sign: '-',
          amount: f.personal,
          note: `기초공제와 인적공제의 합 ${w(f.basicAndPersonal)}보다 큰 ${w(I.lumpSum.value)} (${I.lumpSum.article})`,
        }
      : {
          label: '기초공제 + 인적공제',
          sign: '-',
          amount: f.personal,
          note: f.spouseAlone
            ? `배우자 단독 상속이면 일괄공제 없이 기초공제 ${w(I.basic.value)}${minorNote}${elderlyNote}${disabledNote} (${I.basic.article}·${I.perChild.article})`
            : `기초 ${w(I.basic.value)} + 자녀 ${input.children}명 × ${w(I.perChild.value)}${minorNote}${elderlyNote}${disabledNote} (${I.basic.article}·${I.perChild.article})`,
        },
    ...(f.spouse
      ? [
          {
            label: '배우자 상속공제',
            sign: '-' as const,
            amount: f.spouse.amount,
            note: `실제 상속분: 최소 ${w(I.spouseMin.value)}, 최대는 ${w(I.spouseMax.value)}과 법정상속분 한도 ${w(f.spouse.share)} 중 적은 쪽 (${I.spouseMax.article}). ${spouseShareNote(f.coHeirs, input.children)}${f.spouse.giftBase ? `, 배우자가 받은 사전증여의 과세표준 ${w(f.spouse.giftBase)}을 뺌 (${I.spousePriorGiftArticle.article})` : ''}`,
          },
        ]
      : []),
    {
      label: '금융재산 상속공제',
      sign: '-',
      amount: f.financial,
      note: `순금융재산 ${w(I.financialAll.value)}까지 전액, ${w(I.financialFlatUpTo.value)}까지 ${w(I.financialAll.value)}, 넘으면 ${pct(I.financialRate.value)} (최대 ${w(I.financialMax.value)}, ${I.financialMax.article})`,
    },
    ...(input.cohabitedHome
      ? [
          {
            label: '동거주택 상속공제',
            sign: '-' as const,
            amount: f.home,
            note: `주택가액에서 그 주택에 담보된 채무를 뺀 금액, 최대 ${w(I.cohabitedHomeMax.value)} (${I.cohabitedHomeMax.article})`,
          },
        ]
      : []),
    ...(f.applied < f.deductions
      ? [
          {
            label: '공제적용 한도',
            sign: '+' as const,
            amount: f.deductions - f.applied,
            // Both parts end in a final consonant (재산, 차감), so 을 fits either.
            note: limitParts.length
              ? `공제는 과세가액에서 ${limitParts.join('과 ')}을 뺀 ${w(f.limit)}까지만 적용됩니다 (제24조)`
              : `공제는 과세가액 ${w(f.limit)}까지만 적용됩니다 (제24조)`,
          },
        ]
      : []),
    ...taxLines(f.base, f.bracket, f.computedTax, I.taxFloor),
    ...(input.skippedShare
      ? [
          {
            label: '세대생략 할증',
            sign: '+' as const,
            amount: f.surcharge,
            note: `산출세액 중 손자녀 등이 받는 ${w(input.skippedShare)}의 몫에 ${pct(f.skipRate)}${f.minorAbove ? ` (미성년자가 ${w(I.generationSkipMinorAbove.value)} 넘게 받음)` : ''} (${I.generationSkipRate.article})`,
          },
        ]
      : []),
    ...settlementLines(f.settlement, {
      label: '증여세액공제',
      note: input.heirGiftTax
        ? `사전증여 때 낸 증여세, 한도는 세액 × 사전증여의 과세표준 ${w(f.giftBase)} ÷ 과세표준 = ${w(f.creditCap)} (${TAX_LAW.inheritanceGiftCreditArticle.article})`
        : '사전증여 때 낸 증여세 (제28조)',
    }),
  ];
  return lines;
}

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
        ? `10년 내 증여에 대해 이미 낸 증여세, 한도는 세액 × 그 증여의 과세표준 ${w(f.earlierBase)} ÷ 과세표준 = ${w(f.creditCap)} (${G.priorTaxCreditArticle.article})`
        : '10년 내 증여에 대해 이미 낸 증여세 (제58조)',
    }),
  ];
  return lines;
}

/** Who the spouse shares with and the spouse's 법정상속분 (민법 §1000, §1003, §1009). */
function spouseShareNote(coHeirs: number, children: number): string {
  const { numerator, denominator } = spouseShareFraction(coHeirs);
  const withWhom = children
    ? `자녀 ${children}명과 함께 상속`
    : coHeirs
      ? `자녀가 없어 돌아가신 분의 부모님 ${coHeirs}명과 함께 상속`
      : '배우자 혼자 상속';
  return `${withWhom}: 배우자 법정상속분 ${numerator}/${denominator} (${I.spouseShareWeight.article})`;
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

/** The credit for tax paid before (its label and note differ by tax), 신고세액공제 and the total. */
function settlementLines(s: Settlement, credit: { label: string; note: string }): EstimateLine[] {
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
