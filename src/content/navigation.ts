// Spec §2: the header's menu labels, in order, and the consultation button.
export const NAV_ITEMS = [
  { to: '/center-info', label: '센터 소개' },
  { to: '/service', label: '서비스' },
  { to: '/success-case', label: '성공사례' },
  { to: '/faq', label: '자주 묻는 질문' },
  { to: '/review', label: '고객후기' },
] as const;

export const COUNSEL_CTA = { to: '/apply-counsel', label: '상담신청' } as const;

/**
 * Pages the seed's menu leaves out, named as a visitor searches for them (docs/decisions.md 198):
 * in the mobile menu below the seed's items, and in every page's footer.
 */
export const MORE_NAV_ITEMS = [
  { to: '/calculator', label: '상속·증여세 계산기' },
  { to: '/job', label: '인재채용' },
] as const;
