import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { charCount } from '../../contract/graphemes';
import { REVIEW_MESSAGES } from '../../contract/messages';
import { reviewCreateSchema, reviewIdSchema, reviewListQuerySchema } from '../../contract/reviews';
import { fieldErrors } from '../../contract/text';

const valid = {
  username: '홍길동',
  password: 'pw-1234',
  title: '친절한 상담 감사합니다',
  content: '상속세 신고를 무사히 마쳤습니다.',
  consultation_type: 'inheritance',
};

describe('reviewCreateSchema', () => {
  it('trims text fields and accepts the limits exactly', () => {
    const output = v.parse(reviewCreateSchema, {
      ...valid,
      username: '  가나다라마바사아자차  ',
      title: '가'.repeat(50),
      content: '가'.repeat(500),
    });
    expect(output.username).toBe('가나다라마바사아자차');
  });

  it.each([
    [{ username: '   ' }, 'username', REVIEW_MESSAGES.usernameRequired],
    [{ username: '가'.repeat(11) }, 'username', REVIEW_MESSAGES.usernameTooLong],
    [{ password: 'abc' }, 'password', REVIEW_MESSAGES.passwordLength],
    [{ password: 'a'.repeat(21) }, 'password', REVIEW_MESSAGES.passwordLength],
    [{ title: '가'.repeat(51) }, 'title', REVIEW_MESSAGES.titleTooLong],
    [{ content: '' }, 'content', REVIEW_MESSAGES.contentRequired],
    [{ content: '가'.repeat(501) }, 'content', REVIEW_MESSAGES.contentTooLong],
    [{ consultation_type: 'lottery' }, 'consultation_type', REVIEW_MESSAGES.typeRequired],
  ])('%j is rejected on %s', (change, field, message) => {
    const result = v.safeParse(reviewCreateSchema, { ...valid, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues ?? [])).toContainEqual({ field, message });
  });

  it('counts an emoji as one character', () => {
    const result = v.safeParse(reviewCreateSchema, { ...valid, username: '😀'.repeat(10) });
    expect(result.success).toBe(true);
  });

  it('counts a combined emoji (family, skin tone) as one character, after trimming', () => {
    const family = '👨‍👩‍👧‍👦';
    const thumb = '👍🏻';
    expect(charCount(family)).toBe(1);
    expect(charCount(`${thumb}가`)).toBe(2);
    const full = `  ${family.repeat(250)}${thumb.repeat(250)}  `;
    expect(v.safeParse(reviewCreateSchema, { ...valid, content: full }).success).toBe(true);
    const over = v.safeParse(reviewCreateSchema, { ...valid, content: `${full}${thumb}` });
    expect(fieldErrors(over.issues ?? [])).toContainEqual({
      field: 'content',
      message: REVIEW_MESSAGES.contentTooLong,
    });
  });
});

describe('reviewListQuerySchema', () => {
  it('fills defaults and converts strings', () => {
    expect(v.parse(reviewListQuerySchema, {})).toEqual({
      page: 1,
      items_per_page: 10,
      sort_order: 'newest',
    });
    expect(
      v.parse(reviewListQuerySchema, { page: '3', items_per_page: '15', sort_order: 'oldest' }),
    ).toEqual({
      page: 3,
      items_per_page: 15,
      sort_order: 'oldest',
    });
  });
  it.each([
    { page: '0' },
    { page: '1.5' },
    { page: 'x' },
    { items_per_page: '12' },
    { sort_order: 'random' },
  ])('rejects %j', (query) => {
    expect(v.safeParse(reviewListQuerySchema, query).success).toBe(false);
  });
});

describe('reviewIdSchema', () => {
  it.each([
    ['1', 1],
    ['42', 42],
  ])('%s → %d', (raw, id) => expect(v.parse(reviewIdSchema, raw)).toBe(id));
  it.each(['0', '-1', '1e3', 'abc', '1.5', '99999999999999999999'])('rejects %s', (raw) => {
    expect(v.safeParse(reviewIdSchema, raw).success).toBe(false);
  });
});
