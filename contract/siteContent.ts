import * as v from 'valibot';
import {
  FAQ_FIELD_LABELS,
  FAQ_LINK_TARGET_LABELS,
  FAQ_LINK_TARGETS,
  type FaqItem,
  faq,
} from './faq';
import { FIRM_FIELD_LABELS, type Firm, firm } from './firm';
import { HOME_FIELD_LABELS, type HomeTexts, homeTexts } from './homeTexts';
import {
  JOB_FIELD_LABELS,
  JOB_POSITION_ID_LABELS,
  type JobPosition,
  jobPositions,
} from './jobPositions';
import { JOB_POSITION_IDS } from './jobs';
import { SUCCESS_CASE_IDS } from './site';
import { SUCCESS_CASE_FIELD_LABELS, type SuccessCase } from './successCaseFields';
import { CASE_IMAGE_SRC } from './successCaseImages';
import { successCases } from './successCases';
import { singleLineText } from './text';

// The content the firm publishes from the console: the firm's facts, the FAQ, the job
// positions, the home page's lead texts and the success cases. The shapes are typed once
// (contract/firm.ts, faq.ts, jobPositions.ts, homeTexts.ts, successCaseFields.ts; those files and
// successCases.ts hold the repository's values); this file holds the limits, the rules a draft
// must pass to be published, the calls and the Korean messages. The server and the console read it.

export const CONTENT_LIMITS = {
  textMax: 100,
  shortTextMax: 30,
  representativesMax: 5,
  counselPhonesMax: 4,
  processorsMax: 10,
  historyPageSize: 20,
  faqItemsMax: 30,
  questionMax: 200,
  paragraphMax: 1_000,
  paragraphsMax: 10,
  /** Every fixed position id at most once (contract/jobs.ts). */
  jobPositionsMax: JOB_POSITION_IDS.length,
  jobTagsMax: 5,
  jobSummaryMax: 200,
  jobItemMax: 200,
  jobItemsMax: 10,
  heroTitleLinesMax: 3,
  leadMax: 300,
  /** A case's amounts, in won: up to 10조 원, far above any case and well inside exact numbers. */
  amountMax: 10_000_000_000_000,
  strategyStepsMax: 8,
  /** An uploaded picture's file (decision 154); a phone's photo is 2–4 MB. */
  imageMaxBytes: 5 * 1024 * 1024,
  /**
   * The most pixels an upload may decode to (40 million: a 50-megapixel camera is refused, a
   * 30000×30000 "decompression bomb" long before it is decoded).
   */
  imageMaxPixels: 40_000_000,
  imageDimensionMax: 4_000,
} as const;

export const CONTENT_API = {
  state: '/api/staff/content',
  draft: '/api/staff/content/draft',
  publish: '/api/staff/content/publish',
  revert: (version: number) => `/api/staff/content/versions/${version}/revert`,
  preview: '/api/staff/content/preview',
  /** POST, multipart with one file field `image`: answers `UploadedImage` (decision 154). */
  images: '/api/staff/content/images',
} as const;

/** The multipart field the picture travels in. */
export const CONTENT_IMAGE_FIELD = 'image';

