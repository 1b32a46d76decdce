// Labels of the shared pagination bar (screen-reader names and visible arrows).
export const PAGINATION_COPY = {
  navLabel: '페이지 이동',
  first: { label: '첫 페이지', symbol: '«' },
  previous: { label: '이전 페이지', symbol: '‹' },
  next: { label: '다음 페이지', symbol: '›' },
  last: { label: '마지막 페이지', symbol: '»' },
  page: (n: number) => `${n}페이지`,
  gap: '...',
} as const;
