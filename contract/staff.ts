import * as v from 'valibot';
import { charCount } from './graphemes';
import { positiveIntFromString } from './reviewBoardSearch';
import type { StaffNote } from './staffNotes';
import { optionalText, requiredText, singleLineText } from './text';

// The staff console's API (/api/staff/*): limits, enums, request schemas, response shapes and
// the Korean messages a staff member can see. The server and the console both read this file.

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

const M = STAFF_MESSAGES;
const L = STAFF_LIMITS;

/** An account name as sign-in and account creation read it (one line, composed). */
const staffNameSchema = singleLineText(L.nameMax, M.nameRequired, M.nameTooLong, M.nameInvalid);

export const staffSignInSchema = v.object({
  name: staffNameSchema,
  // Compared as typed, like review passwords; the length rule is enforced when accounts are made.
  password: v.pipe(
    v.string(M.passwordRequired),
    v.nonEmpty(M.passwordRequired),
    v.check((value) => charCount(value, L.passwordMax) <= L.passwordMax, M.passwordTooLong),
  ),
});
export type StaffSignIn = v.InferOutput<typeof staffSignInSchema>;

/** The rule a new password meets, whoever sets it (the command line or an owner in the console). */
export const staffNewPasswordSchema = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.check((value) => charCount(value, L.passwordMin) >= L.passwordMin, M.passwordTooShort),
  v.check((value) => charCount(value, L.passwordMax) <= L.passwordMax, M.passwordTooLong),
);

const staffRoleSchema = v.picklist(STAFF_ROLES, M.roleRequired);

/** A new account as an owner makes it in the console (POST /api/staff/accounts). */
export const staffNewAccountSchema = v.object({
  name: staffNameSchema,
  role: staffRoleSchema,
  password: staffNewPasswordSchema,
});
export type StaffNewAccount = v.InferOutput<typeof staffNewAccountSchema>;

/** One change to another account (PATCH /api/staff/accounts/:id): its role, or whether it may sign in. */
export const staffAccountChangeSchema = v.union(
  [
    v.strictObject({ role: staffRoleSchema }),
    v.strictObject({ disabled: v.boolean(M.accountChangeRequired) }),
  ],
  M.accountChangeRequired,
);
export type StaffAccountChange = v.InferOutput<typeof staffAccountChangeSchema>;

/** A password an owner sets for another account (PUT /api/staff/accounts/:id/password). */
export const staffPasswordResetSchema = v.object({ password: staffNewPasswordSchema });

const isoDay = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidDate),
  // Same-length YYYY-MM-DD strings compare as the days do.
  v.check((day) => day >= STAFF_DAY_MIN, M.dayTooEarly),
);

/** The inclusive day range (YYYY-MM-DD, Korea time) staff lists filter by; either end optional. */
const dayRange = { from: v.optional(isoDay), to: v.optional(isoDay) };
/** The range's check, for the query it is part of: `from` must not come after `to`. */
const dayRangeInOrder = <TQuery extends { from?: string; to?: string }>() =>
  v.check<TQuery, string>(
    (query) => !query.from || !query.to || query.from <= query.to,
    M.invalidDateRange,
  );

/**
 * The search of the request and application lists (`q`): a name, or a phone number however it
 * was typed. Names match anywhere inside, ignoring case; a `q` of digits and the separators people
 * type in phone numbers (spaces, `-`, `.`, `(`, `)`, `+`) with at least `minDigits` digits also
 * matches the phone numbers holding those digits in a row (decision 216). Fewer digits would match
 * most numbers and cannot use the trigram index.
 */
export const STAFF_SEARCH = { max: 40, minDigits: 3 } as const;
export const STAFF_SEARCH_MESSAGES = {
  tooLong: `검색어는 ${STAFF_SEARCH.max}자 이내로 입력해주세요.`,
} as const;

