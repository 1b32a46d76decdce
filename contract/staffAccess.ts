import * as v from 'valibot';
import { charCount } from './graphemes';
import { STAFF_LIMITS, STAFF_MESSAGES, STAFF_ROLES } from './staff';
import type { StaffSession } from './staffAnswers';
import { singleLineText } from './text';

// Signing in and the accounts (/api/staff/session, /api/staff/accounts): the request schemas,
// the second factor's rules and the answers of a sign-in.

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

/**
 * Password hashes the server works on at once for staff sign-ins and own-password changes (each
 * is ~100–200 ms of a core), the checks that may wait for a turn, and what a refused one is told
 * (Retry-After, seconds). A burst of wrong sign-ins then costs at most `concurrent` cores, and
 * the rest of the site, /api/health included, keeps answering.
 */
export const STAFF_PASSWORD_CHECKS = {
  concurrent: 2,
  queue: 8,
  retryAfterSeconds: 2,
} as const;

/** A browser that signed in to an account before; sent with sign-ins only (Path=/api/staff/session). */
export const STAFF_DEVICE_COOKIE = '__Host-staff_device';

export const STAFF_SIGN_IN_MESSAGES = {
  codeRequired: '인증 앱에 표시된 6자리 코드를 입력해주세요.',
  codeInvalid: '인증 코드는 6자리 숫자, 복구 코드는 "xxxxx-xxxxx" 형식입니다.',
  codeWrong: '인증 코드가 올바르지 않습니다. 앱에 표시된 새 코드를 입력해주세요.',
  challengeExpired: '로그인 확인 시간이 지났습니다. 이름과 비밀번호를 다시 입력해주세요.',
  enrolledElsewhere:
    '방금 다른 곳에서 이 계정의 인증 앱이 등록되었습니다. 본인이 한 일이 아니라면 비밀번호가 노출된 것이니 즉시 대표(소유자)에게 알려 인증 앱 초기화와 비밀번호 변경을 요청해주세요.',
  passwordCommon:
    '흔히 쓰이거나 유출된 적이 있는 비밀번호입니다. 다른 사람이 추측할 수 없는 비밀번호를 정해주세요.',
  passwordWeak:
    '추측하기 쉬운 비밀번호입니다(반복·연속 문자, 키보드 배열, 흔한 단어나 날짜). 관련 없는 단어 여러 개를 이어 더 길게 만들어주세요.',
  passwordHasName: '비밀번호에 계정 이름을 넣을 수 없습니다.',
  passwordReused: '지금 쓰는 비밀번호와 다른 비밀번호를 정해주세요.',
  passwordChecksBusy: `지금 로그인 확인 요청이 몰려 있습니다. ${STAFF_PASSWORD_CHECKS.retryAfterSeconds}초 후 다시 시도해주세요.`,
  networkNotAllowed: '허용된 네트워크에서만 직원 화면에 접속할 수 있습니다.',
  noTotpKey:
    '인증 코드 암호화 키(STAFF_TOTP_KEY)가 설정되지 않아 인증 앱을 등록할 수 없습니다. 운영 담당자에게 문의해주세요.',
  keyUnreadable:
    '서버의 인증 코드 암호화 키가 바뀌어 이 계정의 인증 앱 정보를 읽을 수 없습니다. 대표(소유자)에게 인증 앱 초기화를 요청한 뒤 다시 등록해주세요.',
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
