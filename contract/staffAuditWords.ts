import { consultationTypeLabel, isConsultationType } from './consultationTypes';
import { contentFieldLabel } from './contentLabels';
import { jobPositionName } from './jobPositions';
import { type AuditTarget, HANDLING_STATUS_LABELS, type ReviewVisibility } from './staff';
import type { AuditEntry } from './staffAnswers';

// The access records in words: whose record was looked at, which search a list showed, which
// session did it. The records themselves keep the stable codes (`status=new page=2`, ids), which
// the CSV carries as they are; these are how the console reads them out.

/** The review list's views, in its filter and in the records of it. */
export const REVIEW_VISIBILITY_LABELS: Record<ReviewVisibility, string> = {
  all: '전체',
  visible: '게시 중',
  hidden: '숨김',
};

/** Ids from `from` to `to`, both included: how an access record names many records (migration 019). */
export type IdRange = readonly [from: number, to: number];

/** How many ids the runs hold. */
export function idCount(ranges: readonly IdRange[] | null): number {
  let count = 0;
  for (const [from, to] of ranges ?? []) count += to - from + 1;
  return count;
}

/** The runs as the access records' CSV writes them: `1-5 7 9-12`. */
export function idRangesText(ranges: readonly IdRange[] | null): string {
  return (ranges ?? []).map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`)).join(' ');
}

export const AUDIT_WORDS = {
  /** One record by its name now: "홍길동님의 상담 신청". */
  named: {
    consultation: (name: string) => `${name}님의 상담 신청`,
    application: (name: string) => `${name}님의 입사 지원`,
    review: (title: string) => `「${title}」 후기`,
    staff: (name: string) => `${name} 계정`,
    session: (name: string) => `${name} 세션`,
  } satisfies Record<AuditTarget, (name: string) => string>,
  /** A record deleted since: its kind and number are all that is left. */
  deleted: (kind: string, id: number) => `${kind} ${id}번 (삭제됨)`,
  /** The records a list page or an export showed. */
  many: (count: number) => `${count}건`,
  /** The session by when it signed in. */
  session: (signedInAt: string) => `${signedInAt} 로그인`,
  filters: {
    all: '조건 없음',
    status: '상태',
    type: '유형',
    from: '부터',
    to: '까지',
    q: '이름·전화번호 검색',
    visibility: '보기',
    staff: '직원',
    action: '활동',
    page: (page: string) => `${page}쪽`,
  },
} as const;

/**
 * The pages a list's record was seen at, as runs: [1, 2, 3, 5] reads "1–3,5" (decision 297), so
 * a record of paging through one search says "1–3쪽".
 */
export function pageRanges(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  let start = sorted[0];
  sorted.forEach((page, i) => {
    const next = sorted[i + 1];
    if (next === page + 1) return;
    runs.push(start === page ? String(page) : `${start}–${page}`);
    start = next;
  });
  return runs.join(',');
}

/** A list's type in words: a request's (상속세) or an application's (세무사). */
const typeWord = (value: string) =>
  isConsultationType(value) ? consultationTypeLabel(value) : jobPositionName(value);

/**
 * A list view's or an export's recorded filters (`status=new from=2026-12-01 page=2 (31)`) in
 * words: "상태 신규 · 2026-12-01 부터 · 2쪽 (31건)". Other details (a note, a reason) are as written.
 */
export function filterWords(detail: string | null, labelOf: (action: string) => string): string {
  if (!detail) return '';
  const F = AUDIT_WORDS.filters;
  const tokens = detail.match(/^((?:[a-z]+=\S+|all)(?: (?:[a-z]+=\S+|all))*)( \((\d+)\))?$/);
  if (!tokens?.[1]) return detail;
  const words = tokens[1].split(' ').map((token) => {
    if (token === 'all') return F.all;
    const [key = '', value = ''] = token.split('=');
    if (key === 'page') return F.page(value);
    if (key === 'status') return `${F.status} ${HANDLING_STATUS_LABELS[value as 'new'] ?? value}`;
    if (key === 'visibility')
      return `${F.visibility} ${REVIEW_VISIBILITY_LABELS[value as ReviewVisibility] ?? value}`;
    if (key === 'type') return `${F.type} ${typeWord(value)}`;
    if (key === 'q') return F.q;
    if (key === 'from' || key === 'to') return `${value} ${F[key]}`;
    if (key === 'action') return `${F.action} ${labelOf(value)}`;
    if (key === 'staff') return `${F.staff} ${value}`;
    return token;
  });
  const count = tokens[3] ? ` (${AUDIT_WORDS.many(Number(tokens[3]))})` : '';
  return `${words.join(' · ')}${count}`;
}

/** What an entry touched, in words: the record by name, or how many a list or export showed. */
export function targetWords(entry: AuditEntry, kindOf: (type: AuditTarget) => string): string {
  const parts: string[] = [];
  if (entry.target_type && entry.target_id !== null) {
    parts.push(
      entry.target_name
        ? AUDIT_WORDS.named[entry.target_type](entry.target_name)
        : AUDIT_WORDS.deleted(kindOf(entry.target_type), entry.target_id),
    );
  }
  const count = idCount(entry.target_ids);
  if (count > 0) parts.push(AUDIT_WORDS.many(count));
  return parts.join(' · ');
}

/**
 * A publish's or revert's record (`v3 (= v1): firm.legalName, faq[0].answer[0]`) with its fields
 * as the console names them: "v3 (= v1): 회사 정보 · 상호, 자주 묻는 질문 1 · 답변 문단 1".
 */
export function publishWords(detail: string | null): string {
  if (!detail) return '';
  const parts = detail.match(/^(v\d+(?: \(= v\d+\))?): (.+)$/);
  if (!parts?.[1] || !parts[2]) return detail;
  const fields = [...new Set(parts[2].split(', ').map(contentFieldLabel))];
  return `${parts[1]}: ${fields.join(', ')}`;
}
