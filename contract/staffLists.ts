import * as v from 'valibot';
import { CONSULTATION_TYPES } from './consultationTypes';
import { charCount } from './graphemes';
import { JOB_POSITION_IDS } from './jobs';
import { positiveIntFromString } from './reviewBoardSearch';
import {
  AUDIT_ACTIONS,
  HANDLING_STATUSES,
  type HandlingStatus,
  REVIEW_VISIBILITIES,
  STAFF_DAY_MIN,
  STAFF_LIMITS,
  STAFF_MESSAGES,
} from './staff';
import { optionalText, requiredText } from './text';

// The staff lists' queries (requests, applications, reviews, access records) and the changes
// made from them: what the server reads from the address and the body, and what the console sends.

const M = STAFF_MESSAGES;
const L = STAFF_LIMITS;

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
 * most numbers and cannot use the trigram index. Several words ("김 5678") must each match,
 * unless the whole `q` is one phone number typed with spaces.
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
 * A list's pages seen under one search in one session, within this many minutes of its first,
 * are one access record (decision 297).
 */
export const STAFF_LIST_VIEW = {
  windowMinutes: 10,
  /**
   * Pages one record holds before the next page starts another (decision 317): a record is read
   * back with every id its pages showed, and a list paged or reloaded without end must not make
   * one record too big to show on the access records' page.
   */
  pagesMax: 100,
} as const;

/** The `type` each handled list filters by: a request's 상담 유형, an application's 지원 분야. */
export const HANDLING_LIST_TYPES = {
  consultations: CONSULTATION_TYPES,
  applications: JOB_POSITION_IDS,
} as const;
export type HandlingList = keyof typeof HANDLING_LIST_TYPES;
export const HANDLING_TYPE_MESSAGES = {
  typeInvalid: '유형은 목록에 있는 값 중에서 골라주세요.',
} as const;

/**
 * The list query of requests and applications (strings on the wire): page, status, the list's
 * type (`type`, HANDLING_LIST_TYPES), an inclusive day range in Korea time (`from`/`to`,
 * YYYY-MM-DD) and the search `q`. The CSV takes the same filters.
 */
export const handlingListQuerySchemaOf = (types: readonly string[]) =>
  v.pipe(
    v.object({
      page: positiveIntFromString(1),
      status: v.optional(v.picklist(HANDLING_STATUSES)),
      type: v.optional(v.picklist(types, HANDLING_TYPE_MESSAGES.typeInvalid)),
      ...dayRange,
      q: searchQuery,
    }),
    dayRangeInOrder(),
  );
/** Either list's query, its type one of either list's: what the console checks before applying. */
export const handlingListQuerySchema = handlingListQuerySchemaOf([
  ...CONSULTATION_TYPES,
  ...JOB_POSITION_IDS,
]);
export type HandlingListQuery = v.InferOutput<typeof handlingListQuerySchema>;

/** The list filters as staff type them (empty when unset). */
export interface HandlingFilters {
  status: HandlingStatus | '';
  from: string;
  to: string;
  /** The search (STAFF_SEARCH); absent or blank: none. */
  q?: string;
  /** The list's type (HANDLING_LIST_TYPES); absent or blank: any. */
  type?: string;
}

/**
 * The list query the server reads (handlingListQuerySchema), from typed filters: what the
 * console's list fetch and its CSV link send, and what its machine checks before applying.
 */
export function handlingQuery(filters: HandlingFilters, page: number): Record<string, string> {
  const query: Record<string, string> = { page: String(page) };
  if (filters.status) query.status = filters.status;
  if (filters.type) query.type = filters.type;
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
