// Every Korean sentence a user can see as a result of an action. Texts marked (spec) are quoted
// from the specification's error catalogue and must not be reworded.
import { CONSULTATION_LIMITS, JOB_LIMITS, PASSWORD_ATTEMPTS, REVIEW_LIMITS } from './limits';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

export const CONSULTATION_MESSAGES = {
  consentRequired: '개인정보 수집 및 이용에 동의해주세요.', // (spec)
  submitting: '전송중...', // (spec)
  succeeded: '상담 신청이 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.', // (spec)
  failedPrefix: '신청 처리 중 오류가 발생했습니다: ', // (spec) followed by detail / message
  unknownErrorShort: '알 수 없는 오류', // (spec) used after failedPrefix
  unknownError: '알 수 없는 오류가 발생했습니다.', // (spec) non-success status without message
  noResponse: '서버 연결 실패. 인터넷 연결을 확인하거나 잠시 후 다시 시도해주세요.', // (spec)
  typeRequired: '상담 유형을 선택해주세요.',
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: `이름은 ${CONSULTATION_LIMITS.nameMax}자 이내로 입력해주세요.`,
  phoneRequired: '연락처를 입력해주세요.',
  phoneTooLong: `연락처는 ${CONSULTATION_LIMITS.phoneMax}자 이내로 입력해주세요.`,
  contentTooLong: `상담 내용은 ${CONSULTATION_LIMITS.contentMax}자 이내로 입력해주세요.`,
  storedAndNotified: '상담 신청이 접수되었습니다.',
  storedNotificationFailed: '상담 신청은 접수되었으나 담당자 알림 발송에 실패했습니다.',
} as const;

export const REVIEW_MESSAGES = {
  empty: '등록된 후기가 없습니다.', // (spec)
  writeTitle: '후기 작성', // (spec)
  submitting: '등록 중...', // (spec)
  cancelWriteConfirm: '작성을 취소하시겠습니까?', // (spec)
  deleteConfirm: '정말 삭제하시겠습니까? 이 작업은 되돌릴 수 없습니다.', // (spec)
  serverErrorPrefix: 'Error: ', // (spec) followed by the server's detail
  serverError: '서버 오류가 발생했습니다.', // (spec)
  noResponse: '서버와 통신 중 오류가 발생했습니다.', // (spec)
  passwordEmpty: '비밀번호를 입력해주세요.', // (spec)
  passwordWrong: '비밀번호가 일치하지 않습니다.', // (spec)
  passwordCheckFailed: '비밀번호 확인 중 오류가 발생했습니다.', // (spec)
  usernameRequired: '작성자를 입력해주세요.',
  usernameTooLong: `작성자는 ${REVIEW_LIMITS.usernameMax}자 이내로 입력해주세요.`,
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordLength: `비밀번호는 ${REVIEW_LIMITS.passwordMin}~${REVIEW_LIMITS.passwordMax}자로 입력해주세요.`,
  typeRequired: '상담 유형을 선택해주세요.',
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: `제목은 ${REVIEW_LIMITS.titleMax}자 이내로 입력해주세요.`,
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: `내용은 ${REVIEW_LIMITS.contentMax}자 이내로 입력해주세요.`,
  notFound: '후기를 찾을 수 없습니다.',
  tooManyAttempts: `비밀번호를 ${PASSWORD_ATTEMPTS.max}회 이상 틀렸습니다. ${PASSWORD_ATTEMPTS.windowMinutes}분 후 다시 시도해주세요.`,
  /** Someone else is guessing this review's password; the visitor's own check was not counted. */
  passwordChecksBusy: '지금 이 후기에 비밀번호 확인 요청이 많습니다. 잠시 후 다시 시도해주세요.',
} as const;