/** The digits a search matches phone numbers by, or null when `q` is not a phone number. */
export function searchPhoneDigits(q: string): string | null {
  if (!/^[0-9\s\-.()+]+$/.test(q)) return null;
  const digits = q.replace(/[^0-9]/g, '');
  return digits.length >= STAFF_SEARCH.minDigits ? digits : null;
}

/** `q` trimmed; blank is no search at all. */
const searchQuery = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (value) => charCount(value, STAFF_SEARCH.max) <= STAFF_SEARCH.max,
      STAFF_SEARCH_MESSAGES.tooLong,
    ),
  ),
);

/**
 * The list query of requests and applications (strings on the wire): page, status, an inclusive
 * day range in Korea time (`from`/`to`, YYYY-MM-DD) and the search `q`. The CSV takes the same
 * filters.
 */
export const handlingListQuerySchema = v.pipe(
  v.object({
    page: positiveIntFromString(1),
    status: v.optional(v.picklist(HANDLING_STATUSES)),
    ...dayRange,
    q: searchQuery,
  }),
  dayRangeInOrder(),
);
export type HandlingListQuery = v.InferOutput<typeof handlingListQuerySchema>;

/** The list filters as staff type them (empty when unset). */
export interface HandlingFilters {
  status: HandlingStatus | '';
  from: string;
  to: string;
  /** The search (STAFF_SEARCH); absent or blank: none. */
  q?: string;
}

/**
 * The list query the server reads (handlingListQuerySchema), from typed filters: what the
 * console's list fetch and its CSV link send, and what its machine checks before applying.
 */
export function handlingQuery(filters: HandlingFilters, page: number): Record<string, string> {
  const query: Record<string, string> = { page: String(page) };
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  const q = filters.q?.trim();
  if (q) query.q = q;
  return query;
}

export const handlingUpdateSchema = v.object({
  status: v.picklist(HANDLING_STATUSES, M.statusRequired),
  note: optionalText(L.noteMax, M.noteTooLong),
});
export type HandlingUpdate = v.InferOutput<typeof handlingUpdateSchema>;

export const reviewModerationQuerySchema = v.object({
  page: positiveIntFromString(1),
  visibility: v.optional(v.picklist(REVIEW_VISIBILITIES), 'all'),
});
export type ReviewModerationQuery = v.InferOutput<typeof reviewModerationQuerySchema>;

export const reviewHideSchema = v.object({
  reason: requiredText(L.hideReasonMax, M.hideReasonRequired, M.hideReasonTooLong),
});
export type ReviewHide = v.InferOutput<typeof reviewHideSchema>;

/** Showing a hidden review again takes a reason too (POST STAFF_API.reviewRestore(id)). */
export const reviewRestoreSchema = v.object({
  reason: requiredText(L.hideReasonMax, M.restoreReasonRequired, M.restoreReasonTooLong),
});

/**
 * The access-record query (strings on the wire): page, staff name, action and an inclusive day
 * range in Korea time, like the handling lists'. The CSV takes the same filters.
 */
export const auditQuerySchema = v.pipe(
  v.object({
    page: positiveIntFromString(1),
    staff: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(L.nameMax, M.nameTooLong))),
    action: v.optional(v.picklist(AUDIT_ACTIONS)),
    ...dayRange,
  }),
  dayRangeInOrder(),
);
export type AuditQuery = v.InferOutput<typeof auditQuerySchema>;

// Response shapes. Timestamps are ISO-8601 strings; `null` where nothing happened yet.

/** A published fact that still holds an example value, as the console lists it. */
export interface ReadyToPublishItem {
  /** The fact as the firm names it: `개인정보 보호책임자 · 이메일`. */
  label: string;
  value: string;
}

export interface StaffSession {
  staff: { name: string; role: StaffRole };
  /** Sent back in the x-csrf-token header on every POST, PATCH and DELETE. */
  csrfToken: string;
  /** The ready-to-publish check of the published facts: shown on the console until empty. */
  readyToPublish: ReadyToPublishItem[];
}