/** What an upload answers: the draft's `image` takes these, and staff type its `alt`. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

export const CONTENT_MESSAGES = {
  required: '값을 입력해주세요.',
  tooLong: (max: number) => `${max}자 이내로 입력해주세요.`,
  phone: '전화번호는 숫자와 하이픈으로 입력해주세요. (예: 02-555-1234)',
  businessRegistrationNumber: '사업자등록번호는 000-00-00000 형식으로 입력해주세요.',
  email: '이메일 주소 형식이 올바르지 않습니다.',
  postalCode: '우편번호는 숫자 5자리입니다.',
  latitude: '위도는 대한민국 안(33~39)의 값이어야 합니다.',
  longitude: '경도는 대한민국 안(124~132)의 값이어야 합니다.',
  wholeNumber: (min: number, max: number) => `${min}~${max} 사이의 정수를 입력해주세요.`,
  listSize: (min: number, max: number) => `${min}개에서 ${max}개까지 입력할 수 있습니다.`,
  day: '날짜는 2000-01-01부터 2100-12-31 사이의 실제 날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  invisible: '줄바꿈, 탭, 보이지 않는 문자는 쓸 수 없습니다.',
  faqIdsRepeat: '질문 번호가 겹칩니다. 질문마다 다른 번호를 써주세요.',
  paragraphsRepeat: '같은 문단이 두 번 들어 있습니다.',
  linkTarget: '연결할 페이지를 목록에서 골라주세요.',
  unsaved: '저장하지 않은 수정이 있습니다. 먼저 초안으로 저장해주세요.',
  jobPositionId: '포지션 구분은 정해진 목록(세무사, 회계 담당자, 세무 컨설턴트)에서 골라주세요.',
  jobPositionsRepeat: '같은 포지션이 두 번 들어 있습니다. 포지션마다 한 번만 넣어주세요.',
  jobOpen: '모집 중인지 여부를 골라주세요.',
  itemsRepeat: '같은 항목이 두 번 들어 있습니다.',
  nothingToPublish: '게시된 내용과 같습니다. 바꾼 뒤에 게시해주세요.',
  noDraft: '저장된 초안이 없습니다.',
  draftChanged:
    '그사이 초안이 바뀌었습니다. 화면을 새로 고쳐 지금의 초안을 확인한 뒤 다시 시도해주세요.',
  versionNotFound: '해당 버전을 찾을 수 없습니다.',
  versionOutdated:
    '이 버전은 지금의 입력 규칙에 맞지 않아 그대로 되돌릴 수 없습니다. 초안으로 고쳐서 게시해주세요.',
  pathNotFound: '미리 볼 수 없는 페이지입니다.',
  caseIds: `성공사례는 ${SUCCESS_CASE_IDS.join(', ')}번이 한 번씩 모두 있어야 합니다. 사례를 더하거나 뺄 수는 없습니다.`,
  finalTaxAboveExpected: '최종 세액은 예상 세액보다 클 수 없습니다.',
  altRequired:
    '사진 설명(대체 텍스트)을 입력해주세요. 화면을 읽어 주는 프로그램이 이 설명을 읽습니다.',
  caseImageSrc: '사진은 기본 그림 중 하나이거나 이 화면에서 올린 사진이어야 합니다.',
  strategyRepeat: '같은 제목의 절세 전략이 두 번 들어 있습니다.',
  imageRequired: '올릴 사진 파일을 골라주세요.',
  imageOne: '사진은 한 번에 한 장만 올릴 수 있습니다.',
  imageMissing: '올린 적이 없는 사진이 들어 있습니다. 사진을 이 화면에서 다시 올려주세요.',
  imageType: 'JPEG, PNG, WebP 사진만 올릴 수 있습니다.',
  imageTooLarge: `사진 파일은 ${CONTENT_LIMITS.imageMaxBytes / 1024 / 1024}MB 이하만 올릴 수 있습니다.`,
  imageTooManyPixels: `사진의 크기가 너무 큽니다. 가로·세로 각 ${CONTENT_LIMITS.imageDimensionMax.toLocaleString('ko-KR')}픽셀, 모두 ${CONTENT_LIMITS.imageMaxPixels / 1_000_000}백만 화소 이하로 줄여서 올려주세요.`,
  imageUnreadable: '사진 파일을 읽을 수 없습니다. 파일이 손상되었는지 확인해주세요.',
  renderingUnavailable:
    '이 서버에는 게시에 필요한 빌드 파일이 없습니다. npm run build 후 다시 시도해주세요.',
} as const;

const L = CONTENT_LIMITS;
const M = CONTENT_MESSAGES;

/** What the console's form reads from a field's schema (its size), beside the rules themselves. */
export interface ContentFieldMetadata {
  maxChars: number;
}

const text = (max: number = L.textMax) =>
  v.pipe(
    singleLineText(max, M.required, M.tooLong(max), M.invisible),
    v.metadata({ maxChars: max } satisfies ContentFieldMetadata),
  );

/** A real calendar day (not 2026-02-30) in this century or the next. */
const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === day &&
    day >= '2000-01-01' &&
    day <= '2100-12-31'
  );
};
const phone = v.pipe(
  v.string(M.phone),
  v.trim(),
  v.regex(/^(?:\+82-?)?0\d{1,2}-?\d{3,4}-?\d{4}$|^1\d{3}-?\d{4}$/, M.phone),
);
const email = v.pipe(
  v.string(M.email),
  v.trim(),
  v.maxLength(L.textMax, M.email),
  v.email(M.email),
);
const whole = (min: number, max: number) =>
  v.pipe(
    v.number(M.wholeNumber(min, max)),
    v.integer(M.wholeNumber(min, max)),
    v.minValue(min, M.wholeNumber(min, max)),
    v.maxValue(max, M.wholeNumber(min, max)),
  );
const list = <T extends v.GenericSchema>(item: T, min: number, max: number) =>
  v.pipe(
    v.array(item, M.listSize(min, max)),
    v.minLength(min, M.listSize(min, max)),
    v.maxLength(max, M.listSize(min, max)),
  );

