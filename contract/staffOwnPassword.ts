import * as v from 'valibot';
import { STAFF_LIMITS, STAFF_MESSAGES } from './staff';
import {
  normalizedCode,
  staffNewPasswordSchema,
  staffSignInSchema,
  TOTP_CODE_PATTERN,
} from './staffAccess';

// A member changes their own password in the console (내 세션): the password they have now and
// a current authenticator code prove it is them, not someone at a desk left signed in. The new
// password meets the rule every password meets (staffNewPasswordSchema, then the server's
// passwordProblem); the account's other sessions end, this one stays.

export const STAFF_OWN_PASSWORD_API = '/api/staff/session/password';

export const STAFF_OWN_PASSWORD_MESSAGES = {
  /** One answer for a wrong current password and a wrong code, so neither tells of the other. */
  proofWrong:
    '현재 비밀번호 또는 인증 코드가 맞지 않습니다. 인증 앱에 표시된 지금의 6자리 코드와 함께 다시 입력해주세요.',
  /** The limit of wrong ones (the sign-in's, per address and name) reached: the session ends. */
  tooManyWrong: `본인 확인에 ${STAFF_LIMITS.signInAttempts}회 실패해 로그인을 끝냈습니다. 다시 로그인해주세요.`,
  codeRequired: '인증 앱에 표시된 6자리 코드를 입력해주세요.',
  confirmMismatch: '새 비밀번호 확인이 새 비밀번호와 다릅니다.',
} as const;

const M = STAFF_OWN_PASSWORD_MESSAGES;

/** PUT STAFF_OWN_PASSWORD_API: the current password, the new one and a current code. */
export const staffOwnPasswordSchema = v.object({
  current: staffSignInSchema.entries.password,
  password: staffNewPasswordSchema,
  code: v.pipe(
    v.string(M.codeRequired),
    v.transform(normalizedCode),
    v.nonEmpty(M.codeRequired),
    v.regex(TOTP_CODE_PATTERN, M.codeRequired),
  ),
});
export type StaffOwnPassword = v.InferOutput<typeof staffOwnPasswordSchema>;

/** The console's form: the same, with the new password typed twice. */
export const staffOwnPasswordFormSchema = v.pipe(
  v.object({ ...staffOwnPasswordSchema.entries, confirm: v.string() }),
  v.forward(
    v.check((form) => form.confirm === form.password, M.confirmMismatch),
    ['confirm'],
  ),
);

export const STAFF_OWN_PASSWORD_COPY = {
  heading: '비밀번호 변경',
  intro:
    '현재 비밀번호와 인증 앱의 지금 코드로 본인임을 확인합니다. 바꾸면 이 계정의 다른 세션은 모두 끝나고, 이 세션은 그대로입니다.',
  current: '현재 비밀번호',
  password: '새 비밀번호',
  passwordHint: STAFF_MESSAGES.passwordTooShort,
  confirm: '새 비밀번호 확인',
  code: '인증 코드',
  submit: '비밀번호 변경',
  submitting: '변경 중…',
  done: '비밀번호를 바꿨습니다. 이 계정의 다른 세션은 모두 끝났습니다.',
} as const;
