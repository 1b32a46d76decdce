// The copy of /calculator (docs/product.md#calculator, decisions 92–96, 100). The law's figures come from contract/taxLaw.ts, so the rules
// shown here and the arithmetic cannot disagree.
import type { CalculatorField, CalculatorMode } from '../../contract/calculatorFields';
import { formatRate as pct, wonInWords as w } from '../../contract/taxBreakdown';
import { LIFE_TABLE, TAX_LAW, TAX_LAW_VALID_FROM } from '../../contract/taxLaw';

const I = TAX_LAW.inheritance;
const G = TAX_LAW.gift;

export const CALCULATOR_BANNER = {
  eyebrow: '세금 계산기',
  title: '상속세·증여세 예상 세액 계산기',
  lead: '재산과 가족 관계를 입력하면 공제와 세율을 적용한 예상 세액을 단계별로 보여드립니다. 입력하신 금액은 이 화면 밖으로 보내지지 않습니다.',
} as const;

export const CALCULATOR_COPY = {
  heading: '예상 세액 계산',
  modeLegend: '계산할 세금',
  modes: { inheritance: '상속세', gift: '증여세' } satisfies Record<CalculatorMode, string>,
  amountPlaceholder: '예: 15억 3000만',
  submit: '예상 세액 계산하기',
  resultHeading: '계산 결과',
  resultPlaceholder: '금액을 입력하고 ‘예상 세액 계산하기’를 누르면 계산 과정이 여기에 나옵니다.',
  payableLabel: '납부할 세액 (예상)',
  breakdownHeading: '계산 과정',
  counsel: '이 결과로 상담 신청',
  counselHint:
    '입력하신 내용과 결과가 상담 신청서의 상담 내용에 채워집니다. 보내기 전에 고치실 수 있습니다.',
  spouseLegend: '배우자',
  spouseYes: '있음',
  spouseNo: '없음',
  childrenUnit: '명',
  yes: '예',
  lawHeading: '적용한 세법과 기간',
  sharesHeading: '법정상속분 (민법 제1009조)',
  print: '이 결과 인쇄하기 (A4 한 장)',
  printHint:
    '입력하신 내용, 계산 과정과 조문, 결과, 세법 기준일이 한 장에 인쇄됩니다. 상담 때 가져오시면 됩니다.',
  inputsHeading: '입력하신 내용',
  pictureHeading: '재산이 세금이 되기까지',
  /** The picture's four bars, in the order the tax is worked out. */
  pictureBars: ['과세가액', '공제', '과세표준', '납부할 세액'] as const,
  /** The picture in words: what a screen reader reads instead of the bars. */
  pictureText: (taxable: string, deducted: string, base: string, payable: string) =>
    `과세가액 ${taxable}에서 공제 ${deducted}을 빼면 과세표준 ${base}이고, 여기에 세율을 곱하고 세액공제를 빼면 납부할 세액은 ${payable}입니다.`,
} as const;

