// The staff console's API (/api/staff/*): limits, paths, enums and the Korean messages a staff
// member can see. The server and the console both read this file; the lists' queries are in
// staffLists.ts, signing in and the accounts in staffAccess.ts, the answers' shapes in
// staffAnswers.ts.

export const STAFF_LIMITS = {
  nameMax: 30,
  passwordMin: 12,
  passwordMax: 200,
  noteMax: 500,
  hideReasonMax: 200,
  pageSize: 20,
  /** A session unused this long is over; staff sign in again. */
  sessionIdleMinutes: 30,
  /** However busy, a session ends this long after sign-in. */
  sessionAbsoluteHours: 12,
  /** Wrong sign-ins per client address and account name in the window below, then 429. */
  signInAttempts: 5,
  /**
   * Wrong sign-ins on one account name from all addresses together in the same window, then 429
   * for everyone on that name — the owner too, until the window passes (decision 127).
   */
  signInAttemptsPerAccount: 20,
  signInWindowMinutes: 15,
} as const;

/**
 * The cookie that carries the session id: HttpOnly, Secure, SameSite=Strict, Path=/. The
 * `__Host-` prefix makes the browser refuse it unless set by this very host over HTTPS without a
 * Domain, so no sibling subdomain or plain-HTTP page can plant one (decision 128).
 */
export const STAFF_SESSION_COOKIE = '__Host-staff_session';
/** Every state-changing staff request carries the session's token in this header. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

export const STAFF_API = {
  session: '/api/staff/session',
  consultations: '/api/staff/consultations',
  consultation: (id: number) => `/api/staff/consultations/${id}`,
  consultationsCsv: '/api/staff/consultations.csv',
  applications: '/api/staff/job-applications',
  applicationsCsv: '/api/staff/job-applications.csv',
  application: (id: number) => `/api/staff/job-applications/${id}`,
  applicationFile: (id: number, field: 'resume' | 'portfolio') =>
    `/api/staff/job-applications/${id}/files/${field}`,
  reviews: '/api/staff/reviews',
  review: (id: number) => `/api/staff/reviews/${id}`,
  reviewHide: (id: number) => `/api/staff/reviews/${id}/hide`,
  reviewRestore: (id: number) => `/api/staff/reviews/${id}/restore`,
  audit: '/api/staff/audit',
  auditCsv: '/api/staff/audit.csv',
  sessions: '/api/staff/sessions',
  sessionById: (id: number) => `/api/staff/sessions/${id}`,
  accounts: '/api/staff/accounts',
  account: (id: number) => `/api/staff/accounts/${id}`,
  accountPassword: (id: number) => `/api/staff/accounts/${id}/password`,
  /** The second step of signing in: the authenticator's code (or a recovery code). */
  sessionCode: '/api/staff/session/code',
  /** An owner resets another member's second factor: they enrol again at their next sign-in. */
  accountSecondFactor: (id: number) => `/api/staff/accounts/${id}/second-factor`,
} as const;

/**
 * What an account may do (decision 146). Staff handle requests, applications and moderation;
 * an owner does that too, and manages the accounts (and, with content editing, publishes).
 */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: '관리자',
  staff: '직원',
};

/** Where a consultation request or a job application stands in the firm's handling. */
export const HANDLING_STATUSES = ['new', 'contacted', 'closed'] as const;
export type HandlingStatus = (typeof HANDLING_STATUSES)[number];
export const HANDLING_STATUS_LABELS: Record<HandlingStatus, string> = {
  new: '신규',
  contacted: '연락함',
  closed: '종결',
};

export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];

/**
 * What the access record (the audit log) records; the console shows each with its label
 * (staff/copy.ts). Views, searches, exports and downloads of personal data are recorded
 * as well as changes (개인정보의 안전성 확보조치 기준 §8).
 */
