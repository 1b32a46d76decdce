import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { CONSULTATION_LIMITS, REQUEST_SHAPE, REVIEW_LIMITS } from '../../../contract/limits';
import { API_MESSAGES, CONSULTATION_MESSAGES, REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import {
  STAFF_VISITS_API,
  shiftDay,
  VISIT_LIMITS,
  VISITS_QUERY_MESSAGES,
} from '../../../contract/visits';
import { describeEachDatabase, openForSuite } from '../helpers';
import { asStaff, signedInApp } from '../support/staff';

// Every length, count and range a caller can reach through the API, tried exactly at its limit
// (accepted) and one past it (refused with the contract's Korean message): a check written with
// `<` for `<=`, or a limit copied one off, fails here by name.

const consultation = {
  consultation_type: 'gift',
  name: '박증여',
  phone: '010-1234-5678',
  content: '자녀 증여 관련 상담을 원합니다.',
};
const review = {
  username: '김상속',
  password: 'secret1',
  title: '상속세 상담 후기',
  content: '친절하게 상담해주셨습니다.',
  consultation_type: 'inheritance',
};
/** `n` characters as a visitor sees them (Korean syllables, one grapheme each). */
const chars = (n: number) => '가'.repeat(n);
const DAY = '2026-03-20';

interface Edge {
  limit: string;
  /** The request with the value exactly at the limit, and the one a step past it. */
  at: InjectOptions;
  past: InjectOptions;
  accepted: number;
  refused: number;
  message: string;
  /** The field a public form's 422 names beside the message. */
  field?: string;
}

const publicEdges: Edge[] = [
  ...(
    [
      ['name', CONSULTATION_LIMITS.nameMax, CONSULTATION_MESSAGES.nameTooLong],
      ['content', CONSULTATION_LIMITS.contentMax, CONSULTATION_MESSAGES.contentTooLong],
    ] as const
  ).map(([field, max, message]) => ({
    limit: `consultation ${field} ${max}`,
    at: {
      method: 'POST',
      url: CONSULTATION_API,
      payload: { ...consultation, [field]: chars(max) },
    },
    past: {
      method: 'POST',
      url: CONSULTATION_API,
      payload: { ...consultation, [field]: chars(max + 1) },
    },
    accepted: 201,
    refused: 422,
    message,
    field,
  })),
  ...(
    [
      ['username', chars(REVIEW_LIMITS.usernameMax), chars(REVIEW_LIMITS.usernameMax + 1)],
      ['title', chars(REVIEW_LIMITS.titleMax), chars(REVIEW_LIMITS.titleMax + 1)],
      ['content', chars(REVIEW_LIMITS.contentMax), chars(REVIEW_LIMITS.contentMax + 1)],
      [
        'password',
        'a'.repeat(REVIEW_LIMITS.passwordMax),
        'a'.repeat(REVIEW_LIMITS.passwordMax + 1),
      ],
      [
        'password',
        'a'.repeat(REVIEW_LIMITS.passwordMin),
        'a'.repeat(REVIEW_LIMITS.passwordMin - 1),
      ],
    ] as const
  ).map(([field, at, past]) => ({
    limit: `review ${field} ${[...at].length} (refused at ${[...past].length})`,
    at: { method: 'POST', url: REVIEW_API.list, payload: { ...review, [field]: at } },
    past: { method: 'POST', url: REVIEW_API.list, payload: { ...review, [field]: past } },
    accepted: 201,
    refused: 422,
    message: {
      username: REVIEW_MESSAGES.usernameTooLong,
      title: REVIEW_MESSAGES.titleTooLong,
      content: REVIEW_MESSAGES.contentTooLong,
      password: REVIEW_MESSAGES.passwordLength,
    }[field],
    field,
  })),
];

describeEachDatabase('limits at their edge on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));
  let client = 0;
  /** Each request its own address, so no rate limit stands in for the rule under test. */
  const send = (options: InjectOptions) =>
    t.app.inject({
      ...options,
      remoteAddress: `10.54.${Math.floor(++client / 250)}.${client % 250}`,
    });
  const staff = (options: InjectOptions) => t.app.inject(asStaff(t.signed, options));

  const check = async (edge: Edge, call: (options: InjectOptions) => ReturnType<typeof send>) => {
    const at = await call(edge.at);
    expect(at.statusCode, `${edge.limit}: at the limit ${at.body.slice(0, 200)}`).toBe(
      edge.accepted,
    );
    const past = await call(edge.past);
    expect(past.statusCode, `${edge.limit}: one past it`).toBe(edge.refused);
    expect(past.json(), edge.limit).toEqual(
      edge.field
        ? { detail: edge.message, errors: [{ field: edge.field, message: edge.message }] }
        : { detail: edge.message },
    );
  };

  test.each(publicEdges.map((edge) => [edge.limit, edge] as const))(
    'public form: %s',
    async (_limit, edge) => {
      await check(edge, send);
    },
  );

  test('a JSON body nested exactly jsonDepthMax deep reaches its checks; one level more is 400', async () => {
    // The body itself is the first level: its title holds the other levels as arrays.
    const nested = (depth: number) => `{"title":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    const post = (depth: number) =>
      send({
        method: 'POST',
        url: REVIEW_API.list,
        headers: { 'content-type': 'application/json' },
        payload: nested(depth),
      });
    const at = await post(REQUEST_SHAPE.jsonDepthMax);
    expect(at.statusCode).toBe(422);
    expect(at.json().errors).toContainEqual({
      field: 'title',
      message: REVIEW_MESSAGES.titleRequired,
    });
    const past = await post(REQUEST_SHAPE.jsonDepthMax + 1);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ detail: API_MESSAGES.nestedTooDeep });
  });

  test('staff console: a note, a hide and a restore reason, the audit name filter', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO consultations (consultation_type, name, phone, content)
       VALUES ('gift', '홍길동', '010-1234-5678', '내용') RETURNING id`,
    );
    const created = await send({ method: 'POST', url: REVIEW_API.list, payload: review });
    const reviewId = (created.json() as { id: number }).id;
    const id = row?.id ?? 0;
    const reason = (n: number) => ({ reason: chars(n) });
    const edges: Edge[] = [
      {
        limit: `note ${STAFF_LIMITS.noteMax}`,
        at: {
          method: 'PATCH',
          url: STAFF_API.consultation(id),
          payload: { status: 'contacted', note: chars(STAFF_LIMITS.noteMax) },
        },
        past: {
          method: 'PATCH',
          url: STAFF_API.consultation(id),
          payload: { status: 'contacted', note: chars(STAFF_LIMITS.noteMax + 1) },
        },
        accepted: 200,
        refused: 400,
        message: STAFF_MESSAGES.noteTooLong,
      },
      {
        limit: `hide reason ${STAFF_LIMITS.hideReasonMax}`,
        // Refused first: a hidden review cannot be hidden again.
        past: {
          method: 'POST',
          url: STAFF_API.reviewHide(reviewId),
          payload: reason(STAFF_LIMITS.hideReasonMax + 1),
        },
        at: {
          method: 'POST',
          url: STAFF_API.reviewHide(reviewId),
          payload: reason(STAFF_LIMITS.hideReasonMax),
        },
        accepted: 200,
        refused: 400,
        message: STAFF_MESSAGES.hideReasonTooLong,
      },
      {
        limit: `restore reason ${STAFF_LIMITS.hideReasonMax}`,
        past: {
          method: 'POST',
          url: STAFF_API.reviewRestore(reviewId),
          payload: reason(STAFF_LIMITS.hideReasonMax + 1),
        },
        at: {
          method: 'POST',
          url: STAFF_API.reviewRestore(reviewId),
          payload: reason(STAFF_LIMITS.hideReasonMax),
        },
        accepted: 200,
        refused: 400,
        message: STAFF_MESSAGES.restoreReasonTooLong,
      },
      {
        limit: `audit name filter ${STAFF_LIMITS.nameMax}`,
        at: { url: `${STAFF_API.audit}?staff=${encodeURIComponent(chars(STAFF_LIMITS.nameMax))}` },
        past: {
          url: `${STAFF_API.audit}?staff=${encodeURIComponent(chars(STAFF_LIMITS.nameMax + 1))}`,
        },
        accepted: 200,
        refused: 400,
        message: STAFF_MESSAGES.nameTooLong,
      },
    ];
    for (const edge of edges) {
      // The hide and restore are tried past the limit first: once done they cannot be redone.
      const past = await staff(edge.past);
      expect(past.statusCode, `${edge.limit}: one past it`).toBe(edge.refused);
      expect(past.json().detail, edge.limit).toBe(edge.message);
      const at = await staff(edge.at);
      expect(at.statusCode, `${edge.limit}: at the limit ${at.body.slice(0, 200)}`).toBe(
        edge.accepted,
      );
    }
  });

  test('date ranges: a one-day list and the longest 통계 are read; a day more is refused', async () => {
    const list = (from: string, to: string) =>
      staff({ url: `${STAFF_API.consultations}?from=${from}&to=${to}` });
    expect((await list(DAY, DAY)).statusCode).toBe(200);
    const backwards = await list(shiftDay(DAY, 1), DAY);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toBe(STAFF_MESSAGES.invalidDateRange);

    const visits = (from: string, to: string) =>
      staff({ url: `${STAFF_VISITS_API}?from=${from}&to=${to}` });
    // `from` and `to` both count: the longest period ends rangeDaysMax − 1 days after it starts.
    const longest = await visits(shiftDay(DAY, -(VISIT_LIMITS.rangeDaysMax - 1)), DAY);
    expect(longest.statusCode).toBe(200);
    const tooLong = await visits(shiftDay(DAY, -VISIT_LIMITS.rangeDaysMax), DAY);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toBe(VISITS_QUERY_MESSAGES.rangeTooLong);
    expect((await visits(DAY, DAY)).statusCode).toBe(200);
    const reversed = await visits(shiftDay(DAY, 1), DAY);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toBe(VISITS_QUERY_MESSAGES.rangeReversed);
  });
});
