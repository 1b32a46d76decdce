import * as v from 'valibot';
import { CONSULTATION_TYPES, type ConsultationType } from './consultationTypes';
import { SITE_PATHS } from './site';
import { BEACON_EVENTS, BEACON_REFERRER_MAX, type BeaconEvent } from './visitBeacon';

// Counting visits without cookies (docs/product.md#visit-counting): what a page's beacon sends,
// what the server keeps (daily totals only), and what the console's 통계 section reads.

/** Counted where the request is stored (server/routes): with or without JavaScript alike. */
export const SERVER_EVENTS = [
  'consultation_sent',
  'review_written',
  'job_application_sent',
] as const;
export type ServerEvent = (typeof SERVER_EVENTS)[number];

/** The conversions a day's totals hold, besides page views and visitors. */
export const VISIT_EVENTS = [
  'calculator_estimate',
  'estimate_carried',
  'phone_tapped',
  ...SERVER_EVENTS,
] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const VISIT_LIMITS = {
  /** A beacon is `{"e":"view","p":"/success-case/6","r":"https://…"}`: a few hundred bytes. */
  bodyBytesMax: 1024,
  /** A page's path as the site has them (SITE_PATHS); anything longer is not one. */
  pathMax: 40,
  /** `document.referrer` as a page sends it at most; the server keeps only its host. */
  referrerMax: BEACON_REFERRER_MAX,
  /** A host name is at most 253 characters (RFC 1035); shorter ones are the rule. */
  referrerHostMax: 100,
  /** Distinct referring hosts kept per day, the most frequent (server/db/visits.ts). */
  referrersPerDay: 50,
  /**
   * How long an instance gathers counts before writing them in one go: a beacon costs no write
   * of its own, so a flood of them cannot queue the visitors' requests behind the database.
   */
  flushSeconds: 5,
  /** Beacons per client address per minute (a visitor reading sends a few). */
  beaconsPerMinute: 60,
  /** The longest range the console asks for at once (a year and a leap day). */
  rangeDaysMax: 366,
  /** Bits of a day's visitor sketch (server/db/visits.ts): 8 KB a day, near-exact to thousands. */
  sketchBits: 65_536,
} as const;

/**
 * The pages each beacon event can come from, as the site sends them (the page's path is read
 * when the event happens, src/visits.ts): a view from any page, a phone number tapped on any
 * (the footer's is on every page), the calculator's two only from /calculator (decision 304).
 */
export const BEACON_EVENT_PAGES: Record<BeaconEvent, readonly string[]> = {
  view: SITE_PATHS,
  phone_tapped: SITE_PATHS,
  calculator_estimate: ['/calculator'],
  estimate_carried: ['/calculator'],
};

/**
 * The beacon's body. Unknown keys are ignored; a path the site does not have is refused, and so
 * is an event its page cannot send.
 */
export const beaconSchema = v.pipe(
  v.object({
    e: v.picklist(BEACON_EVENTS, '알 수 없는 이벤트입니다.'),
    p: v.pipe(
      v.string('페이지 경로를 확인해주세요.'),
      v.maxLength(VISIT_LIMITS.pathMax, '페이지 경로를 확인해주세요.'),
      v.check((path) => SITE_PATHS.includes(path), '페이지 경로를 확인해주세요.'),
    ),
    r: v.optional(
      v.pipe(v.string(), v.maxLength(VISIT_LIMITS.referrerMax, '유입 주소가 너무 깁니다.')),
    ),
  }),
  v.forward(
    v.check(
      ({ e, p }) => BEACON_EVENT_PAGES[e].includes(p),
      '이 페이지에서는 보낼 수 없는 이벤트입니다.',
    ),
    ['e'],
  ),
);
export type Beacon = v.InferOutput<typeof beaconSchema>;

/** The staff console's stats API, and its range (Seoul calendar days, both ends included). */
export const STAFF_VISITS_API = '/api/staff/visits';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayString = v.pipe(v.string(), v.regex(DAY, '날짜를 YYYY-MM-DD 형식으로 입력해주세요.'));

