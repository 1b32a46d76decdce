// The ready-to-publish check: the firm facts that are still examples, named as the firm reads
// them, and told to a signed-in console.
import { describe, expect, test } from 'vitest';
import { firm, firmFactLabel } from '../../../contract/firm';
import {
  isPlaceholder,
  placeholderFacts,
  placeholderFactsOf,
  readyToPublishWarning,
} from '../../../contract/readyToPublish';
import { STAFF_API } from '../../../contract/staff';
import type { StaffSession } from '../../../contract/staffAnswers';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { createTestApp, TEST_SCRYPT } from '../helpers';
import { NAME, PASSWORD, signIn } from '../support/staff';

describe('ready-to-publish check', () => {
  test('lists every example fact with its path, and nothing once the facts are real', () => {
    expect(
      placeholderFacts({
        legalName: '세무법인 예시',
        people: ['홍길동', '이진짜'],
        phone: '02-0000-0000',
        registration: '000-00-00000',
        email: 'contact@example.com',
        nested: { fax: '02-555-1234', site: 'https://www.example.org/' },
        coordinates: { lat: 37.4979 },
      }),
    ).toEqual([
      'legalName: 세무법인 예시',
      'people[0]: 홍길동',
      'phone: 02-0000-0000',
      'registration: 000-00-00000',
      'email: contact@example.com',
      'nested.site: https://www.example.org/',
    ]);
    for (const real of [
      '세무법인 한결',
      '02-555-1234',
      '120-81-12345',
      'tax@hangyeol.kr',
      '강남대로 390, 10층',
    ]) {
      expect(isPlaceholder(real), real).toBe(false);
    }
    expect(readyToPublishWarning({ name: '세무법인 한결' })).toBeNull();
  });

  test('each fact is named as the firm reads it, lists counted from 1', () => {
    expect(
      [
        'mainPhone',
        'representatives[0]',
        'counselPhones[1].number',
        'privacyOfficer.email',
        'processors[0].company',
        'coordinates.lat',
        'unknownField',
      ].map(firmFactLabel),
    ).toEqual([
      '대표 전화',
      '대표자 1',
      '상담 전화 2 · 번호',
      '개인정보 보호책임자 · 이메일',
      '개인정보 처리 수탁자 1 · 회사',
      '지도 위치 · 위도',
      'unknownField',
    ]);
    // Every fact of the firm has a name of its own.
    for (const { path } of placeholderFactsOf(
      JSON.parse(JSON.stringify(firm).replace(/"[^"]*"(?=[,}\]])/g, '"예시"')),
    )) {
      expect(firmFactLabel(path), path).not.toMatch(/[a-z]/);
    }
  });

  test('a signed-in console is told the published facts still holding examples', async () => {
    const t = await createTestApp('pglite');
    try {
      await runAccountCommand(
        t.db,
        { command: 'add', name: NAME, role: 'staff' },
        { password: PASSWORD, scrypt: TEST_SCRYPT },
      );
      const s = await signIn(t.app);
      const answer = await t.app.inject({ url: STAFF_API.session, headers: { cookie: s.cookie } });
      const { readyToPublish } = answer.json() as StaffSession;
      expect(readyToPublish).toContainEqual({ label: '대표 전화', value: firm.mainPhone });
      expect(readyToPublish).toContainEqual({
        label: '개인정보 보호책임자 · 이메일',
        value: firm.privacyOfficer.email,
      });
      expect(readyToPublish).toHaveLength(placeholderFacts(firm).length);
    } finally {
      await t.close();
    }
  });

  test("today's firm facts are still examples, and the warning says which", () => {
    const warning = readyToPublishWarning(firm) ?? '';
    expect(warning).toContain('mainPhone: 02-0000-0000');
    expect(warning).toContain('email: contact@example.com');
    expect(warning).toContain('legalName: 세무법인 예시');
  });
});