/** The last status change (who and when) and the latest note not struck through. */
export interface Handling {
  status: HandlingStatus;
  note: string | null;
  changed_at: string | null;
  changed_by: string | null;
  /** The whole note log, oldest first: in the answers about one record, not in the lists. */
  notes?: StaffNote[];
}

export interface StaffConsultation extends Handling {
  id: number;
  consultation_type: string;
  name: string;
  phone: string;
  content: string;
  created_at: string;
}

export interface StaffApplicationFile {
  field: 'resume' | 'portfolio';
  file_name: string;
  kind: string;
  size: number;
}

export interface StaffApplication extends Handling {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  introduction: string;
  experience: string;
  created_at: string;
  files: StaffApplicationFile[];
}

/** A review as staff see it: the author's name as typed, the content, and whether it is hidden. */
export interface StaffReview {
  id: number;
  username: string;
  title: string;
  content: string;
  consultation_type: string;
  created_at: string;
  updated_at: string | null;
  views: number;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  /** The last restore: why and by whom it was shown again (why it was hidden stays above). */
  restored_at: string | null;
  restored_reason: string | null;
  restored_by: string | null;
}

export interface AuditEntry {
  id: number;
  /** The account's id, never reused; null for the command line and unknown sign-in names. */
  staff_id: number | null;
  /** The signed-in name, the name tried (failed sign-in) or the system user (command line). */
  staff_name: string;
  /** The session's number (StaffSessionInfo.id); null outside a session. */
  session_id: number | null;
  /** When that session signed in, as staff tell sessions apart; null outside one. */
  session_started_at: string | null;
  /** The client address, or 'cli' for the command line; null for entries before migration 005 (decision 125). */
  client: string | null;
  action: AuditAction;
  /** What was acted on; both null for sign-in, sign-out and the CSV export. */
  target_type: AuditTarget | null;
  target_id: number | null;
  /** Every record a list page or an export showed, as ascending [from, to] runs; null where one target or none. */
  target_ids: (readonly [from: number, to: number])[] | null;
  /** The one record's name now (a requester's, an applicant's, a review's title); null once deleted. */
  target_name: string | null;
  /** The note, the reason or the filters; never a visitor's personal data. */
  detail: string | null;
  created_at: string;
}

/** One of the signed-in staff member's own sessions (GET /api/staff/sessions). */
export interface StaffSessionInfo {
  id: number;
  created_at: string;
  last_seen_at: string;
  /** The address it signed in from. */
  client: string | null;
  /** The session this request came with. */
  current: boolean;
}

/** An account as an owner sees it (GET /api/staff/accounts). */
export interface StaffAccountInfo {
  id: number;
  name: string;
  role: StaffRole;
  created_at: string;
  /** When it was stopped from signing in; null while it may. */
  disabled_at: string | null;
  /** Its live sessions. */
  sessions: number;
  /** Whether it has enrolled an authenticator (false: it enrols at its next sign-in). */
  second_factor: boolean;
  /** Its last completed sign-in; null when it never signed in. */
  last_sign_in_at: string | null;
  /** Failed sign-ins on its name since then (or ever, when it never signed in). */
  failed_since: number;
  /** The account the request came from: its role, sign-in and password are not changed here. */
  own: boolean;
}

export interface StaffPage<T> {
  items: T[];
  total: number;
}

// The second factor (개인정보의 안전성 확보조치 기준 §6③) and the password rule (§5): decisions 179–188.