/** Days between two YYYY-MM-DD dates (to − from), or NaN for a date that does not exist. */
export function daysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const real = (day: string, time: number) =>
    !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  return real(from, start) && real(to, end) ? (end - start) / 86_400_000 : Number.NaN;
}

/** What the console's 통계 is told of a period it cannot show. */
export const VISITS_QUERY_MESSAGES = {
  rangeReversed: '시작일이 종료일보다 늦거나 없는 날짜입니다.',
  rangeTooLong: `기간은 ${VISIT_LIMITS.rangeDaysMax}일까지 볼 수 있습니다.`,
} as const;

export const visitsQuerySchema = v.pipe(
  v.object({ from: dayString, to: dayString }),
  v.check(({ from, to }) => daysBetween(from, to) >= 0, VISITS_QUERY_MESSAGES.rangeReversed),
  v.check(
    ({ from, to }) => daysBetween(from, to) < VISIT_LIMITS.rangeDaysMax,
    VISITS_QUERY_MESSAGES.rangeTooLong,
  ),
);
export type VisitsQuery = v.InferOutput<typeof visitsQuerySchema>;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One day's totals: page views, the visitor estimate and each conversion. */
export const visitDaySchema = v.object({
  day: v.string(),
  views: count,
  visitors: count,
  ...(Object.fromEntries(VISIT_EVENTS.map((event) => [event, count])) as Record<
    VisitEvent,
    typeof count
  >),
});
export type VisitDay = v.InferOutput<typeof visitDaySchema>;

/** A day with nothing counted: what the database and the console's chart both start from. */
export function emptyVisitDay(day: string): VisitDay {
  return {
    day,
    views: 0,
    visitors: 0,
    ...(Object.fromEntries(VISIT_EVENTS.map((event) => [event, 0])) as Record<VisitEvent, number>),
  };
}

const keyed = v.object({ key: v.string(), count });

export const visitsAnswerSchema = v.object({
  days: v.array(visitDaySchema),
  pages: v.array(keyed),
  referrers: v.array(keyed),
  devices: v.array(keyed),
  /** Consultations received per week (the Monday it starts, Seoul) and type, from their table. */
  consultationWeeks: v.array(
    v.object({ week: v.string(), type: v.picklist(CONSULTATION_TYPES), count }),
  ),
});
export type VisitsAnswer = v.InferOutput<typeof visitsAnswerSchema>;
export type ConsultationWeek = { week: string; type: ConsultationType; count: number };

/** The 통계 section's words. */
export const VISIT_LABELS = {
  section: '통계',
  views: '페이지뷰',
  visitors: '방문자(추정)',
  calculator_estimate: '계산기 결과',
  estimate_carried: '상담으로 가져감',
  consultation_sent: '상담 신청',
  review_written: '후기 작성',
  job_application_sent: '입사 지원',
  phone_tapped: '전화 연결',
  phone: '휴대폰',
  tablet: '태블릿',
  desktop: '데스크톱',
  day: '날짜',
  week: '주(월요일)',
  page: '페이지',
  referrer: '유입 사이트',
  device: '기기',
  count: '횟수',
  funnel: '전환 단계',
  from: '시작일',
  to: '종료일',
  apply: '조회',
  csv: 'CSV 내려받기',
  loading: '불러오는 중…',
  empty: '이 기간에 집계된 방문이 없습니다.',
  perDay: '일별 방문',
  topPages: '많이 본 페이지',
  topReferrers: '유입 사이트',
  consultationsPerWeek: '주별 상담 신청(유형별)',
  last: (days: number) => `최근 ${days}일`,
  chartNote: '차트와 같은 내용을 아래 표로도 볼 수 있습니다.',
  /** Why a visit the staff made themselves, or a test with a script, is missing from the counts. */
  notCounted:
    '검색 로봇과 자동화 도구(헤드리스 브라우저, curl 등), 직원으로 로그인한 브라우저, 추적 거부(Do Not Track·GPC)를 켠 브라우저의 방문은 세지 않습니다.',
} as const;

/** The ranges the section offers in one press. */
export const VISIT_RANGES = [30, 90, 365] as const;

/** The Seoul day `days` after `day` (before, when negative), YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The range of the last `days` days up to `today`, both included. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: shiftDay(today, 1 - days), to: today };
}
