import * as v from 'valibot';
import { expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { REVIEW_LIMITS } from '../../../contract/limits';
import { API_MESSAGES, TEXT_MESSAGES } from '../../../contract/messages';
import { REVIEW_API, reviewCreateSchema } from '../../../contract/reviews';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';

const review = {
  username: '김상속',
  password: 'secret1',
  title: '상속세 상담 후기',
  content: '친절하게 상담해주셨습니다.',
  consultation_type: 'inheritance',
};

/** "Zalgo": every letter carries dozens of combining marks that draw over the lines around it. */
const zalgo = (text: string, marks: number) =>
  Array.from(text, (letter) => letter + '\u0336\u0301\u0300\u0489'.repeat(marks / 4)).join('');

describeEachDatabase('hostile input shapes on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  const count = async () =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews'))[0]?.n ?? 0;
  const postJson = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  test('JSON nested 5,000 deep is a 400 with a Korean detail, on every JSON endpoint', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const deepObject = `{"title":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`;
    for (const [url, body] of [
      [REVIEW_API.list, deep],
      [REVIEW_API.list, deepObject],
      [CONSULTATION_API, deepObject],
    ] as const) {
      const response = await postJson(url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: API_MESSAGES.nestedTooDeep });
    }
    // A body of ordinary depth still gets to its own checks.
    const shallow = await postJson(REVIEW_API.list, JSON.stringify({ title: [[['x']]] }));
    expect(shallow.statusCode).toBe(422);
  });

  test('a review title in zalgo text, or one "character" of 8,001 code points, is refused with a Korean message and not stored', async () => {
    const before = await count();
    const stacked = await postJson(
      REVIEW_API.list,
      JSON.stringify({ ...review, title: zalgo('상속후기', 40) }),
    );
    expect(stacked.statusCode).toBe(422);
    expect(stacked.json().errors).toContainEqual({
      field: 'title',
      message: TEXT_MESSAGES.tooManyMarks,
    });
    // One grapheme cluster: a letter followed by 8,000 marks joined by ZWJ, under 50 "characters".
    const long = await postJson(
      REVIEW_API.list,
      JSON.stringify({ ...review, content: `가${'\u0301\u200d'.repeat(4_000)}` }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().detail).toBe(TEXT_MESSAGES.tooManyCodePoints);
    expect(await count()).toBe(before);
  });

  test('text people write with accents, Thai vowels, decomposed Korean and long emoji is still taken', async () => {
    const response = await postJson(
      REVIEW_API.list,
      JSON.stringify({
        ...review,
        title: 'Tiếng Việt ภาษาไทย 👩🏻‍❤️‍💋‍👨🏼 🏴󠁧󠁢󠁥󠁮󠁧󠁿',
        content: `${'상속'.normalize('NFD')} ${'👨‍👩‍👧‍👦'.repeat(REVIEW_LIMITS.contentMax - 10)}`,
      }),
    );
    expect(response.statusCode).toBe(201);
  });
});

test('the review form in the browser refuses the same text with the same message (one contract)', () => {
  const result = v.safeParse(reviewCreateSchema, { ...review, title: zalgo('제목', 20) });
  expect(result.success).toBe(false);
  expect(result.issues?.map((issue) => issue.message)).toContain(TEXT_MESSAGES.tooManyMarks);
});
