import type { SuccessCaseId } from './site';

// What a success case is made of: its fields, what the console's editor calls each one, and the
// saving the pages print. The repository's six cases are contract/successCases.ts.

export interface SuccessCaseImage {
  /** One of the repository's pictures (`/images/cases/case-N.svg`) or an upload (decision 154). */
  src: string;
  width: number;
  height: number;
  /** What the picture shows, for screen readers and when it fails to load: never empty. */
  alt: string;
}

/** The detail page's story. Amounts stay out of the prose: the summary grid shows them, formatted. */
export interface SuccessCaseStory {
  client: string;
  situation: readonly string[];
  strategy: readonly { title: string; description: string }[];
  result: readonly string[];
}

export interface SuccessCase {
  id: SuccessCaseId;
  /** Card title, e.g. the estate and the kind of work; also the case page's title. */
  title: string;
  category: string;
  expectedTax: number;
  finalTax: number;
  /** Consulting type plus date, printed as the card's stamp. */
  stamp: string;
  image: SuccessCaseImage;
  story: SuccessCaseStory;
}

/** How much the firm saved the client: what the pages print as the saving. */
export function savedTax(item: Pick<SuccessCase, 'expectedTax' | 'finalTax'>): number {
  return item.expectedTax - item.finalTax;
}

/**
 * What each field of a case is called in the console's editor: every field of `SuccessCase`, by
 * its dotted path inside one case with list indexes left out (`story.strategy.title`).
 */
export const SUCCESS_CASE_FIELD_LABELS: Record<string, string> = {
  id: '사례 번호',
  title: '제목',
  category: '분야',
  expectedTax: '예상 세액(원)',
  finalTax: '최종 세액(원)',
  stamp: '상담 구분',
  image: '사진',
  'image.src': '사진 주소',
  'image.width': '사진 너비(px)',
  'image.height': '사진 높이(px)',
  'image.alt': '사진 설명(대체 텍스트)',
  story: '사례 이야기',
  'story.client': '의뢰인',
  'story.situation': '의뢰 상황',
  'story.strategy': '절세 전략',
  'story.strategy.title': '전략 제목',
  'story.strategy.description': '전략 설명',
  'story.result': '결과',
};