export const CALCULATOR_FIELDS: Record<CalculatorField, { label: string; hint?: string }> = {
  eventDate: {
    label: '돌아가신 날 (증여세는 증여하는 날)',
    hint: `그날의 세법과 10년 합산 기간을 정합니다. 비워 두면 오늘로 봅니다. 이 계산기는 ${TAX_LAW_VALID_FROM}부터 시행 중인 세법으로 계산합니다.`,
  },
  estate: {
    label: '상속재산가액',
    hint: '부동산·예금·주식 등 돌아가신 분의 재산을 시가로 합한 금액',
  },
  insurance: {
    label: '사망보험금 (돌아가신 분이 보험료를 낸 보험)',
    hint: `위 재산에 넣지 않은 보험금. 상속재산으로 보고 (${I.insuranceArticle.article}) 금융재산 상속공제도 받습니다. 자녀가 자기 돈으로 보험료를 냈다면 빼 주세요.`,
  },
  retirementPay: {
    label: '돌아가신 분 앞으로 나온 퇴직금·퇴직수당',
    hint: `위 재산에 넣지 않은 금액. 상속재산으로 봅니다 (${I.retirementArticle.article}). 국민연금 유족연금 등 법에 따른 유족 급여는 빼 주세요.`,
  },
  withdrawnYear: {
    label: '돌아가시기 전 1년 안에 예금에서 찾거나, 재산을 팔거나, 빌린 돈',
    hint: `${w(I.presumedYearAmount.value)} 이상이면 쓴 곳을 밝혀야 합니다 (${I.presumedYearAmount.article}). 없으면 비워 두세요.`,
  },
  withdrawnTwoYears: {
    label: '같은 돈을 2년 안으로 넓혀 센 합계 (1년 안 포함)',
    hint: `${w(I.presumedTwoYearAmount.value)} 이상이면 쓴 곳을 밝혀야 합니다.`,
  },
  unexplained: {
    label: '그중 어디에 썼는지 가족이 밝히기 어려운 돈',
    hint: `밝히지 못한 돈에서 그 돈(찾은 금액)의 ${pct(I.presumedAllowanceRate.value)}와 ${w(I.presumedAllowanceMax.value)} 중 적은 금액을 뺀 만큼을 상속재산으로 추정합니다 (${I.presumedAllowanceRate.article}).`,
  },
  financialAssets: {
    label: '그중 순금융재산',
    hint: '예금·주식 등 금융재산에서 금융채무를 뺀 금액 (금융재산 상속공제)',
  },
  debts: { label: '채무·공과금' },
  funeralCosts: {
    label: '장례비용',
    hint: `봉안당·자연장지 비용은 빼고 적어 주세요. 비워 두면 ${w(I.funeralDeemed.value)}으로 봅니다.`,
  },
  enshrinementCosts: {
    label: '봉안당(납골당)·수목장 등 자연장지 비용',
    hint: `장례비용과 따로 최대 ${w(I.enshrinementMax.value)}까지 뺍니다 (${I.enshrinementMax.article}). 없으면 비워 두세요.`,
  },
  spouse: { label: '배우자' },
  spouseInherits: {
    label: '배우자가 실제로 상속받는 금액',
    hint: `비워 두면 최소 공제 ${w(I.spouseMin.value)}만 적용합니다.`,
  },
  children: {
    label: '살아 계신 자녀 수',
    hint: `상속을 포기한 자녀도 세어 주세요 (포기는 아래에서 묻습니다). 자녀 1명당 ${w(I.perChild.value)} 자녀공제 (${I.perChild.article}).`,
  },
  representedLines: {
    label: '먼저 돌아가신 자녀가 있으면: 그 자녀의 자녀(손주) 수',
    hint: '대습상속: 손주들이 부모(돌아가신 자녀)의 몫을 나눠 받습니다 (민법 제1001조·제1010조). 먼저 돌아가신 자녀마다 쉼표로 나누어 입력하세요. 예: 2, 1 (없으면 비워 두세요). 손주에게는 자녀공제가 없고, 미성년이면 미성년자공제를 받습니다.',
  },
  ascendantHeirs: {
    label: '자녀·손주가 없을 때: 상속받는 돌아가신 분의 부모님 수',
    hint: '자녀와 손주가 없으면 돌아가신 분의 부모님(안 계시면 조부모님)이 배우자와 함께 상속인이 됩니다. 배우자의 몫은 부모님 한 분의 1.5배입니다 (민법 제1000조·제1003조·제1009조).',
  },
  siblings: {
    label: '배우자·자녀·손주·부모님이 없을 때: 상속받는 형제자매 수',
    hint: '형제자매는 배우자, 자녀·손주, 부모님·조부모님이 모두 없을 때 상속인이 됩니다 (민법 제1000조제1항제3호).',
  },
  renounced: {
    label: '배우자 외에 상속을 포기한 분의 수 (상속포기)',
    hint: '자녀가 있으면 자녀 중, 없으면 부모님(또는 형제자매) 중 포기한 분. 포기한 분의 몫은 남은 상속인에게 갑니다 (민법 제1043조). 배우자 상속공제의 한도는 포기가 없었을 때의 법정상속분으로 계산합니다 (제19조제1항).',
  },
  spouseGifts: {
    label: '그중 배우자가 받은 증여',
    hint: `배우자 증여재산공제 ${w(G.spouse.value)}을 넘은 만큼 배우자 상속공제의 한도가 줄어듭니다 (${I.spousePriorGiftArticle.article}).`,
  },
  minorAges: {
    label: '미성년 자녀(대습상속하는 손주 포함)의 만 나이',
    hint: '쉼표로 나누어 입력하세요. 예: 7, 12 (없으면 비워 두세요)',
  },
  elderly: {
    label: `만 ${I.elderlyAge.value}세 이상인 상속인·동거가족 수 (배우자·자녀 제외)`,
    hint: `상속받는 부모님이나 함께 살며 부양받던 가족 중 ${I.elderlyAge.value}세 이상인 분. 1명당 ${w(I.perElderly.value)} 연로자공제 (${I.perElderly.article}). 부모님은 자녀·손주가 없을 때만 상속인이고 그때는 위 ‘상속받는 부모님 수’에도 세어 주세요. 자녀가 있어도 함께 살며 부양받던 부모님은 여기에 세어 주세요.`,
  },
  disabled: {
    label: '장애인인 상속인·동거가족의 성별과 만 나이 (배우자 포함)',
    hint: `쉼표로 나누어 입력하세요. 예: 남 45, 여 70 (없으면 비워 두세요). 1명당 ${w(I.perDisabledYear.value)} × 기대여명 연수 (${I.perDisabledYear.article}, ${LIFE_TABLE.year}년 ${LIFE_TABLE.source})`,
  },
  cohabited: {
    label: `돌아가신 분과 ${I.cohabitedHomeYears.value}년 이상 한 집에 함께 산 자녀(또는 그 배우자)가 그 집을 상속받음`,
    hint: `동거주택 상속공제: 그 기간 내내 1세대 1주택이고, 상속받는 자녀가 지금 집이 없거나 그 집을 함께 가진 경우 최대 ${w(I.cohabitedHomeMax.value)} (${I.cohabitedHomeMax.article})`,
  },
  cohabitedHome: { label: '그 주택의 가액', hint: '상속재산가액에 포함된 시가' },
  cohabitedHomeDebt: {
    label: '그 주택에 담보된 채무',
    hint: '주택담보대출·전세보증금 등. 위 채무·공과금에도 넣어 주세요.',
  },
  heirGifts: { label: '10년 내 상속인에게 한 증여', hint: '증여 당시 가액의 합계' },
  heirGiftDeductions: {
    label: '그 증여 때 받은 증여재산공제',
    hint: '예: 성년 자녀 1명 5,000만 원. 비워 두면 공제 한도를 가장 좁게 계산합니다.',
  },
  heirGiftTax: {
    label: '그 증여의 증여세 산출세액',
    hint: `신고세액공제 전 금액. 상속세에서 공제되며, 한도는 상속세 × 그 증여의 과세표준 ÷ 상속세 과세표준입니다 (${TAX_LAW.inheritanceGiftCreditArticle.article}).`,
  },
  skippedShare: {
    label: '부모가 살아 있는 손자녀 등이 받는 재산',
    hint: `유언 등으로 자녀 대신 손자녀가 받는 몫. 세액에 그 비율만큼 ${pct(I.generationSkipRate.value)} 할증 (${I.generationSkipRate.article})`,
  },
  skippedMinor: {
    label: '그 손자녀가 미성년자',
    hint: `${w(I.generationSkipMinorAbove.value)}을 넘게 받으면 ${pct(I.generationSkipMinorRate.value)} 할증`,
  },
  giftAmount: { label: '증여재산가액', hint: '이번에 증여하는 재산의 시가' },
  assumedDebt: {
    label: '그중 받는 분이 넘겨받는 채무 (부담부증여)',
    hint: `예: 아파트에 딸린 대출·전세보증금을 받는 분이 갚기로 한 경우. 그만큼 증여세가 줄고 (${G.assumedDebtArticle.article}), 증여하는 분에게 양도소득세가 따로 나옵니다. 양도소득세는 세무사가 계산해 드립니다. 가족 간에는 받는 분이 실제로 갚는 것이 확인되어야 합니다.`,
  },
  relation: { label: '증여하는 사람과 받는 사람의 관계' },
  skipsGeneration: {
    label: '조부모가 손주에게 증여하고, 손주의 부모(조부모의 자녀)가 살아 있음 (세대생략)',
    hint: `산출세액에 ${pct(G.generationSkipRate.value)} 할증, 미성년 손주가 ${w(G.generationSkipMinorAbove.value)}을 넘게 받으면 ${pct(G.generationSkipMinorRate.value)} (${G.generationSkipRate.article}). 손주의 부모가 먼저 돌아가셨으면 할증이 없으니 체크하지 마세요 (${G.generationSkipException.article}).`,
  },
  marriageOrBirth: {
    label: '혼인·출산 증여재산공제 대상',
    hint: `혼인신고일 전후 2년 또는 자녀 출생일부터 2년 안의 증여, 평생 ${w(G.marriageOrBirth.value)}`,
  },
  earlierGifts: {
    label: '10년 내 같은 분과 그 배우자에게서 받은 증여',
    hint: '예: 아버지가 주시면 아버지와 어머니께 받은 증여. 조부모님께 받은 증여는 여기가 아니라 아래 칸에 적어 주세요. 증여 당시 가액의 합계',
  },
  earlierSkippedGifts: {
    label: '그중 조부모에게서 세대를 건너뛰어 받은 증여',
    hint: '할증은 합친 증여 중 세대를 건너뛴 몫의 비율만큼 붙습니다.',
  },
  earlierGiftTax: {
    label: '그 증여의 증여세 산출세액',
    hint: `신고세액공제 전 금액. 공제 한도는 세액 × 그 증여의 과세표준 ÷ 과세표준입니다 (${G.priorTaxCreditArticle.article}).`,
  },
  otherDonorGifts: {
    label: '10년 내 같은 관계의 다른 분께 받은 증여',
    hint: `예: 부모님께 받는데 그 전에 조부모님께 받은 증여. 합쳐서 세금을 매기지는 않지만, 증여재산공제는 같은 관계(직계존속 모두, 직계비속 모두, 그 밖의 친족 모두)가 10년간 한 번만 나눠 씁니다 (${G.toAdultDescendant.article}·${G.priorGiftYears.article}).`,
  },
  otherDonorDeduction: {
    label: '그 증여 때 받은 증여재산공제',
    hint: '증여세 신고서에 적힌 공제 금액. 모르시면 비워 두세요: 그 증여가 먼저여서 공제를 받을 수 있는 만큼 받은 것으로 봅니다.',
  },
};