export const JOB_MESSAGES = {
  failed: '지원서 제출 중 오류가 발생했습니다. 다시 시도해주세요.', // (spec)
  succeeded: '지원서가 성공적으로 제출되었습니다!', // (spec)
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: `이름은 ${JOB_LIMITS.nameMax}자 이내로 입력해주세요.`,
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 주소를 입력해주세요.',
  phoneRequired: '연락처를 입력해주세요.',
  phoneTooLong: `연락처는 ${JOB_LIMITS.phoneMax}자 이내로 입력해주세요.`,
  positionRequired: '지원 포지션을 선택해주세요.',
  /** The published positions (decision 151) do not list it as open. */
  positionClosed:
    '지금은 이 포지션을 모집하지 않습니다. 채용 페이지에서 모집 중인 포지션을 확인해주세요.',
  introductionRequired: '자기소개를 입력해주세요.',
  introductionTooLong: `자기소개는 ${JOB_LIMITS.introductionMax}자 이내로 입력해주세요.`,
  experienceTooLong: `경력 사항은 ${JOB_LIMITS.experienceMax}자 이내로 입력해주세요.`,
  resumeRequired: '이력서 파일을 첨부해주세요.',
  resumeType: '이력서는 PDF, DOC, DOCX 파일만 첨부할 수 있습니다.',
  resumeTooLarge: `이력서 파일은 ${mb(JOB_LIMITS.resumeMaxBytes)} 이하만 첨부할 수 있습니다.`,
  portfolioType: '포트폴리오는 PDF, ZIP, DOC, DOCX 파일만 첨부할 수 있습니다.',
  portfolioTooLarge: `포트폴리오 파일은 ${mb(JOB_LIMITS.portfolioMaxBytes)} 이하만 첨부할 수 있습니다.`,
  privacyRequired: '개인정보 수집 및 이용에 동의해주세요.',
  fileNameInvalid:
    '파일 이름에 사용할 수 없는 문자가 있습니다. 파일 이름을 바꾼 뒤 다시 첨부해주세요.',
} as const;

/** The pages the server answers to a form sent without JavaScript (server/routes/nativeForms.ts). */
export const NATIVE_FORM_MESSAGES = {
  invalidHeading: '입력한 내용을 확인해주세요.',
  invalidHint: '아래 항목을 고친 뒤 다시 보내주세요.',
  /** The job form's: a browser never puts chosen files back into a page the server sends. */
  invalidHintWithFiles: '아래 항목을 고친 뒤 다시 보내주세요. 첨부 파일은 다시 선택해야 합니다.',
  receivedHeading: '접수되었습니다',
  backHome: '처음 화면으로',
  again: '다시 작성하기',
  /** A post refused for what it is or when it came, not for what was typed (503, 429, 413, …). */
  refusedHeading: '신청을 보내지 못했습니다.',
  valuesKept: '입력한 내용은 아래 양식에 그대로 남아 있습니다.',
  valuesKeptFilesAgain:
    '입력한 내용은 아래 양식에 그대로 남아 있습니다. 첨부 파일은 다시 선택해주세요.',
  /**
   * When to send again, when the refusal's own message does not say: from Retry-After, or for a
   * body too large or of a form not the page's, what to do instead.
   */
  retryAfter(status: number, seconds: number): string | undefined {
    if (status === 413) return '내용이나 첨부 파일을 줄여서 다시 보내주세요.';
    if (status === 415 || status === 400) return '이 페이지의 양식에서 다시 보내주세요.';
    if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
    return seconds < 60
      ? `${Math.ceil(seconds)}초 뒤에 다시 보내주세요.`
      : `${Math.ceil(seconds / 60)}분 뒤에 다시 보내주세요.`;
  },
} as const;

/** Any text field whose characters are built unusually (contract/text.ts, TEXT_SHAPE). */
export const TEXT_MESSAGES = {
  tooManyMarks: '한 글자에 겹쳐 쓴 기호가 너무 많습니다. 겹쳐 쓴 기호를 지우고 다시 입력해주세요.',
  tooManyCodePoints: '입력한 내용에 이모지나 특수 기호가 너무 많습니다. 줄여서 다시 입력해주세요.',
} as const;

