import { STAFF_CONSOLE_MESSAGES, STAFF_MESSAGES } from '../../contract/staff';
import type {
  StaffApplication,
  StaffConsultation,
  StaffReview,
  StaffSession,
} from '../../contract/staffAnswers';

// Records and failures the staff machines' tests share, shaped as src/api's ApiError carries them.

export const session: StaffSession = {
  staff: { name: '김세무', role: 'staff' },
  csrfToken: 'csrf-1',
  readyToPublish: [],
};

export const networkDown = { failure: { kind: 'network' } };
export const unavailable = { failure: { kind: 'http', status: 503 } };
export const forged = { failure: { kind: 'http', status: 403, detail: 'forbidden' } };
export const notFound = (detail: string) => ({ failure: { kind: 'http', status: 404, detail } });

/**
 * How a filtered staff list is walked once its own filters are typed: a day range typed backwards
 * and then fixed, applied, two pages asked for, and a retry.
 */
export const dayRangeAndPaging = [
  { type: 'FILTER_CHANGED', field: 'from', value: '2026-11-10' },
  { type: 'FILTER_CHANGED', field: 'to', value: '2026-11-01' },
  { type: 'FILTER_CHANGED', field: 'to', value: '2026-11-30' },
  { type: 'APPLY_FILTERS' },
  { type: 'PAGE_CHANGED', page: 2 },
  { type: 'PAGE_CHANGED', page: 5 },
  { type: 'RETRY' },
] as const;

/** The message each failure above shows: never a raw status, never the server's 403 words. */
export function messageFor(error: unknown): string {
  if (error === networkDown || error === unavailable) return STAFF_CONSOLE_MESSAGES.unavailable;
  if (error === forged) return STAFF_MESSAGES.forgedRequest;
  return (error as { failure: { detail: string } }).failure.detail;
}

const handling = { status: 'new', note: null, changed_at: null, changed_by: null } as const;

export const consultation: StaffConsultation = {
  ...handling,
  id: 11,
  consultation_type: 'gift',
  name: '홍길동',
  phone: '010-1234-5678',
  content: '증여세 신고 문의',
  created_at: '2026-11-20T01:00:00.000Z',
};

export const application: StaffApplication = {
  ...handling,
  id: 21,
  name: '이지원',
  email: 'apply@example.com',
  phone: '010-2222-3333',
  position: '세무사',
  introduction: '상속세 실무 5년',
  experience: '세무법인 근무',
  created_at: '2026-11-19T01:00:00.000Z',
  files: [{ field: 'resume', file_name: 'resume.pdf', kind: 'pdf', size: 1024 }],
};

export const review: StaffReview = {
  id: 31,
  username: '박후기',
  title: '친절한 상담',
  content: '덕분에 신고를 잘 마쳤습니다.',
  consultation_type: 'gift',
  created_at: '2026-11-18T01:00:00.000Z',
  updated_at: null,
  views: 3,
  hidden_at: null,
  hidden_reason: null,
  hidden_by: null,
  restored_at: null,
  restored_reason: null,
  restored_by: null,
};