/** What the estimate leaves out: shown beside every result and in the prerendered page. */
export const CALCULATOR_NOTICE = {
  heading: '꼭 확인해 주세요',
  lead: '이 계산은 입력하신 금액을 그대로 믿고 낸 추정치입니다. 실제 세액은 재산 평가와 공제 요건 검토에 따라 크게 달라질 수 있으며, 정확한 세액은 상속증여 전담센터의 세무사가 산정해 드립니다.',
  omitted: [
    '재산 평가(시가·보충적 평가, 감정평가)와 비상장주식 평가, 감정평가수수료',
    '가업·영농 상속공제, 장애인공제를 받는 분이 「장애인복지법」 등의 장애인인지의 확인',
    '동거주택 상속공제의 요건 확인(상속인이 미성년자였던 기간 제외, 일시적 2주택 등 예외): 입력하신 대로 요건을 갖춘 것으로 봅니다',
    '손자녀 외의 사람이 받은 유증·사인증여, 상속인이 아닌 사람에게 5년 안에 한 증여',
    '대습상속하는 며느리·사위의 몫, 모두 포기해 다음 순위가 받는 경우, 배우자 상속재산 분할기한',
    '증여세액공제의 한도는 상속인 각자의 몫으로 따로 계산합니다: 여러 상속인이 증여를 받았으면 합쳐서 계산한 이 추정보다 적을 수 있습니다',
    '부담부증여 때 증여하는 분의 양도소득세, 퇴직연금이 금융재산인지의 확인',
    '추정상속재산은 재산 종류(예금·부동산·그 밖의 재산)마다, 빌린 돈은 따로 판단합니다: 이 추정은 합친 금액 하나로 봅니다',
    '다른 분께 받은 증여의 공제와 기납부세액공제 한도는 증여의 순서를 단순하게 봅니다(다른 분의 증여, 같은 분의 이전 증여, 이번 증여 순)',
    '손자녀가 여럿일 때 한 사람씩의 할증과 손자녀가 전에 받은 증여 (대습상속하는 손주는 할증이 없으니 손자녀 몫을 비워 두세요)',
    '혼인·출산 공제는 전에 쓴 적이 없는 것으로 보고, 세대생략 할증의 40 %는 이번 증여만으로 판단합니다',
    '창업자금·가업승계 증여 특례, 외국납부세액공제, 단기재상속세액공제',
    '가산세, 분납·연부연납·물납 등 납부 방법',
  ],
} as const;

