// The site shell's own words: header controls and the footer's labels. The firm's facts
// themselves live in firm.ts, the menu labels in navigation.ts.

export const HEADER_LABELS = {
  home: '홈으로',
  logoAlt: '상속증여 전담센터',
  mainMenu: '주 메뉴',
  openMenu: '메뉴 열기',
  closeMenu: '메뉴 닫기',
} as const;

export const LOGOS = {
  full: { width: 184, height: 40 },
  compact: { width: 40, height: 40 },
  /** `light` sits on the dark hero under the transparent header, `dark` on the solid header. */
  src: {
    full: { light: '/images/logo/logo-full-light.svg', dark: '/images/logo/logo-full-dark.svg' },
    compact: {
      light: '/images/logo/logo-compact-light.svg',
      dark: '/images/logo/logo-compact-dark.svg',
    },
  },
} as const;

export const FOOTER_LABELS = {
  representatives: '대표',
  mainPhone: '대표번호',
  fax: '팩스',
  businessRegistrationNumber: '사업자등록번호',
  email: '이메일',
  address: '주소',
  rights: 'All rights reserved.',
  privacyPolicy: '개인정보 처리방침',
  /** Names the footer's list of links. */
  siteLinks: '바로가기',
} as const;

export const SKIP_LINK_LABEL = '본문 바로가기';

/**
 * A page that could not be shown after a navigation (its script failed to load, offline): the
 * link loads it as a document, which needs no script to show.
 */
export const ROUTE_ERROR_COPY = {
  title: '페이지를 불러오지 못했습니다',
  body: '인터넷 연결을 확인한 뒤 다시 불러와 주세요.',
  retry: '다시 불러오기',
} as const;

/**
 * Said once on the home page when the address asked for does not exist here: the server (or the
 * router, for a link inside the site) sent the visitor home instead (docs/decisions.md 200).
 */
export const UNKNOWN_PATH_NOTICE = {
  message: '요청하신 페이지를 찾을 수 없어 첫 화면으로 안내해 드렸습니다.',
  dismiss: '알림 닫기',
} as const;
