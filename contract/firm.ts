// The firm's facts, in one place. The specification does not reproduce the real values, so
// every value below is a clearly marked placeholder (docs/product.md#firm-facts): the firm edits this file only.
//
// The pages do not import these values: they reach the browser as data in each prerendered page
// (src/siteContent.tsx, decision 147), so the bundles stay the same whatever the facts are. Only
// the build, the server and the tests read `firm` itself.

/** The centre's own name and brand: the product, in every title, not facts the firm edits. */
export const CENTRE = {
  name: '상속증여 전담센터',
  brand: '원스톱 세무 솔루션',
} as const;

export interface Firm {
  legalName: string;
  representatives: readonly string[];
  mainPhone: string;
  fax: string;
  businessRegistrationNumber: string;
  email: string;
  address: string;
  postalCode: string;
  /** Office location for the map marker (near Gangnam station, Line 2, exit 4). */
  coordinates: { lat: number; lng: number };
  subway: { line: string; station: string; exit: number; walkMinutes: number };
  counselPhones: readonly { label: string; number: string }[];
  copyrightYear: number;
  /** The privacy officer the privacy policy names (개인정보 보호법 §31). */
  privacyOfficer: { name: string; position: string; phone: string; email: string };
  /** Companies that process personal data on the firm's behalf (처리위탁, §26). */
  processors: readonly { company: string; task: string }[];
  /** The day the current privacy policy took effect (YYYY-MM-DD). */
  privacyPolicyEffectiveDate: string;
}

export const firm: Firm = {
  legalName: '세무법인 예시',
  representatives: ['홍길동', '김예시'],
  mainPhone: '02-0000-0000',
  fax: '02-0000-0001',
  businessRegistrationNumber: '000-00-00000',
  email: 'contact@example.com',
  address: '서울특별시 강남구 강남대로 000, 0층',
  postalCode: '06000',
  coordinates: { lat: 37.4979, lng: 127.0276 },
  subway: { line: '2호선', station: '강남역', exit: 4, walkMinutes: 5 },
  counselPhones: [
    { label: '상속 상담', number: '02-0000-0002' },
    { label: '증여·양도 상담', number: '02-0000-0003' },
  ],
  copyrightYear: 2025,
  privacyOfficer: {
    name: '홍길동',
    position: '대표 세무사',
    phone: '02-0000-0000',
    email: 'privacy@example.com',
  },
  processors: [
    { company: '(예시) 호스팅 사업자', task: '웹사이트 및 데이터베이스 서버 운영' },
    { company: '(예시) 이메일 발송 사업자', task: '상담 신청 접수 알림 이메일 발송' },
  ],
  privacyPolicyEffectiveDate: '2026-11-23',
};

/** `tel:` hrefs carry digits only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
