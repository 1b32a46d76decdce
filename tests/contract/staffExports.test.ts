import { expect, test } from 'vitest';
import { exportFileNames } from '../../contract/staffExports';

// An export's file name says what it holds; a period open at one end is still a period.
test.each([
  [
    { from: '2026-12-01' },
    '상담신청-2026-12-06-2026-12-01~.csv',
    'consultations-2026-12-06-2026-12-01~.csv',
  ],
  [
    { to: '2026-11-30' },
    '상담신청-2026-12-06-~2026-11-30.csv',
    'consultations-2026-12-06-~2026-11-30.csv',
  ],
  [{}, '상담신청-2026-12-06.csv', 'consultations-2026-12-06.csv'],
])('a request list exported with %j is named %s', (filters, fileName, fallback) => {
  expect(exportFileNames('consultations', '2026-12-06', filters, {})).toEqual({
    fileName,
    fallback,
  });
});

test('an application list with a status and a search names both, never what was searched', () => {
  expect(
    exportFileNames('applications', '2026-12-06', { status: 'new', q: '김' }, { status: '신규' }),
  ).toEqual({
    fileName: '입사지원-2026-12-06-신규-검색.csv',
    fallback: 'job-applications-2026-12-06-new-search.csv',
  });
});
