import { formatWon } from '../../contract/format';
import type { SuccessCaseId } from '../../contract/site';
import { PAGE_META, type PageMeta } from './pages';

// Six real-shaped cases (the spec's three examples first). Amounts are numbers in won, formatted
// once by formatWon (contract/format.ts). Home's carousel and /success-case show the same six.

export interface SuccessCase {
  id: SuccessCaseId;
  /** Card title, e.g. the estate and the kind of work. */
  title: string;
  category: string;
  expectedTax: number;
  finalTax: number;
  /** Consulting type plus date, printed as the card's stamp. */
  stamp: string;
  image: { src: string; width: number; height: number; alt: string };
}

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

export const SUCCESS_CASES: readonly SuccessCase[] = [
  {
    id: 1,
    title: '상속재산 15억 원 상속세 신고',
    category: '상속세',
    expectedTax: 32_000_000,
    finalTax: 19_000_000,
    stamp: '상속세 컨설팅 2024.09',
    image: {
      src: '/images/cases/case-1.svg',
      width: 640,
      height: 400,
      alt: '주택과 예금으로 이루어진 상속재산을 나타낸 그림',
    },
  },
  {
    id: 2,
    title: '20억 원 아파트 부담부증여',
    category: '증여세',
    expectedTax: 560_000_000,
    finalTax: 190_000_000,
    stamp: '증여세 컨설팅 2024.06',
    image: {
      src: '/images/cases/case-2.svg',
      width: 640,
      height: 400,
      alt: '부담부증여한 아파트를 나타낸 그림',
    },
  },
  {
    id: 3,
    title: '250억 원 빌딩 양도',
    category: '양도소득세',
    expectedTax: 6_000_000_000,
    finalTax: 4_500_000_000,
    stamp: '양도소득세 컨설팅 2024.03',
    image: {
      src: '/images/cases/case-3.svg',
      width: 640,
      height: 400,
      alt: '양도한 상업용 빌딩을 나타낸 그림',
    },
  },
  {
    id: 4,
    title: '제조업 가업승계 비상장주식 증여',
    category: '가업승계',
    expectedTax: 1_200_000_000,
    finalTax: 450_000_000,
    stamp: '가업승계 컨설팅 2023.11',
    image: {
      src: '/images/cases/case-4.svg',
      width: 640,
      height: 400,
      alt: '가업을 잇는 공장 건물을 나타낸 그림',
    },
  },
  {
    id: 5,
    title: '상속세 세무조사 추징 대응',
    category: '세무조사',
    expectedTax: 800_000_000,
    finalTax: 120_000_000,
    stamp: '세무조사 대리 2023.08',
    image: {
      src: '/images/cases/case-5.svg',
      width: 640,
      height: 400,
      alt: '세무조사 서류 검토를 나타낸 그림',
    },
  },
  {
    id: 6,
    title: '배우자 공제를 활용한 30억 원 상속',
    category: '상속세',
    expectedTax: 640_000_000,
    finalTax: 310_000_000,
    stamp: '상속세 컨설팅 2023.05',
    image: {
      src: '/images/cases/case-6.svg',
      width: 640,
      height: 400,
      alt: '배우자와 자녀에게 나눈 상속재산을 나타낸 그림',
    },
  },
];

export function savedTax(item: SuccessCase): number {
  return item.expectedTax - item.finalTax;
}

export function findSuccessCase(id: number): SuccessCase | undefined {
  return SUCCESS_CASES.find((item) => item.id === id);
}

/** The cases before and after one in the list, wrapping around, for the detail page's navigation. */
export function neighbourCases(id: SuccessCaseId): { previous: SuccessCase; next: SuccessCase } {
  const index = SUCCESS_CASES.findIndex((item) => item.id === id);
  const count = SUCCESS_CASES.length;
  const at = (offset: number) => SUCCESS_CASES[(index + offset + count) % count] as SuccessCase;
  return { previous: at(-1), next: at(1) };
}

/** The detail page's own title and description, so each case is findable on its own. */
export function successCaseMeta(id: SuccessCaseId): PageMeta {
  const item = findSuccessCase(id);
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
    image: { src: '/images/banners/success-case.svg', width: 1600, height: 560 },
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
