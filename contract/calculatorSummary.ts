import type { CalculatorInput } from './calculatorInput';
import { CALCULATOR_MESSAGES as M } from './calculatorMessages';
import { yearsBefore } from './calculatorParsing';
import type { CounselDraft } from './counselDraft';
import { GIFT_RELATION_LABELS, wonInWords } from './taxBreakdown';
import type { Estimate } from './taxEstimate';
import { TAX_LAW, TAX_LAW_VALID_FROM } from './taxLaw';

// What the calculator says about an estimate besides its lines: the law and the windows it
// applies, the sentence announced, and the summary the consultation form starts with.

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
        `10년 내 같은 그룹 증여 ${wonInWords(g.earlierGifts)} (그중 세대생략 ${wonInWords(g.earlierSkippedGifts)}, 증여세 산출세액 ${wonInWords(g.earlierGiftTax)})`,
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
      `배우자: ${i.hasSpouse ? `있음 (상속분 ${wonInWords(i.spouseInherits)}${i.spouseGifts ? `, 10년 내 받은 증여 ${wonInWords(i.spouseGifts)}` : ''})` : '없음'} / 자녀 ${i.children}명${i.representedLines.length ? ` / 대습상속 손주 ${i.representedLines.join(', ')}명` : ''}${i.ascendantHeirs ? ` / 상속받는 부모님 ${i.ascendantHeirs}명` : ''}${i.siblings ? ` / 형제자매 ${i.siblings}명` : ''}${i.renounced ? ` / 상속포기 ${i.renounced}명` : ''} (미성년 ${i.minorAges.length}명) / 65세 이상 ${i.elderly}명 / 장애인 ${i.disabled.length ? i.disabled.map((p) => `${p.sex === 'female' ? '여' : '남'} ${p.age}세`).join(', ') : '없음'}`,
      ...(estimate.shares.length ? [`법정상속분: ${estimate.shares.join(', ')}`] : []),
      `동거주택: ${i.cohabitedHome ? `예 (주택 ${wonInWords(i.cohabitedHome)}, 담보채무 ${wonInWords(i.cohabitedHomeDebt)})` : '아니오'} / 손자녀 등이 받는 재산 ${wonInWords(i.skippedShare)}${i.skippedMinor ? ' (미성년)' : ''}`,
      ...(i.withdrawnYear || i.withdrawnTwoYears
        ? [
            `돌아가시기 전 인출·처분·차입: 1년 안 ${wonInWords(i.withdrawnYear)}, 2년 안 ${wonInWords(i.withdrawnTwoYears)}, 그중 쓴 곳을 모르는 돈 ${wonInWords(i.unexplained)}`,
          ]
        : []),
      `10년 내 상속인 사전증여 ${wonInWords(i.heirGifts)} (받은 증여재산공제 ${wonInWords(i.heirGiftDeductions)}, 증여세 산출세액 ${wonInWords(i.heirGiftTax)})`,
      result,
      ask,
    ].join('\n'),
  };
}