const bracketRange = (from: number, upTo: number | null) =>
  upTo === null ? `${w(from)} 초과` : `${w(upTo)} 이하`;

/** The page's plain explanation, readable without JavaScript (docs/product.md#calculator-no-js, decision 96). */
export const CALCULATOR_RULES = {
  heading: '세율과 공제 기준',
  lead: `상속세 및 증여세법에 따라 ${TAX_LAW_VALID_FROM} 이후의 상속과 증여에 적용되는 세율과 공제입니다.`,
  noScript:
    '계산기는 자바스크립트가 켜진 브라우저에서 동작합니다. 아래 세율표와 공제 기준을 참고하시거나, 상담을 신청하시면 세무사가 직접 계산해 드립니다.',
  bracketCaption: '상속세·증여세 세율 (과세표준 구간별)',
  bracketColumns: { range: '과세표준', rate: '세율', deduction: '누진공제' },
  brackets: TAX_LAW.brackets.value.map((bracket, index, all) => ({
    range: bracketRange(all[index - 1]?.upTo ?? 0, bracket.upTo),
    rate: pct(bracket.rate),
    deduction: w(bracket.progressiveDeduction),
  })),
  inheritanceHeading: '상속공제',
  inheritance: [
    `일괄공제 ${w(I.lumpSum.value)} 또는 기초공제 ${w(I.basic.value)} + 자녀 1명당 ${w(I.perChild.value)} + 미성년자 19세까지 1년당 ${w(I.perMinorYear.value)} 중 큰 금액 (${I.lumpSum.article}) — 배우자 혼자 상속받으면 일괄공제는 없습니다`,
    `배우자 상속공제: 실제 상속받은 금액, 최소 ${w(I.spouseMin.value)}, 최대 ${w(I.spouseMax.value)}과 법정상속분(배우자는 자녀 한 명 — 대습상속하는 손주들은 합쳐서 한 명 — , 자녀·손주가 없으면 부모님 한 분의 1.5배, 상속포기가 없었을 때의 몫)에서 배우자 사전증여의 과세표준을 뺀 금액 중 적은 금액 (${I.spouseMax.article}, ${I.spousePriorGiftArticle.article})`,
    `금융재산 상속공제: 순금융재산 ${w(I.financialAll.value)}까지 전액, ${w(I.financialFlatUpTo.value)}까지 ${w(I.financialAll.value)}, 넘으면 ${pct(I.financialRate.value)} (최대 ${w(I.financialMax.value)}, ${I.financialMax.article})`,
    `장례비용: 최소 ${w(I.funeralDeemed.value)}, 최대 ${w(I.funeralMax.value)}, 봉안시설·자연장지 비용은 따로 최대 ${w(I.enshrinementMax.value)} (${I.enshrinementMax.article})`,
    `장애인공제: 장애인인 상속인·동거가족(배우자 포함) 1명당 ${w(I.perDisabledYear.value)} × ${LIFE_TABLE.source}의 성별·나이별 기대여명 연수, 1년 미만은 1년 (${I.perDisabledYear.article})`,
    `연로자공제: ${I.elderlyAge.value}세 이상 상속인·동거가족(배우자·자녀 제외) 1명당 ${w(I.perElderly.value)}, 자녀·미성년자공제와 함께 일괄공제와 비교 (${I.perElderly.article})`,
    `동거주택 상속공제: ${I.cohabitedHomeYears.value}년 이상 함께 산 1세대 1주택을 자녀(또는 그 배우자)가 상속받으면 주택가액에서 담보채무를 뺀 금액, 최대 ${w(I.cohabitedHomeMax.value)} (${I.cohabitedHomeMax.article})`,
    `돌아가신 분이 보험료를 낸 사망보험금과 퇴직금은 상속재산으로 봅니다 (${I.insuranceArticle.article}·${I.retirementArticle.article}). 돌아가시기 전 1년 안 ${w(I.presumedYearAmount.value)}, 2년 안 ${w(I.presumedTwoYearAmount.value)} 이상 찾거나 빌린 돈 중 쓴 곳을 밝히지 못한 돈은 상속재산으로 추정합니다 (${I.presumedYearAmount.article})`,
    `상속인에게 ${I.priorGiftYears.value}년 안에 한 증여는 상속재산에 더하고, 그 증여세 산출세액은 세액 중 그 증여의 과세표준 몫까지 공제합니다 (${I.priorGiftYears.article}·${TAX_LAW.inheritanceGiftCreditArticle.article})`,
    `공제는 과세가액에서 상속인 아닌 사람이 받은 유증과, 과세가액이 ${w(I.limitGiftsAbove.value)}을 넘으면 사전증여재산(증여 때 받은 공제를 뺀 금액)을 뺀 금액까지만 적용됩니다 (제24조)`,
    `손자녀가 부모 대신 받으면 세액 중 그 몫에 ${pct(I.generationSkipRate.value)}, 미성년 손자녀가 ${w(I.generationSkipMinorAbove.value)} 넘게 받으면 ${pct(I.generationSkipMinorRate.value)} 할증 (${I.generationSkipRate.article})`,
    `과세표준이 ${w(I.taxFloor.value)} 미만이면 상속세·증여세를 매기지 않습니다 (${I.taxFloor.article}·${G.taxFloor.article})`,
  ],
  giftHeading: `증여재산공제 (${G.priorGiftYears.value}년 합산)`,
  gift: [
    `배우자 ${w(G.spouse.value)} (${G.spouse.article})`,
    `직계존속 → 성년 직계비속 ${w(G.toAdultDescendant.value)}, 미성년 ${w(G.toMinorDescendant.value)} (${G.toAdultDescendant.article})`,
    `직계비속 → 직계존속 ${w(G.toAscendant.value)} (${G.toAscendant.article})`,
    `그 밖의 친족 ${w(G.otherRelative.value)} (${G.otherRelative.article})`,
    `공제는 받는 사람 기준으로 같은 관계(예: 부모님과 조부모님 모두)가 ${G.priorGiftYears.value}년간 나눠 쓰고, 합산은 같은 분과 그 배우자의 증여만 합니다 (${G.priorGiftYears.article})`,
    `부담부증여: 받는 분이 넘겨받는 채무는 증여재산에서 빼고, 그만큼은 증여하는 분의 양도소득세 대상입니다 (${G.assumedDebtArticle.article})`,
    `혼인·출산 증여재산공제 ${w(G.marriageOrBirth.value)}, ${G.marriageOrBirth.validFrom} 이후 증여부터 (${G.marriageOrBirth.article})`,
    `세대생략 할증 ${pct(G.generationSkipRate.value)}, 미성년자가 ${w(G.generationSkipMinorAbove.value)} 넘게 받으면 ${pct(G.generationSkipMinorRate.value)} (${G.generationSkipRate.article}), 손주의 부모가 먼저 돌아가셨으면 할증 없음 (${G.generationSkipException.article})`,
    `그때의 증여세 산출세액은 세액 중 그 증여의 과세표준 몫까지 공제합니다 (${G.priorTaxCreditArticle.article})`,
  ],
  filing: `기한 안에 신고하면 세액의 ${pct(TAX_LAW.filingCreditRate.value)}를 신고세액공제로 빼 드립니다 (${TAX_LAW.filingCreditRate.article}).`,
  counselLink: '세무사에게 상담 신청하기',
} as const;
