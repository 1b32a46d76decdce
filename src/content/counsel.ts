// Static copy and sample data of /apply-counsel (docs/product.md#pages). The spec's own sentences (alerts,
// 전송중...) live in contract/messages.ts.
import type { ConsultationType } from '../../contract/consultationTypes';
import { CENTRE, type Firm } from '../../contract/firm';

export const COUNSEL_BANNER = {
  eyebrow: '상담신청',
  slogan: '상속·증여의 첫 질문부터 마지막 신고까지, 전담 세무사가 함께합니다',
  lead: '상담을 신청하시면 상속증여 전담센터의 세무사가 직접 연락드립니다. 상담 내용은 철저히 비밀로 지켜집니다.',
} as const;

export const COUNSEL_FORM_COPY = {
  heading: '상담 신청서',
  intro: '* 표시는 필수 입력 항목입니다.',
  typeLabel: '상담 유형',
  typePlaceholder: '상담 유형을 선택해주세요',
  nameLabel: '이름',
  phoneLabel: '연락처',
  phonePlaceholder: '010-0000-0000',
  contentLabel: '상담 내용',
  contentPlaceholder: '상속·증여 재산의 종류, 가족 관계, 궁금하신 점을 편하게 적어주세요.',
  /** Under the content field when /calculator filled it in. */
  carriedHint:
    '세금 계산기의 입력과 결과를 옮겨 두었습니다. 자유롭게 고치신 뒤 보내주세요. 신청하기 전에는 어디에도 전송되지 않습니다.',
  /** Said once when /calculator's estimate has filled the form (the hint above stays visible). */
  carriedAnnouncement:
    '세금 계산 결과로 상담 유형과 내용을 채웠습니다. 이름과 연락처를 입력해주세요.',
  /** Label of the honeypot field; people never see or reach it. */
  honeypotLabel: '웹사이트 (입력하지 마세요)',
  submit: '상담 신청하기',
} as const;

export const STATUS_TABLE_COPY = {
  heading: '실시간 상담 현황',
  caption: '최근 접수된 상담 (예시)',
  /** Shown under the heading: the rows are samples, not real requests. */
  sampleNote: '예시 화면입니다. 실제 접수 내역이 아닙니다.',
  columns: { date: '접수일', type: '상담 유형', content: '상담 내용' },
  pause: { text: '일시정지', label: '상담 현황 자동 스크롤 일시정지' },
  play: { text: '재생', label: '상담 현황 자동 스크롤 재생' },
} as const;

/** Beside the form, under the status table: the same counsel lines as the directions below. */
export const CALL_PANEL_COPY = {
  heading: '전화로 바로 상담하기',
  lead: '글로 적기 어려운 사정은 전담 세무사와 통화로 나누셔도 됩니다.',
} as const;

export interface StatusRow {
  /** Received this many working days before the visit (the table shows recent requests). */
  workingDaysAgo: number;
  type: ConsultationType;
  content: string;
}

/** Sample rows only (docs/product.md#pages: static sample data), never real requests. */
export const STATUS_ROWS: readonly StatusRow[] = [
  { workingDaysAgo: 0, type: 'inheritance', content: '부친 상속재산 신고 기한 문의' },
  { workingDaysAgo: 0, type: 'gift', content: '자녀 아파트 증여 시 세액 상담' },
  { workingDaysAgo: 1, type: 'transfer', content: '상가 건물 양도 시기 검토' },
  { workingDaysAgo: 2, type: 'consulting', content: '가업승계 절세 플랜 상담' },
  { workingDaysAgo: 3, type: 'inheritance', content: '상속 부동산 평가 방법 문의' },
  { workingDaysAgo: 4, type: 'gift', content: '혼인 증여재산 공제 적용 여부' },
  { workingDaysAgo: 5, type: 'inheritance', content: '배우자 상속공제 한도 상담' },
  { workingDaysAgo: 6, type: 'transfer', content: '1세대 1주택 비과세 요건 확인' },
  { workingDaysAgo: 7, type: 'consulting', content: '비상장주식 가치 평가 의뢰' },
  { workingDaysAgo: 8, type: 'gift', content: '부담부증여 세금 비교 상담' },
];

export const DIRECTIONS_COPY = {
  heading: '오시는 길',
  mapLabel: `${CENTRE.name} 위치 지도`,
  markerLabel: CENTRE.name,
  addressLabel: '주소',
  subwayLabel: '지하철',
  phonesLabel: '상담 전화',
  mapUnavailable:
    '지도를 불러올 수 없습니다. 아래 주소로 찾아오시거나 온라인 지도에서 확인해주세요.',
  openMap: '카카오맵에서 위치 보기',
  newWindow: ' (새 창)',
  loadingMap: '지도를 불러오는 중입니다.',
  zoomIn: '확대',
  zoomOut: '축소',
} as const;

export function subwayDirections({ subway }: Firm): string {
  return `${subway.line} ${subway.station} ${subway.exit}번 출구에서 도보 ${subway.walkMinutes}분`;
}

/** A map service every Korean visitor has; used when the tiles cannot load. */
export function onlineMapUrl(firm: Firm): string {
  const { lat, lng } = firm.coordinates;
  return `https://map.kakao.com/link/map/${encodeURIComponent(CENTRE.name)},${lat},${lng}`;
}

export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