/** `detail` texts of the HTTP API that are not tied to one feature. */
export const API_MESSAGES = {
  invalidInput: '입력값을 확인해주세요.',
  malformedBody: '요청 형식이 올바르지 않습니다.',
  bodyTooLarge: '요청 크기가 너무 큽니다.',
  unsupportedMediaType: '지원하지 않는 요청 형식입니다.',
  invalidId: '잘못된 후기 번호입니다.',
  forbidden: '비밀번호가 일치하지 않습니다.',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  notFound: '요청한 주소를 찾을 수 없습니다.',
  unavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  /** 503 with Retry-After: more requests wait for the embedded database than it clears in time. */
  busy: '지금 요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  internal: '서버 오류가 발생했습니다.',
  /** NUL bytes and broken UTF-16 (lone surrogates) that no keyboard types and PostgreSQL refuses. */
  invalidCharacters:
    '입력값에 사용할 수 없는 문자가 있습니다. 해당 문자를 지우고 다시 시도해주세요.',
  requestTimeout: '요청이 제시간에 도착하지 않아 연결을 닫았습니다. 다시 시도해주세요.',
  headersTooLarge: '요청 헤더가 너무 큽니다.',
  methodNotAllowed: '지원하지 않는 요청 방식입니다.',
  expectationFailed: '지원하지 않는 Expect 요청 헤더입니다.',
  /** 507: the server's disk is (nearly) full; nothing the visitor typed was stored. */
  storageFull:
    '서버 저장 공간이 부족하여 첨부 파일을 받을 수 없습니다. 잠시 후 다시 시도하시거나 전화로 문의해주세요.',
  /** 507: this address (or everyone together) sent as many files as an hour allows. */
  uploadQuotaReached:
    '한 시간 동안 보낼 수 있는 첨부 파일 용량을 넘었습니다. 한 시간 뒤 다시 시도하시거나 전화로 문의해주세요.',
  /** 429: too many uploads in progress from this address, or on the server. */
  uploadsBusy: '지금 진행 중인 파일 전송이 많습니다. 잠시 후 다시 시도해주세요.',
  crossSite: '다른 사이트에서 보낸 요청은 받을 수 없습니다. 이 사이트의 화면에서 다시 보내주세요.',
  tooManyConnections: '지금 연결이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  tooManyInFlight: '한 곳에서 동시에 보낸 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  nestedTooDeep: '요청 형식이 올바르지 않습니다. 데이터가 너무 깊게 중첩되어 있습니다.',
} as const;

/** A phone number a person can call back (contract/phone.ts), on every form that asks for one. */
export const PHONE_MESSAGES = {
  invalid:
    '전화번호를 확인해주세요. 휴대전화는 010-1234-5678, 일반 전화는 02-123-4567처럼 지역번호부터 입력해주세요.',
  /** Numbers abroad: the firm calls back from a Korean line (docs/decisions.md 189). */
  international:
    '국내 전화번호만 받을 수 있습니다(예: 010-1234-5678). 해외에 계시면 대표 전화로 연락해주세요.',
} as const;

/**
 * What the site says aloud (a polite live region) where the screen changes without a page of its
 * own: a review saved or deleted, the board's page, a form sent back with several problems
 * (docs/decisions.md 197).
 */
export const ANNOUNCEMENTS = {
  reviewCreated: '후기가 등록되었습니다.',
  reviewUpdated: '후기가 수정되었습니다.',
  reviewDeleted: '후기가 삭제되었습니다.',
  /** The board after a page, size or order change: where the visitor is and how many there are. */
  boardPage: (page: number, lastPage: number, total: number) =>
    `전체 ${lastPage}페이지 중 ${page}페이지, 후기 총 ${total.toLocaleString('ko-KR')}건`,
  /** One sentence for a refused form, however many fields are wrong; focus goes to the first. */
  formErrors: (count: number) =>
    count === 1
      ? '입력 내용을 확인해주세요. 고칠 항목이 1개 있습니다.'
      : `입력 내용을 확인해주세요. 고칠 항목이 ${count}개 있습니다.`,
} as const;
