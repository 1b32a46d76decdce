import type { JobPositionId } from './jobs';

// The positions /job lists (docs/product.md#pages), as the repository seeds them. Like the FAQ
// (contract/faq.ts) they are content the firm edits from the console (decision 151): each
// position's texts and whether it is open. The set of ids stays the fixed JOB_POSITION_IDS
// (contract/jobs.ts), which applications, staff filters and stored rows use; the list holds each
// id at most once. Pages take the positions from the page's data block; only the build, the
// server and the tests import `jobPositions` itself.

export interface JobPosition {
  id: JobPositionId;
  /** Listed on /job and offered in the form; an application to a closed position is refused. */
  open: boolean;
  title: string;
  /** Short labels on the card; no two alike. */
  tags: readonly string[];
  shortDescription: string;
  location: string;
  duties: readonly string[];
  requirements: readonly string[];
  /** May be empty: the dialog then shows no 우대 사항 section. */
  preferred: readonly string[];
}

const GANGNAM = '서울 강남';

export const jobPositions: readonly JobPosition[] = [
  {
    id: 'tax-accountant',
    open: true,
    title: '세무사',
    tags: ['정규직', '경력 3년 이상', '상속·증여'],
    shortDescription: '상속·증여세 신고와 절세 설계를 책임지고 고객과 직접 상담합니다.',
    location: GANGNAM,
    duties: [
      '상속세·증여세 신고 대리 및 검토',
      '고객 맞춤형 상속·증여 절세 플랜 설계',
      '세무조사 대응 및 불복 청구 지원',
      '고객 상담 및 결과 보고',
    ],
    requirements: [
      '세무사 자격 보유',
      '재산제세(상속·증여·양도) 실무 경력 3년 이상',
      '고객 상담과 보고서 작성에 능숙하신 분',
    ],
    preferred: [
      '국세청 또는 세무법인 재산제세팀 근무 경험',
      '비상장주식 평가 및 가업승계 컨설팅 경험',
      '부동산 감정평가 절차에 대한 이해',
    ],
  },
  {
    id: 'accounting-staff',
    open: true,
    title: '회계 담당자',
    tags: ['정규직', '신입·경력', '회계 실무'],
    shortDescription: '신고 자료 정리와 재무 자료 분석으로 세무사의 업무를 뒷받침합니다.',
    location: GANGNAM,
    duties: [
      '상속·증여 신고용 재산 자료 수집 및 정리',
      '금융거래 내역 및 재무제표 분석',
      '신고서 작성 보조 및 증빙 관리',
      '고객 서류 접수와 일정 관리',
    ],
    requirements: [
      '회계·세무 관련 전공 또는 이에 준하는 실무 능력',
      '엑셀 등 사무 프로그램 활용 능력',
      '꼼꼼하고 책임감 있게 자료를 다루실 수 있는 분',
    ],
    preferred: [
      '전산회계·전산세무 자격 보유',
      '세무회계사무소 근무 경험',
      '세무 프로그램 사용 경험',
    ],
  },
  {
    id: 'tax-consultant',
    open: true,
    title: '세무 컨설턴트',
    tags: ['정규직', '경력 2년 이상', '컨설팅'],
    shortDescription: '가족과 기업의 자산 이전 계획을 함께 세우고 상담을 이끕니다.',
    location: GANGNAM,
    duties: [
      '상속·증여 상담 신청 고객 1차 상담',
      '가업승계 및 자산 이전 컨설팅 제안서 작성',
      '세무사와 협업한 절세 시나리오 분석',
      '세미나 및 고객 안내 자료 기획',
    ],
    requirements: [
      '금융·세무·자산관리 분야 경력 2년 이상',
      '상속·증여 세제에 대한 기본 지식',
      '고객과 신뢰를 쌓는 커뮤니케이션 역량',
    ],
    preferred: [
      'AFPK·CFP 등 자산관리 관련 자격 보유',
      '금융기관 PB 또는 가업승계 컨설팅 경험',
      '법인 고객 대상 영업·상담 경험',
    ],
  },
];

/** Each fixed position by its Korean name: how staff read an application's position. */
export const JOB_POSITION_NAMES: Record<JobPositionId, string> = {
  'tax-accountant': '세무사',
  'accounting-staff': '회계 담당자',
  'tax-consultant': '세무 컨설턴트',
};

/** An application's position in words; a position no longer offered, as it was stored. */
export const jobPositionName = (id: string): string =>
  Object.hasOwn(JOB_POSITION_NAMES, id) ? JOB_POSITION_NAMES[id as JobPositionId] : id;

/** Which fixed position an entry is, as the console's content editor names it (name and id). */
export const JOB_POSITION_ID_LABELS = Object.fromEntries(
  Object.entries(JOB_POSITION_NAMES).map(([id, name]) => [id, `${name} (${id})`]),
) as Record<JobPositionId, string>;

/**
 * What each field of a position is called in the console's editor, by its path inside `jobs`
 * with list indexes removed (as FIRM_FIELD_LABELS): every field of `JobPosition`.
 */
export const JOB_FIELD_LABELS: Record<string, string> = {
  id: '포지션 구분',
  open: '모집 중',
  title: '포지션 이름',
  tags: '특징 태그',
  shortDescription: '한 줄 소개',
  location: '근무지',
  duties: '주요 업무',
  requirements: '자격 요건',
  preferred: '우대 사항',
};
