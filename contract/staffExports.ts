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