export const STAFF_SECOND_FACTOR = {
  /** RFC 6238's defaults, the ones every authenticator app reads from an otpauth:// URI. */
  periodSeconds: 30,
  digits: 6,
  /** Codes of one step before and after now are taken too: a phone's clock a little off. */
  driftSteps: 1,
  /** Single-use codes shown once at enrolment, for a lost phone. */
  recoveryCodes: 10,
  /** What the authenticator app shows as the account's issuer. */
  issuer: '상속증여 전담센터',
  /** A password checked but no code yet: this long to type the code, then sign in again. */
  challengeMinutes: 5,
  /** Wrong codes on one challenge before it ends (each counts as a failed sign-in too). */
  challengeWrongCodes: 5,
  /**
   * A browser that completed a sign-in to an account is known to it this long (OWASP's device
   * cookie): it keeps signing in to that account whatever strangers try on the name.
   */
  deviceDays: 90,
} as const;

/** A browser that signed in to an account before; sent with sign-ins only (Path=/api/staff/session). */
export const STAFF_DEVICE_COOKIE = '__Host-staff_device';

export const STAFF_SIGN_IN_MESSAGES = {
  codeRequired: '인증 앱에 표시된 6자리 코드를 입력해주세요.',
  codeInvalid: '인증 코드는 6자리 숫자, 복구 코드는 "xxxxx-xxxxx" 형식입니다.',
  codeWrong: '인증 코드가 올바르지 않습니다. 앱에 표시된 새 코드를 입력해주세요.',
  challengeExpired: '로그인 확인 시간이 지났습니다. 이름과 비밀번호를 다시 입력해주세요.',
  passwordCommon:
    '흔히 쓰이거나 유출된 적이 있는 비밀번호입니다. 다른 사람이 추측할 수 없는 비밀번호를 정해주세요.',
  passwordWeak:
    '추측하기 쉬운 비밀번호입니다(반복·연속 문자, 키보드 배열, 흔한 단어나 날짜). 관련 없는 단어 여러 개를 이어 더 길게 만들어주세요.',
  passwordHasName: '비밀번호에 계정 이름을 넣을 수 없습니다.',
  passwordReused: '지금 쓰는 비밀번호와 다른 비밀번호를 정해주세요.',
  networkNotAllowed: '허용된 네트워크에서만 직원 화면에 접속할 수 있습니다.',
  noTotpKey:
    '인증 코드 암호화 키(STAFF_TOTP_KEY)가 설정되지 않아 인증 앱을 등록할 수 없습니다. 운영 담당자에게 문의해주세요.',
} as const;

/** A 6-digit authenticator code, or a recovery code (ten letters and digits, a hyphen optional). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** The code as typed, spaces dropped and letters made small: what both patterns read. */
export const normalizedCode = (typed: string) => typed.replace(/\s+/g, '').toLowerCase();

/** The second step of signing in (POST STAFF_API.sessionCode). */
export const staffCodeSchema = v.object({
  challenge: v.pipe(
    v.string(STAFF_SIGN_IN_MESSAGES.challengeExpired),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, STAFF_SIGN_IN_MESSAGES.challengeExpired),
  ),
  code: v.pipe(
    v.string(STAFF_SIGN_IN_MESSAGES.codeRequired),
    v.transform(normalizedCode),
    v.nonEmpty(STAFF_SIGN_IN_MESSAGES.codeRequired),
    v.check(
      (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
      STAFF_SIGN_IN_MESSAGES.codeInvalid,
    ),
  ),
});
export type StaffCode = v.InferOutput<typeof staffCodeSchema>;

/**
 * The answer to a right password: never a session. `code`: the account has an authenticator;
 * `enrol`: it has none yet, and this is its new one, shown until the first code confirms it.
 */
export type StaffSignInStep =
  | { next: 'code'; challenge: string }
  | {
      next: 'enrol';
      challenge: string;
      /** The key in base32, for typing into the app by hand. */
      secret: string;
      otpauthUri: string;
      /** The URI as a QR code (an SVG document). */
      qrSvg: string;
    };

/** A completed sign-in; after enrolment it carries the recovery codes, shown this once. */
export interface StaffSignedIn extends StaffSession {
  recoveryCodes?: string[];
}
