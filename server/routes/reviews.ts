import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { maskAuthor } from '../../contract/format';
import { REVIEW_VIEWS } from '../../contract/limits';
import { API_MESSAGES, REVIEW_MESSAGES } from '../../contract/messages';
import {
  passwordCheckResultSchema,
  passwordCheckSchema,
  REVIEW_API,
  reviewCreateSchema,
  reviewIdSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewPublicSchema,
  reviewUpdateSchema,
  reviewWithContentSchema,
  viewsResultSchema,
} from '../../contract/reviews';
import type { ReviewContentRow, ReviewRow, ReviewSecretRow } from '../db/reviews';
import { reviewViewsRepository } from '../db/reviewViews';
import { HttpError, parseInput, responseSchema } from '../http';
import { memoise } from '../memoise';
import { clientKey, guardedPasswordCheck } from '../passwords/passwordGuard';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords/passwords';
import { WRITE_LIMIT } from '../plugins/security';

const maskedAuthor = memoise(maskAuthor);
const isoInstant = memoise((time: number) => new Date(time).toISOString());

export function publicReview(row: ReviewRow) {
  return {
    id: row.id,
    username: maskedAuthor(row.username),
    title: row.title,
    consultation_type: row.consultation_type,
    created_at: isoInstant(row.created_at.getTime()),
    views: row.views,
  };
}

function reviewWithContent(row: ReviewContentRow) {
  return { ...publicReview(row), content: row.content };
}

/** Longer query strings are checked every time instead of kept (they are not the site's own). */
export const REMEMBERED_QUERY_MAX = 128;
const listQueryPrefix = `${REVIEW_API.list}?`;
const checkedListQuery = memoise((_search: string, query: unknown) =>
  Object.freeze(parseInput(reviewListQuerySchema, query)),
);

/**
 * The list's query, checked once per query string (visitors ask for the same few pages, and the
 * check's walk, copy and schema are a large share of what the list adds to a bare endpoint).
 * Only a URL that is the list's path then `?` is keyed by its query string: the router splits
 * anything else (a `#`, a trailing `/`) its own way.
 */
function listQuery(request: FastifyRequest) {
  const { url } = request;
  return url.startsWith(listQueryPrefix) &&
    url.length - listQueryPrefix.length <= REMEMBERED_QUERY_MAX
    ? checkedListQuery(url.slice(listQueryPrefix.length), request.query)
    : parseInput(reviewListQuerySchema, request.query);
}

const publicJson = responseSchema(reviewPublicSchema);
const withContentJson = responseSchema(reviewWithContentSchema);

const notFound = () => new HttpError(404, REVIEW_MESSAGES.notFound);

function reviewId(request: FastifyRequest): number {
  const id = (request.params as { id?: unknown }).id;
  // `/api/inheritance-reviews/` names no review at all (a list URL with a slash too many): not a
  // wrong number, an address the API does not have.
  if (id === '') throw new HttpError(404, API_MESSAGES.notFound);
  const result = v.safeParse(reviewIdSchema, id);
  if (!result.success) throw new HttpError(400, API_MESSAGES.invalidId);
  return result.output;
}

