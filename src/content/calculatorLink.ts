// How other pages point to /calculator. Apart from content/calculator.ts, which carries the
// calculator's copy and law figures, so those pages' bundles stay as they were.

export const CALCULATOR_LINK = {
  label: '예상 세액 계산해 보기',
  lead: '세금이 얼마나 나올지 먼저 궁금하신가요?',
} as const;
