import { HttpResponse, http } from 'msw';
import * as v from 'valibot';
import { maskAuthor } from '../../../contract/format';
import { API_MESSAGES, REVIEW_MESSAGES } from '../../../contract/messages';
import {
  passwordCheckSchema,
  REVIEW_API,
  type ReviewPublic,
  type ReviewWithContent,
  reviewCreateSchema,
  reviewIdSchema,
  reviewListQuerySchema,
  reviewUpdateSchema,
} from '../../../contract/reviews';
import { fieldErrors } from '../../../contract/text';

export interface StoredReview {
  id: number;
  username: string;
  password: string;
  title: string;
  content: string;
  consultation_type: string;
  created_at: string;
  views: number;
}

// msw path patterns from the contract's own paths, so a renamed path breaks these tests too.
const ONE = REVIEW_API.one(':id' as unknown as number);
const VERIFY = REVIEW_API.verify(':id' as unknown as number);
const VIEWS = REVIEW_API.views(':id' as unknown as number);

const publicOf = (review: StoredReview): ReviewPublic => ({
  id: review.id,
  username: maskAuthor(review.username),
  title: review.title,
  consultation_type: review.consultation_type,
  created_at: review.created_at,
  views: review.views,
});
const withContent = (review: StoredReview): ReviewWithContent => ({
  ...publicOf(review),
  content: review.content,
});

const invalid = (issues: readonly v.BaseIssue<unknown>[]) =>
  HttpResponse.json(
    { detail: API_MESSAGES.invalidInput, errors: fieldErrors(issues) },
    { status: 422 },
  );
const notFound = () => HttpResponse.json({ detail: REVIEW_MESSAGES.notFound }, { status: 404 });
const forbidden = () => HttpResponse.json({ detail: API_MESSAGES.forbidden }, { status: 403 });

/** `count` reviews, id 1 oldest; review n has password `pw-000n` and was written on day n. */
export function seedReviews(count: number): StoredReview[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return {
      id,
      username: id === 1 ? '김' : `홍길동${id}`,
      password: `pw-${String(id).padStart(4, '0')}`,
      title: `후기 제목 ${id}`,
      content: `후기 내용 ${id}`,
      consultation_type: id === 2 ? 'lottery' : 'inheritance',
      created_at: new Date(Date.UTC(2026, 0, id, 3)).toISOString(),
      views: id * 10,
    };
  });
}

/**
 * An in-memory review API that answers like DESIGN §4: requests are checked with the same
 * contract schemas the server uses, answers have the contract's shapes.
 */
export function createFakeReviewApi(initial: StoredReview[]) {
  const reviews = [...initial];
  const log = {
    listQueries: [] as Array<Record<string, string>>,
    viewCounts: 0,
    created: [] as unknown[],
    updated: [] as unknown[],
    deleted: [] as number[],
  };
  const find = (raw: unknown) => {
    const id = v.safeParse(reviewIdSchema, raw);
    return id.success ? reviews.find((review) => review.id === id.output) : undefined;
  };

  const handlers = [
    http.get(REVIEW_API.list, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      log.listQueries.push(query);
      const parsed = v.safeParse(reviewListQuerySchema, query);
      if (!parsed.success) return invalid(parsed.issues);
      const { page, items_per_page: size, sort_order: sort } = parsed.output;
      const sorted = [...reviews].sort((a, b) => (sort === 'newest' ? b.id - a.id : a.id - b.id));
      return HttpResponse.json({
        items: sorted.slice((page - 1) * size, page * size).map(publicOf),
        total: reviews.length,
      });
    }),
    http.post(REVIEW_API.list, async ({ request }) => {
      const parsed = v.safeParse(reviewCreateSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      log.created.push(parsed.output);
      const review: StoredReview = {
        ...parsed.output,
        id: Math.max(0, ...reviews.map((r) => r.id)) + 1,
        created_at: new Date(Date.UTC(2026, 5, 1)).toISOString(),
        views: 0,
      };
      reviews.push(review);
      return HttpResponse.json(publicOf(review), { status: 201 });
    }),
    http.post(VERIFY, async ({ params, request }) => {
      const review = find(params.id);
      if (!review) return notFound();
      const parsed = v.safeParse(passwordCheckSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      return HttpResponse.json(
        parsed.output.password === review.password
          ? { verified: true, review: withContent(review) }
          : { verified: false },
      );
    }),
    http.post(VIEWS, ({ params }) => {
      const review = find(params.id);
      if (!review) return notFound();
      review.views += 1;
      log.viewCounts += 1;
      return HttpResponse.json({ views: review.views });
    }),
    http.put(ONE, async ({ params, request }) => {
      const review = find(params.id);
      if (!review) return notFound();
      const parsed = v.safeParse(reviewUpdateSchema, await request.json());
      if (!parsed.success) return invalid(parsed.issues);
      if (parsed.output.password !== review.password) return forbidden();
      log.updated.push(parsed.output);
      const { password: _password, ...changes } = parsed.output;
      Object.assign(review, changes);
      return HttpResponse.json(withContent(review));
    }),
    http.delete(ONE, async ({ params, request }) => {
      const review = find(params.id);
      if (!review) return notFound();
      const body = v.safeParse(passwordCheckSchema, await request.json());
      if (!body.success || body.output.password !== review.password) return forbidden();
      reviews.splice(reviews.indexOf(review), 1);
      log.deleted.push(review.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return { handlers, reviews, log };
}
