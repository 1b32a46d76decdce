import { expect } from 'vitest';
import type { Estimate, estimateGiftTax } from '../../../contract/taxEstimate';
import { giftFrom } from './taxInputs';

// What the hand-worked tax cases (tests/contract/tax*.test.ts) check an estimate against: a case's
// pinned figures, and the lines every inheritance breakdown shows as they read when nothing is
// entered.

export const gift = giftFrom('unrelated');

/** What a case pins: the base, its bracket's rate, 산출세액, the surcharge, the tax to pay. */
export interface Expected {
  base: number;
  rate: number;
  tax: number;
  surcharge?: number;
  payable: number;
}

export function expectEstimate(
  estimate: ReturnType<typeof estimateGiftTax>,
  { base, rate, tax, surcharge = 0, payable }: Expected,
) {
  expect(estimate.base).toBe(base);
  // The bracket shown beside the result: a base at a bracket's top is in that bracket.
  expect(estimate.bracket.rate).toBe(rate);
  expect(estimate.computedTax).toBe(tax);
  expect(estimate.lines.find((line) => line.label === '세대생략 할증')?.amount ?? 0).toBe(
    surcharge,
  );
  expect(estimate.payable).toBe(payable);
}

// The lines every inheritance breakdown shows whatever is entered, as they read when nothing is:
// no debt, the deemed 500만 funeral costs (§14①2), no 10-year gift, no financial asset, no gift tax.
export const NO_DEBTS = {
  label: '채무',
  sign: '-',
  amount: 0,
  note: '돌아가신 분이 갚아야 했던 빚과 공과금 (제14조)',
};
export const DEEMED_FUNERAL = {
  label: '장례비용',
  sign: '-',
  amount: 5_000_000,
  note: '최소 500만 원, 최대 1,000만 원 (제14조제1항제2호)',
};
export const NO_HEIR_GIFTS = {
  label: '10년 내 사전증여재산',
  sign: '+',
  amount: 0,
  note: '상속인에게 10년 안에 증여한 재산을 더합니다 (제13조제1항제1호)',
};
export const NO_FINANCIAL = {
  label: '금융재산 상속공제',
  sign: '-',
  amount: 0,
  note: '순금융재산 2,000만 원까지 전액, 1억 원까지 2,000만 원, 넘으면 20% (최대 2억 원, 제22조제1항)',
};
export const NO_HEIR_GIFT_TAX = {
  label: '증여세액공제',
  sign: '-',
  amount: 0,
  note: '사전증여의 증여세 산출세액 (제28조)',
};
export const NO_EARLIER_GIFTS = {
  label: '10년 내 같은 그룹의 증여',
  sign: '+',
  amount: 0,
  note: '증여하는 분과 그 배우자에게서 10년 안에 받은 증여를 합칩니다 (제47조제2항)',
};
export const NO_GIFT_TAX_PAID = {
  label: '기납부세액공제',
  sign: '-',
  amount: 0,
  note: '10년 내 증여의 증여세 산출세액 (제58조)',
};
export const FILING_NOTE = '기한 안에 신고하면 세액의 3% (제69조)';
export const PAYABLE_NOTE = '가산세·분납 등은 반영하지 않은 예상액';

export const lineOf = (estimate: Estimate, label: string) =>
  estimate.lines.find((line) => line.label === label);

/** The amount of one line of a breakdown, by its label; 0 when the line is not shown. */
export const lineAmount = (estimate: Estimate, label: string) =>
  estimate.lines.find((line) => line.label === label)?.amount ?? 0;
