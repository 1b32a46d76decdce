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

/**
 * What each fact is called where the firm reads about it (the console's ready-to-publish list;
 * later its editor): every field of `Firm`, nested ones by their dotted path.
 */
export const FIRM_FIELD_LABELS: Record<string, string> = {
  legalName: '상호',
  representatives: '대표자',
  mainPhone: '대표 전화',
  fax: '팩스',
  businessRegistrationNumber: '사업자등록번호',
  email: '대표 이메일',
  address: '주소',
  postalCode: '우편번호',
  coordinates: '지도 위치',
  'coordinates.lat': '위도',
  'coordinates.lng': '경도',
  subway: '지하철 안내',
  'subway.line': '노선',
  'subway.station': '역',
  'subway.exit': '출구',
  'subway.walkMinutes': '도보 시간(분)',
  counselPhones: '상담 전화',
  'counselPhones.label': '이름',
  'counselPhones.number': '번호',
  copyrightYear: '저작권 연도',
  privacyOfficer: '개인정보 보호책임자',
  'privacyOfficer.name': '이름',
  'privacyOfficer.position': '직위',
  'privacyOfficer.phone': '전화',
  'privacyOfficer.email': '이메일',
  processors: '개인정보 처리 수탁자',
  'processors.company': '회사',
  'processors.task': '위탁 업무',
  privacyPolicyEffectiveDate: '개인정보 처리방침 시행일',
};

/**
 * `privacyOfficer.email` → `개인정보 보호책임자 · 이메일`, `counselPhones[1].number` →
 * `상담 전화 2 · 번호`: a fact's path as the firm would name it (the path itself if unknown).
 */
export function firmFactLabel(path: string): string {
  const parts: string[] = [];
  let key = '';
  for (const [, name, index] of path.matchAll(/([^.[\]]+)(?:\[(\d+)\])?/g)) {
    key = key ? `${key.replace(/\[\d+\]/g, '')}.${name}` : (name ?? '');
    const label = FIRM_FIELD_LABELS[key] ?? name ?? '';
    parts.push(index === undefined ? label : `${label} ${Number(index) + 1}`);
  }
  return parts.join(' · ') || path;
}

/** `tel:` hrefs carry digits only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