/** The firm's facts as the console edits them and the server publishes them. */
export const firmSchema = v.strictObject({
  legalName: text(),
  representatives: list(text(L.shortTextMax), 1, L.representativesMax),
  mainPhone: phone,
  fax: phone,
  businessRegistrationNumber: v.pipe(
    v.string(M.businessRegistrationNumber),
    v.trim(),
    v.regex(/^\d{3}-\d{2}-\d{5}$/, M.businessRegistrationNumber),
  ),
  email,
  address: text(),
  postalCode: v.pipe(v.string(M.postalCode), v.trim(), v.regex(/^\d{5}$/, M.postalCode)),
  coordinates: v.strictObject({
    lat: v.pipe(v.number(M.latitude), v.minValue(33, M.latitude), v.maxValue(39, M.latitude)),
    lng: v.pipe(v.number(M.longitude), v.minValue(124, M.longitude), v.maxValue(132, M.longitude)),
  }),
  subway: v.strictObject({
    line: text(L.shortTextMax),
    station: text(L.shortTextMax),
    exit: whole(1, 30),
    walkMinutes: whole(1, 60),
  }),
  counselPhones: list(
    v.strictObject({ label: text(L.shortTextMax), number: phone }),
    1,
    L.counselPhonesMax,
  ),
  copyrightYear: whole(2000, 2100),
  privacyOfficer: v.strictObject({
    name: text(L.shortTextMax),
    position: text(L.shortTextMax),
    phone,
    email,
  }),
  processors: list(v.strictObject({ company: text(), task: text() }), 0, L.processorsMax),
  privacyPolicyEffectiveDate: v.pipe(
    v.string(M.day),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, M.day),
    v.check(isRealDay, M.day),
  ),
}) satisfies v.GenericSchema<unknown, Firm>;

const allDifferent = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const faqItemSchema = v.strictObject({
  id: whole(1, 1_000),
  question: text(L.questionMax),
  answer: v.pipe(
    list(text(L.paragraphMax), 1, L.paragraphsMax),
    v.check(allDifferent, M.paragraphsRepeat),
  ),
  link: v.optional(
    v.strictObject({
      to: v.picklist(FAQ_LINK_TARGETS, M.linkTarget),
      label: text(L.shortTextMax),
    }),
  ),
}) satisfies v.GenericSchema<unknown, FaqItem>;

export const faqSchema = v.pipe(
  list(faqItemSchema, 1, L.faqItemsMax),
  v.check((items) => allDifferent(items.map((item) => item.id)), M.faqIdsRepeat),
);

/** Lines the page shows as a list (and keys them by): each one once. */
const distinctLines = (max: number, min: number, most: number) =>
  v.pipe(list(text(max), min, most), v.check(allDifferent, M.itemsRepeat));

export const jobPositionSchema = v.strictObject({
  id: v.picklist(JOB_POSITION_IDS, M.jobPositionId),
  open: v.boolean(M.jobOpen),
  title: text(L.shortTextMax),
  tags: distinctLines(L.shortTextMax, 0, L.jobTagsMax),
  shortDescription: text(L.jobSummaryMax),
  location: text(L.shortTextMax),
  duties: distinctLines(L.jobItemMax, 1, L.jobItemsMax),
  requirements: distinctLines(L.jobItemMax, 1, L.jobItemsMax),
  preferred: distinctLines(L.jobItemMax, 0, L.jobItemsMax),
}) satisfies v.GenericSchema<unknown, JobPosition>;

/** Each fixed id at most once; none listed, or none open, is allowed: /job then says so. */
export const jobsSchema = v.pipe(
  list(jobPositionSchema, 0, L.jobPositionsMax),
  v.check(
    (positions) => allDifferent(positions.map((position) => position.id)),
    M.jobPositionsRepeat,
  ),
);

const titled = v.strictObject({ title: text() });
const titledWithLead = v.strictObject({ title: text(), lead: text(L.leadMax) });

export const homeSchema = v.strictObject({
  hero: v.strictObject({
    eyebrow: text(),
    title: list(text(), 1, L.heroTitleLinesMax),
    lead: text(L.leadMax),
  }),
  comparison: titledWithLead,
  statistics: titled,
  taxWarning: v.strictObject({ title: text(), note: text(L.leadMax) }),
  information: v.strictObject({
    title: text(),
    paragraphs: v.pipe(
      list(text(L.paragraphMax), 1, L.paragraphsMax),
      v.check(allDifferent, M.paragraphsRepeat),
    ),
  }),
  features: titled,
  cases: titledWithLead,
  cta: titledWithLead,
}) satisfies v.GenericSchema<unknown, HomeTexts>;

const amount = whole(0, L.amountMax);

