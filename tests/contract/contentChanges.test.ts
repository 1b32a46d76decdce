import { expect, test } from 'vitest';
import { contentChangeSummary, sameContent } from '../../contract/contentChanges';
import { repositoryContent, type SiteContent } from '../../contract/siteContent';

// The publish confirmation's list of what changes, from what is published to the draft.
const base = repositoryContent;
const [q1, q2, q3] = base.faq;
if (!q1 || !q2 || !q3) throw new Error('the repository has at least three questions');
const firstCase = base.successCases[0];
if (!firstCase) throw new Error('the repository has success cases');

const CASES: [string, SiteContent, [string, string][]][] = [
  ['nothing changed', base, []],
  [
    'one fact',
    { ...base, firm: { ...base.firm, mainPhone: '02-555-0100' } },
    [['회사 정보', '대표 전화']],
  ],
  [
    'facts inside groups are named by their group, once, in the form’s order, whatever the stored order',
    {
      ...base,
      // Keys last to first, as a database may hand them back.
      firm: Object.fromEntries(
        Object.entries({
          ...base.firm,
          privacyOfficer: { ...base.firm.privacyOfficer, email: 'a@example.com' },
          counselPhones: base.firm.counselPhones.map((p) => ({ ...p, number: '02-555-0102' })),
          coordinates: { lat: 37.5, lng: 127 },
        }).reverse(),
      ) as unknown as SiteContent['firm'],
    },
    [['회사 정보', '지도 위치, 상담 전화, 개인정보 보호책임자']],
  ],
  [
    'two questions edited and one added',
    {
      ...base,
      faq: [
        { ...q1, question: `${q1.question}?` },
        { ...q2, answer: ['새 답변'] },
        ...base.faq.slice(2),
        { id: 99, question: '새 질문', answer: ['답'] },
      ],
    },
    [['자주 묻는 질문', '2개 수정, 1개 추가']],
  ],
  [
    'one question removed: the ones after it moving up is no edit',
    { ...base, faq: base.faq.filter((item) => item.id !== q1.id) },
    [['자주 묻는 질문', '1개 삭제']],
  ],
  [
    'two questions swapped',
    { ...base, faq: [q2, q1, ...base.faq.slice(2)] },
    [['자주 묻는 질문', '순서 변경']],
  ],
  [
    'a link button added to a question',
    {
      ...base,
      faq: [{ ...q1, link: { to: '/calculator', label: '계산해 보기' } }, ...base.faq.slice(1)],
    },
    [['자주 묻는 질문', '1개 수정']],
  ],
  [
    'several parts: each a line, in the form’s order',
    {
      ...base,
      home: { ...base.home, hero: { ...base.home.hero, lead: '새 소개' } },
      firm: { ...base.firm, fax: '02-555-0109' },
      successCases: [{ ...firstCase, title: '새 제목' }, ...base.successCases.slice(1)],
      jobs: [],
    },
    [
      ['회사 정보', '팩스'],
      ['채용 포지션', `${base.jobs.length}개 삭제`],
      ['홈 화면 문구', '첫 화면'],
      ['성공 사례', '1개 수정'],
    ],
  ],
];

test.each(CASES)('%s', (_, draft, lines) => {
  expect(contentChangeSummary(base, draft).map(({ label, changes }) => [label, changes])).toEqual(
    lines,
  );
});

test('content stored with its keys in another order is the same content', () => {
  const reordered = JSON.parse(
    JSON.stringify(base, (_, value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ),
  ) as SiteContent;
  expect(sameContent(base, reordered)).toBe(true);
  expect(contentChangeSummary(base, reordered)).toEqual([]);
  // Named in the form's order, not in the order the database gave the keys back in.
  const changed = { ...base, firm: { ...base.firm, fax: '02-555-0109', mainPhone: '02-555-0100' } };
  expect(contentChangeSummary(reordered, changed)).toEqual([
    { part: 'firm', label: '회사 정보', changes: '대표 전화, 팩스' },
  ]);
  expect(sameContent([1, 2], { 0: 1, 1: 2 })).toBe(false);
  expect(sameContent({ a: 1 }, { a: 1, b: undefined })).toBe(false);
});