export async function reviewRoutes(app: FastifyInstance, options: { scrypt: ScryptParams }) {
  /**
   * Loads the review, then checks the password under the brute-force rules (server/passwords/passwordGuard.ts).
   * Returns the review when the password matches, null when it does not.
   */
  async function checkPassword(
    request: FastifyRequest,
    id: number,
    password: string,
  ): Promise<ReviewSecretRow | null> {
    const review = await app.reviews.find(id);
    if (!review) throw notFound();
    const matches = await guardedPasswordCheck(app.passwordAttempts, id, request.ip, () =>
      verifyPassword(password, review.password_hash),
    );
    return matches ? review : null;
  }

  app.get(
    REVIEW_API.list,
    {
      schema: {
        response: { 200: responseSchema(reviewListSchema) },
      },
    },
    async (request) => {
      const query = listQuery(request);
      const { rows, total } = await app.reviews.list(
        query.page,
        query.items_per_page,
        query.sort_order,
      );
      return { items: rows.map(publicReview), total };
    },
  );

  app.get(
    `${REVIEW_API.list}/:id`,
    { schema: { response: { 200: publicJson } } },
    async (request) => {
      const review = await app.reviews.find(reviewId(request));
      if (!review) throw notFound();
      return publicReview(review);
    },
  );

  app.post(
    REVIEW_API.list,
    { config: WRITE_LIMIT, schema: { response: { 201: publicJson } } },
    async (request, reply) => {
      const input = parseInput(reviewCreateSchema, request.body);
      const hash = await hashPassword(input.password, options.scrypt);
      const row = await app.reviews.create(input, hash);
      app.visitCounter.event(request, 'review_written');
      return reply.code(201).send(publicReview(row));
    },
  );

  app.post(
    `${REVIEW_API.list}/:id/verify-password`,
    {
      config: WRITE_LIMIT,
      schema: {
        response: { 200: responseSchema(passwordCheckResultSchema) },
      },
    },
    async (request) => {
      const id = reviewId(request);
      const { password } = parseInput(passwordCheckSchema, request.body);
      const review = await checkPassword(request, id, password);
      return review ? { verified: true, review: reviewWithContent(review) } : { verified: false };
    },
  );

  app.put(
    `${REVIEW_API.list}/:id`,
    { config: WRITE_LIMIT, schema: { response: { 200: withContentJson } } },
    async (request) => {
      const id = reviewId(request);
      const input = parseInput(reviewUpdateSchema, request.body);
      const review = await checkPassword(request, id, input.password);
      if (!review) throw new HttpError(403, API_MESSAGES.forbidden);
      const updated = await app.reviews.update(id, review.password_hash, input);
      if (!updated) throw notFound(); // deleted while we were checking the password
      return reviewWithContent(updated);
    },
  );

  app.delete(`${REVIEW_API.list}/:id`, { config: WRITE_LIMIT }, async (request, reply) => {
    const id = reviewId(request);
    // The spec's client sends ?password=; ours sends a JSON body, which keeps it out of URLs.
    const body = request.body;
    const source =
      body !== undefined && body !== null && body !== ''
        ? body
        : { password: (request.query as { password?: unknown }).password };
    const { password } = parseInput(passwordCheckSchema, source);
    const review = await checkPassword(request, id, password);
    if (!review) throw new HttpError(403, API_MESSAGES.forbidden);
    if (!(await app.reviews.remove(id, review.password_hash))) throw notFound();
    return reply.code(204).send();
  });

  /**
   * Views count a browser once per REVIEW_VIEWS.repeatWindowSeconds (decision 192): a mark, the
   * HMAC under the day's salt of the client (as the write limit counts it), its user agent and
   * the review, is kept in the database for the window, so every instance sees it. No cookie:
   * the site sets none for visitors (its privacy policy says so).
   */
  const viewMarks = reviewViewsRepository(app.db);
  const window = REVIEW_VIEWS.repeatWindowSeconds;
  let salt: { value: Buffer; until: number } | undefined;
  let purgedAt = 0;
  async function viewMark(request: FastifyRequest, id: number): Promise<Buffer> {
    const now = Date.now();
    // Read again each minute: a new day's salt reaches every instance within that.
    if (!salt || now >= salt.until) salt = { value: await viewMarks.salt(), until: now + 60_000 };
    if (now - purgedAt >= 60_000) {
      purgedAt = now;
      await viewMarks.purgeExpired(window);
    }
    return createHmac('sha256', salt.value)
      .update(`${clientKey(request.ip)}\n${request.headers['user-agent'] ?? ''}\n${id}`)
      .digest();
  }

  app.post(
    `${REVIEW_API.list}/:id/views`,
    {
      config: WRITE_LIMIT,
      schema: {
        response: { 200: responseSchema(viewsResultSchema) },
      },
    },
    async (request) => {
      const id = reviewId(request);
      const views = await viewMarks.count(id, await viewMark(request, id), window);
      if (views === undefined) throw notFound();
      return { views };
    },
  );
}