export const successCaseSchema = v.pipe(
  v.strictObject({
    id: v.picklist(SUCCESS_CASE_IDS, M.caseIds),
    title: text(),
    category: text(L.shortTextMax),
    expectedTax: amount,
    finalTax: amount,
    stamp: text(L.shortTextMax),
    image: v.strictObject({
      src: v.pipe(v.string(M.caseImageSrc), v.regex(CASE_IMAGE_SRC, M.caseImageSrc)),
      width: whole(1, L.imageDimensionMax),
      height: whole(1, L.imageDimensionMax),
      alt: singleLineText(L.textMax, M.altRequired, M.tooLong(L.textMax), M.invisible),
    }),
    story: v.strictObject({
      client: text(),
      situation: v.pipe(
        list(text(L.paragraphMax), 1, L.paragraphsMax),
        v.check(allDifferent, M.paragraphsRepeat),
      ),
      strategy: v.pipe(
        list(
          v.strictObject({ title: text(), description: text(L.paragraphMax) }),
          1,
          L.strategyStepsMax,
        ),
        // The page keys the steps by their titles.
        v.check((steps) => allDifferent(steps.map((step) => step.title)), M.strategyRepeat),
      ),
      result: v.pipe(
        list(text(L.paragraphMax), 1, L.paragraphsMax),
        v.check(allDifferent, M.paragraphsRepeat),
      ),
    }),
  }),
  v.forward(
    v.check((item) => item.finalTax <= item.expectedTax, M.finalTaxAboveExpected),
    ['finalTax'],
  ),
) satisfies v.GenericSchema<unknown, SuccessCase>;

/**
 * The six cases, each id once (decision 153): a case's page, shell, sitemap entry and redirect
 * are made at build time, so the firm edits the cases but cannot add or remove one.
 */
export const successCasesSchema = v.pipe(
  v.array(successCaseSchema, M.caseIds),
  // The bounds also tell the console's form there is nothing to add or remove.
  v.minLength(SUCCESS_CASE_IDS.length, M.caseIds),
  v.maxLength(SUCCESS_CASE_IDS.length, M.caseIds),
  v.check(
    (items) =>
      items.length === SUCCESS_CASE_IDS.length &&
      SUCCESS_CASE_IDS.every((id) => items.some((item) => item.id === id)),
    M.caseIds,
  ),
);

/** Everything the firm publishes; what each prerendered page carries for the client. */
export interface SiteContent {
  firm: Firm;
  faq: readonly FaqItem[];
  jobs: readonly JobPosition[];
  home: HomeTexts;
  successCases: readonly SuccessCase[];
}

export const siteContentSchema = v.strictObject({
  firm: firmSchema,
  faq: faqSchema,
  jobs: jobsSchema,
  home: homeSchema,
  successCases: successCasesSchema,
});

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

/** The repository's content: what the build renders and a fresh database starts from. */
export const repositoryContent: SiteContent = {
  firm,
  faq,
  jobs: jobPositions,
  home: homeTexts,
  successCases,
};

/**
 * Stored content, whole: a version stored before a part became content (the FAQ in decision
 * 150, the job positions and the home page's texts in 151 and 152, the success cases in 153)
 * takes that part from the repository, as the site showed it then.
 */
export function completeContent(stored: unknown): SiteContent {
  return { ...repositoryContent, ...(stored as Partial<SiteContent>) };
}

/** One published version, as the history lists it. */
export interface ContentVersionInfo {
  version: number;
  published_by: string;
  published_at: string;
  /** The version this one brought back, when it was a revert. */
  reverted_from: number | null;
  /** What this version changed from the one before, by path (`firm.privacyOfficer.email`, `faq[2].answer[0]`). */
  changed: string[];
}

/** GET CONTENT_API.state: what is published, the draft if any, and the history. */
export interface ContentState {
  published: { version: number; content: SiteContent };
  draft: {
    /** Changes with every save: publish, revert and discard name the one their owner saw. */
    revision: number;
    content: SiteContent;
    updated_by: string;
    updated_at: string;
  } | null;
  history: ContentVersionInfo[];
}

/**
 * The body of publish, revert and discard: the draft the person confirming saw (its revision,
 * or null when there was none). Another save since, or a draft that has gone, refuses the call
 * with `draftChanged` (decision 155): nothing is published or thrown away unseen.
 */
export const draftSeenSchema = v.object({
  draft: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
});
export type DraftSeen = v.InferOutput<typeof draftSeenSchema>;

/** What the person confirming saw of `state`'s draft. */
export const draftSeenIn = (state: ContentState | null): DraftSeen => ({
  draft: state?.draft?.revision ?? null,
});