export const AUDIT_ACTIONS = [
  'signed_in',
  'signed_out',
  'sign_in_failed',
  'session_revoked',
  'consultations_listed',
  'consultation_viewed',
  'consultation_status_changed',
  'consultations_exported',
  'applications_listed',
  'application_viewed',
  'consultation_deleted',
  'application_status_changed',
  'applications_exported',
  'application_file_downloaded',
  'application_deleted',
  'consultation_note_struck',
  'application_note_struck',
  'reviews_listed',
  'review_viewed',
  'review_hidden',
  'review_restored',
  'review_deleted',
  'access_records_exported',
  'account_added',
  'account_removed',
  'account_role_changed',
  'account_disabled',
  'account_enabled',
  'account_password_reset',
  'own_password_changed',
  'own_password_change_failed',
  'content_draft_saved',
  'content_draft_discarded',
  'content_published',
  'content_reverted',
  'content_image_uploaded',
  'second_factor_enrolled',
  'second_factor_reset',
  'recovery_code_used',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGETS = ['consultation', 'application', 'review', 'staff', 'session'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/**
 * The earliest day a staff filter takes: no record predates the site, and days near year 1 are
 * out of PostgreSQL's range once moved to Korea time (a stranger's 0001-01-01 answered 500).
 */
export const STAFF_DAY_MIN = '2000-01-01';

export const STAFF_MESSAGES = {
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: `이름은 ${STAFF_LIMITS.nameMax}자 이내로 입력해주세요.`,
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordTooShort: `비밀번호는 ${STAFF_LIMITS.passwordMin}자 이상이어야 합니다.`,
  passwordTooLong: `비밀번호는 ${STAFF_LIMITS.passwordMax}자 이내로 입력해주세요.`,
  signInFailed: '이름 또는 비밀번호가 올바르지 않습니다.',
  signInRateLimited: `로그인을 ${STAFF_LIMITS.signInAttempts}회 이상 실패했습니다. ${STAFF_LIMITS.signInWindowMinutes}분 후 다시 시도해주세요.`,
  signInAccountLimited: `이 계정의 로그인 실패가 많아 잠시 막아 두었습니다. ${STAFF_LIMITS.signInWindowMinutes}분 후 다시 시도해주세요.`,
  sessionNotFound: '해당 세션을 찾을 수 없습니다.',
  signInBusy: '로그인 확인 요청이 많습니다. 잠시 후 다시 시도해주세요.',
  signInRequired: '로그인이 필요합니다. 다시 로그인해주세요.',
  forgedRequest: '요청을 확인할 수 없습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.',
  statusRequired: '처리 상태를 선택해주세요.',
  noteTooLong: `메모는 ${STAFF_LIMITS.noteMax}자 이내로 입력해주세요.`,
  hideReasonRequired: '숨김 사유를 입력해주세요.',
  hideReasonTooLong: `숨김 사유는 ${STAFF_LIMITS.hideReasonMax}자 이내로 입력해주세요.`,
  restoreReasonRequired: '복원 사유를 입력해주세요.',
  restoreReasonTooLong: `복원 사유는 ${STAFF_LIMITS.hideReasonMax}자 이내로 입력해주세요.`,
  invalidDate: '날짜는 YYYY-MM-DD 형식으로 입력해주세요.',
  dayTooEarly: `날짜는 ${STAFF_DAY_MIN} 이후로 입력해주세요.`,
  invalidDateRange: '시작일이 종료일보다 늦습니다.',
  consultationNotFound: '해당 상담 신청을 찾을 수 없습니다.',
  applicationNotFound: '해당 지원서를 찾을 수 없습니다.',
  fileNotFound: '첨부 파일이 없습니다.',
  /** The row names a file the server no longer has (a partial restore, a deleted upload). */
  fileMissing:
    '첨부 파일이 서버에 남아 있지 않습니다. 백업에서 복원하거나 지원자에게 다시 요청해주세요.',
  reviewNotFound: '해당 후기를 찾을 수 없습니다.',
  alreadyHidden: '이미 숨김 처리된 후기입니다.',
  notHidden: '숨김 처리되지 않은 후기입니다.',
  ownerOnly: '관리자 계정만 할 수 있는 작업입니다.',
  roleRequired: '권한을 선택해주세요.',
  accountExists: '같은 이름의 계정이 이미 있습니다.',
  accountNotFound: '해당 계정을 찾을 수 없습니다.',
  /** Nobody could manage accounts any more: one owner that can sign in must remain. */
  lastOwner:
    '사용 중인 관리자 계정이 하나는 있어야 합니다. 다른 계정을 먼저 관리자로 지정해주세요.',
  ownAccount:
    '자신의 계정은 여기서 바꿀 수 없습니다. 다른 관리자에게 요청하거나 명령줄(npm run staff)을 쓰세요.',
  nameInvalid: '이름에는 줄바꿈, 탭, 보이지 않는 문자를 쓸 수 없습니다.',
  accountChangeRequired: '바꿀 내용(권한 또는 사용 여부)을 하나만 보내주세요.',
} as const;

/** What the console itself says when a call fails without a message of the server's to show. */
export const STAFF_CONSOLE_MESSAGES = {
  /** 503 or no answer at all: what was typed stays, so trying again later is all it takes. */
  unavailable: '서버에 연결할 수 없습니다. 입력한 내용은 그대로 있으니 잠시 후 다시 시도해주세요.',
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
} as const;
