import * as v from 'valibot';
import { CONSULTATION_TYPES } from './consultationTypes';
import { charCount } from './graphemes';
import { DEFAULT_SORT_ORDER, REVIEW_LIMITS as L, SORT_ORDERS } from './limits';
import { REVIEW_MESSAGES as M } from './messages';
import { digitsToNumber, pageSizeFromString, positiveIntFromString } from './reviewBoardSearch';
import { requiredText } from './text';

const consultationType = v.picklist(CONSULTATION_TYPES, M.typeRequired);

/** Passwords are compared exactly as typed (not trimmed) so no one is locked out by a space. */
const password = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.check((value) => {
    const n = charCount(value, L.passwordMax);
    return n >= L.passwordMin && n <= L.passwordMax;
  }, M.passwordLength),
);

/**
 * The password that opens an existing review: only presence is checked, because it is compared
 * with the stored hash, not set. A review kept from before today's length rule (4–20) must still
 * open and be edited with the password it was written with.
 */
const currentPassword = v.pipe(v.string(M.passwordEmpty), v.nonEmpty(M.passwordEmpty));

export const reviewCreateSchema = v.object({
  username: requiredText(L.usernameMax, M.usernameRequired, M.usernameTooLong),
  password,
  title: requiredText(L.titleMax, M.titleRequired, M.titleTooLong),
  content: requiredText(L.contentMax, M.contentRequired, M.contentTooLong),
  consultation_type: consultationType,
});
export type ReviewCreateInput = v.InferInput<typeof reviewCreateSchema>;
export type ReviewCreate = v.InferOutput<typeof reviewCreateSchema>;

export const reviewUpdateSchema = v.object({
  password: currentPassword,
  title: requiredText(L.titleMax, M.titleRequired, M.titleTooLong),
  content: requiredText(L.contentMax, M.contentRequired, M.contentTooLong),
  consultation_type: consultationType,
});
export type ReviewUpdate = v.InferOutput<typeof reviewUpdateSchema>;

/** The password-check request: only presence is checked, the server answers verified:false. */
export const passwordCheckSchema = v.object({ password: currentPassword });
export type PasswordCheck = v.InferOutput<typeof passwordCheckSchema>;

/** Review ids are positive integers; path params arrive as strings. */
export const reviewIdSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(digitsToNumber),
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(Number.MAX_SAFE_INTEGER),
);

/** GET /api/inheritance-reviews query (strings on the wire). */
export const reviewListQuerySchema = v.object({
  page: positiveIntFromString(1),
  items_per_page: pageSizeFromString,
  sort_order: v.optional(v.picklist(SORT_ORDERS), DEFAULT_SORT_ORDER),
});
export type ReviewListQuery = v.InferOutput<typeof reviewListQuerySchema>;

/** What anyone may see of a review: the author is already masked, no content, no password. */
const count = v.pipe(v.number(), v.integer());

export const reviewPublicSchema = v.object({
  id: count,
  username: v.string(),
  title: v.string(),
  consultation_type: v.string(), // legacy rows may hold an unknown type (shown as 기타)
  created_at: v.string(), // ISO-8601
  views: count,
});
export type ReviewPublic = v.InferOutput<typeof reviewPublicSchema>;

export const reviewWithContentSchema = v.object({
  ...reviewPublicSchema.entries,
  content: v.string(),
});
export type ReviewWithContent = v.InferOutput<typeof reviewWithContentSchema>;

export const reviewListSchema = v.object({
  items: v.array(reviewPublicSchema),
  total: count,
});
export type ReviewList = v.InferOutput<typeof reviewListSchema>;

export const passwordCheckResultSchema = v.variant('verified', [
  v.object({ verified: v.literal(false) }),
  v.object({ verified: v.literal(true), review: reviewWithContentSchema }),
]);
export type PasswordCheckResult = v.InferOutput<typeof passwordCheckResultSchema>;

export const viewsResultSchema = v.object({ views: count });
export type ViewsResult = v.InferOutput<typeof viewsResultSchema>;

export const REVIEW_API = {
  list: '/api/inheritance-reviews',
  one: (id: number) => `/api/inheritance-reviews/${id}`,
  verify: (id: number) => `/api/inheritance-reviews/${id}/verify-password`,
  views: (id: number) => `/api/inheritance-reviews/${id}/views`,
} as const;

export {
  DEFAULT_REVIEW_BOARD_SEARCH,
  type ReviewBoardSearch,
  type ReviewBoardSearchInput,
  reviewBoardSearchSchema,
} from './reviewBoardSearch';
