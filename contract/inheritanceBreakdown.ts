import { type HeirShare, spouseShareFraction } from './heirs';
import type { InheritanceFigures } from './inheritanceArithmetic';
import type { InheritanceInput } from './inheritanceInput';
import {
  type EstimateLine,
  formatRate as pct,
  settlementLines,
  taxLines,
  wonInWords as w,
} from './taxBreakdown';
import { LIFE_TABLE, TAX_LAW } from './taxLaw';

// The inheritance breakdown a family reads: each figure of contract/inheritanceArithmetic.ts as a
// Korean line with the article it applies, and the heirs' legal shares in words.

const I = TAX_LAW.inheritance;

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
            note: `실제 상속분: 최소 ${w(I.spouseMin.value)}, 최대는 ${w(I.spouseMax.value)}과 법정상속분 한도 ${w(f.spouse.share)} 중 적은 쪽 (${I.spouseMax.article}). ${spouseShareNote(input, f.coHeirs)}${f.spouse.giftBase ? `, 배우자가 받은 사전증여의 과세표준 ${w(f.spouse.giftBase)}을 뺌 (${I.spousePriorGiftArticle.article})` : ''}`,
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
        ? `사전증여의 증여세 산출세액, 한도는 세액 × 사전증여의 과세표준 ${w(f.giftBase)} ÷ 과세표준 = ${w(f.creditCap)} (${TAX_LAW.inheritanceGiftCreditArticle.article})`
        : '사전증여의 증여세 산출세액 (제28조)',
    }),
  ];
  return lines;
}

/** Who the spouse shares with and the spouse's 법정상속분 (민법 §1000, §1003, §1009). */
function spouseShareNote(input: InheritanceInput, coHeirs: number): string {
  const { numerator, denominator } = spouseShareFraction(coHeirs);
  const lines = input.representedLines.length;
  const withWhom =
    input.children || lines
      ? `자녀 ${input.children}명${lines ? `과 먼저 돌아가신 자녀 ${lines}명의 자녀들(대습상속)` : ''}과 함께 상속`
      : coHeirs
        ? `자녀·손주가 없어 돌아가신 분의 부모님 ${coHeirs}명과 함께 상속`
        : '배우자 혼자 상속';
  const renounced = input.renounced ? ', 상속포기가 없었을 때의 몫' : '';
  return `${withWhom}: 배우자 법정상속분 ${numerator}/${denominator}${renounced} (${I.spouseShareWeight.article})`;
}

const GROUP_WORDS: Record<HeirShare['group'], string> = {
  spouse: '배우자',
  child: '자녀',
  grandchild: '손주',
  ascendant: '부모님',
  sibling: '형제자매',
};

/** Each heir's 법정상속분 as a family reads it: "배우자 3/7", "자녀 2명 각 2/7", "자녀 1명 상속포기". */
export function sharesInWords(shares: readonly HeirShare[]): string[] {
  return shares.map((share) => {
    const who =
      share.group === 'grandchild'
        ? `먼저 돌아가신 자녀 ${(share.line ?? 0) + 1}의 자녀(손주) ${share.count}명`
        : `${GROUP_WORDS[share.group]}${share.group === 'spouse' ? '' : ` ${share.count}명`}`;
    if (share.renounced) return `${who} 상속포기, 몫 없음 (민법 제1042조·제1043조)`;
    const each = share.count > 1 ? '각 ' : '';
    return `${who} ${each}${share.numerator}/${share.denominator}`;
  });
}
