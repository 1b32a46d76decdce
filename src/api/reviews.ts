import {
  passwordCheckResultSchema,
  REVIEW_API,
  type ReviewBoardSearch,
  type ReviewCreate,
  type ReviewUpdate,
  reviewListSchema,
  reviewPublicSchema,
  reviewWithContentSchema,
  viewsResultSchema,
} from '../../contract/reviews';
import { request, requestNoContent } from './client';

// One function per call of docs/architecture.md#http-api; every answer is checked against its contract schema.

export function listReviews(search: ReviewBoardSearch) {
  return request(REVIEW_API.list, reviewListSchema, {
    query: { page: search.page, items_per_page: search.size, sort_order: search.sort },
  });
}

export function getReview(id: number) {
  return request(REVIEW_API.one(id), reviewPublicSchema);
}

export function createReview(review: ReviewCreate) {
  return request(REVIEW_API.list, reviewPublicSchema, { method: 'POST', body: { ...review } });
}

export function verifyReviewPassword(id: number, password: string) {
  return request(REVIEW_API.verify(id), passwordCheckResultSchema, {
    method: 'POST',
    body: { password },
  });
}

export function updateReview(id: number, update: ReviewUpdate) {
  return request(REVIEW_API.one(id), reviewWithContentSchema, {
    method: 'PUT',
    body: { ...update },
  });
}

/** The password travels in the body, never in the URL, so it stays out of access logs. */
export function deleteReview(id: number, password: string) {
  return requestNoContent(REVIEW_API.one(id), { method: 'DELETE', body: { password } });
}

export function countReviewView(id: number) {
  return request(REVIEW_API.views(id), viewsResultSchema, { method: 'POST' });
}
