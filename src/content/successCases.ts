import { formatWon } from '../../contract/format';
import type { SuccessCaseCard } from '../../contract/pageContent';
import type { SuccessCaseId } from '../../contract/site';
import { savedTax } from '../../contract/successCaseFields';
import { successCaseDrawing } from './bannerDrawings';
import { PAGE_META, type PageMeta } from './pages';

// The success cases' page copy and labels. The cases themselves are content the firm edits
// (contract/successCases.ts, decision 153): pages read them with useSuccessCaseCards() and
// useSuccessStory().

export { savedTax } from '../../contract/successCaseFields';

/** Spec §3: every case's result line. */
export const SUCCESS_RESULT_TEXT = '절세 성공!';

/** The card's and the detail page's labels for the three amounts and the result. */
export const SUCCESS_CASE_LABELS = {
  expectedTax: '예상 세액',
  finalTax: '최종 세액',
  saved: '절세 금액',
  result: '결과',
  stamp: '상담 구분',
  more: '자세히 보기',
} as const;

export function findSuccessCase<Case extends { id: number }>(
  cases: readonly Case[] | undefined,
  id: number,
): Case | undefined {
  return cases?.find((item) => item.id === id);
}

/** The cases before and after one in the list, wrapping around, for the detail page's navigation. */
export function neighbourCases<Case extends { id: number }>(
  cases: readonly Case[],
  id: SuccessCaseId,
): { previous: Case; next: Case } {
  const index = cases.findIndex((item) => item.id === id);
  const count = cases.length;
  const at = (offset: number) => cases[(index + offset + count) % count] as Case;
  return { previous: at(-1), next: at(1) };
}

/**
 * The detail page's own title and description, so each case is findable on its own. They name
 * the case as published: a new title reaches the page's <title> and social tags (decision 153).
 */
export function successCaseMeta(item: SuccessCaseCard | undefined): PageMeta {
  if (!item) return PAGE_META['/success-case'];
  return {
    title: `${item.title} | ${PAGE_META['/success-case'].title}`,
    description: `${item.title}: 예상 세액 ${formatWon(item.expectedTax)}에서 최종 세액 ${formatWon(item.finalTax)}으로 ${formatWon(savedTax(item))}을 절세한 사례입니다.`,
  };
}

export const SUCCESS_CASE_PAGE = {
  list: {
    eyebrow: 'SUCCESS CASE',
    title: '성공사례',
    lead: '같은 재산도 준비에 따라 세금이 달라집니다. 상속증여 전담센터가 고객과 함께 만든 절세 사례를 소개합니다.',
    drawing: successCaseDrawing,
  },
  detail: {
    eyebrow: '성공사례',
    summaryTitle: '계약 요약',
    clientLabel: '의뢰인',
    situationTitle: '의뢰 상황',
    strategyTitle: '절세 전략',
    resultTitle: '결과',
    cta: {
      title: '비슷한 고민이 있으신가요?',
      body: '상황을 들려주시면 전담 세무사가 맞는 방법을 찾아드립니다.',
      label: '상담 신청하기',
    },
    backLabel: '성공사례 목록',
    otherCasesLabel: '다른 성공사례',
    previousLabel: '이전 사례',
    nextLabel: '다음 사례',
  },
} as const;
