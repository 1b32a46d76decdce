import { FAQ_FIELD_LABELS, FAQ_LINK_TARGET_LABELS } from './faq';
import { FIRM_FIELD_LABELS } from './firm';
import { HOME_FIELD_LABELS } from './homeTexts';
import { JOB_FIELD_LABELS, JOB_POSITION_ID_LABELS } from './jobPositions';
import type { SiteContent } from './siteContent';
import { SUCCESS_CASE_FIELD_LABELS } from './successCaseFields';

// What the console calls the content's parts, fields and choices, in the firm's words.

/** The console's names for each part and field (paths inside a part, list indexes left out). */
export const CONTENT_PART_LABELS: Record<keyof SiteContent, string> = {
  firm: '회사 정보',
  faq: '자주 묻는 질문',
  jobs: '채용 포지션',
  home: '홈 화면 문구',
  successCases: '성공 사례',
};
export const CONTENT_FIELD_LABELS: Record<keyof SiteContent, Record<string, string>> = {
  firm: FIRM_FIELD_LABELS,
  faq: FAQ_FIELD_LABELS,
  jobs: JOB_FIELD_LABELS,
  home: HOME_FIELD_LABELS,
  successCases: SUCCESS_CASE_FIELD_LABELS,
};
/**
 * `faq.2.answer.0` or `faq[2].answer[0]` → `자주 묻는 질문 3 · 답변 문단 1`: a place in the content
 * as the firm would name it (a key without a label is shown as it is).
 */
export function contentFieldLabel(path: string): string {
  const [part, ...rest] = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  const labels = CONTENT_FIELD_LABELS[part as keyof SiteContent];
  if (!part || !labels) return path;
  const names = [CONTENT_PART_LABELS[part as keyof SiteContent]];
  let key = '';
  for (const segment of rest) {
    if (/^\d+$/.test(segment)) names[names.length - 1] += ` ${Number(segment) + 1}`;
    else {
      key = key ? `${key}.${segment}` : segment;
      names.push(labels[key] ?? segment);
    }
  }
  return names.join(' · ');
}

/** The console's names for the values of a choice. */
export const CONTENT_OPTION_LABELS: Record<string, string> = {
  ...FAQ_LINK_TARGET_LABELS,
  ...JOB_POSITION_ID_LABELS,
};
