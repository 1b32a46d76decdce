// The CSVs the office opens in Excel (the console's downloads and `npm run export`): Korean
// headings, times in Korea time as the console shows them, and words, not codes (decision 235).

export const CONSULTATION_CSV_HEADINGS = [
  '번호',
  '접수일시',
  '상담 유형',
  '이름',
  '연락처',
  '상담 내용',
  '처리 상태',
  '최근 메모',
  '처리 직원',
  '처리 일시',
  '알림 메일 발송 여부',
] as const;

export const APPLICATION_CSV_HEADINGS = [
  '번호',
  '접수일시',
  '지원 분야',
  '이름',
  '이메일',
  '연락처',
  '자기소개',
  '경력',
  '첨부 파일',
  '처리 상태',
  '최근 메모',
  '처리 직원',
  '처리 일시',
] as const;

/** Whether the firm's notice e-mail of a request went out (a failed one is retried by no one). */
export const NOTIFIED_WORDS = { yes: '발송', no: '미발송' } as const;

/** The 첨부 파일 cell's words for each file, as the console's dialog names them. */
export const APPLICATION_FILE_WORDS = { resume: '이력서', portfolio: '포트폴리오' } as const;

/** The filters an export was made with, as the list's query holds them. */
export interface ExportFileFilters {
  status?: string;
  type?: string;
  from?: string;
  to?: string;
  q?: string;
}

const EXPORT_FILE_LIST = {
  consultations: { words: '상담신청', ascii: 'consultations' },
  applications: { words: '입사지원', ascii: 'job-applications' },
} as const;

/**
 * A CSV's file name, Korean and its ASCII fallback: the list, Korea's day of the download and the
 * filters chosen, so a day's exports kept side by side say what each holds. A search is named as
 * made (검색), not what was typed: a name or number is a visitor's data.
 */
export function exportFileNames(
  list: keyof typeof EXPORT_FILE_LIST,
  day: string,
  filters: ExportFileFilters,
  words: { status?: string; type?: string },
): { fileName: string; fallback: string } {
  const period = filters.from || filters.to ? `${filters.from ?? ''}~${filters.to ?? ''}` : '';
  const parts = (name: string, status?: string, type?: string, searched?: string) =>
    `${[name, day, status, type, period, searched].filter(Boolean).join('-')}.csv`;
  const { words: name, ascii } = EXPORT_FILE_LIST[list];
  return {
    fileName: parts(name, words.status, words.type, filters.q ? '검색' : undefined),
    fallback: parts(ascii, filters.status, filters.type, filters.q ? 'search' : undefined),
  };
}
