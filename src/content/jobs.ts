// Static copy of /job (docs/product.md#pages): banner, about section, the three open positions and the form's
// labels. The spec's own sentences (success, failure) live in contract/messages.ts.
import type { JobPositionId } from '../../contract/jobs';
import { JOB_LIMITS } from '../../contract/limits';

export interface JobPosition {
  id: JobPositionId;
  title: string;
  tags: readonly string[];
  shortDescription: string;
  location: string;
  duties: readonly string[];
  requirements: readonly string[];
  preferred: readonly string[];
}

const GANGNAM = '서울 강남';

export const JOB_POSITIONS: readonly JobPosition[] = [
  {
    id: 'tax-accountant',
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

export const JOB_BANNER = {
  eyebrow: '채용',
  title: '가족의 자산을 지키는 일, 함께할 전문가를 찾습니다',
  lead: '상속증여 전담센터는 상속·증여·양도 세무를 한곳에서 해결하는 전문 조직입니다. 고객의 중요한 결정을 함께할 동료를 기다립니다.',
  apply: '지원하기',
} as const;

export const JOB_ABOUT = {
  heading: '함께 일하는 방식',
  paragraphs: [
    '우리는 한 가족의 상속과 증여를 처음부터 끝까지 책임집니다. 세무사, 회계 담당자, 컨설턴트가 한 팀으로 일하며 고객 한 분 한 분에게 가장 알맞은 길을 찾습니다.',
    '국세청 출신 세무사의 실무 노하우를 팀 안에서 나누고, 사례 연구와 세법 개정 스터디로 함께 성장합니다. 서울 강남 사무실에서 근무합니다.',
  ],
} as const;

export const POSITIONS_COPY = {
  heading: '모집 포지션',
  locationLabel: '근무지',
  tagsLabel: '포지션 특징',
  details: '자세히 보기',
  duties: '주요 업무',
  requirements: '자격 요건',
  preferred: '우대 사항',
  applyForPosition: '이 포지션에 지원하기',
} as const;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

export const JOB_FORM_COPY = {
  heading: '지원서 작성',
  intro: '* 표시는 필수 입력 항목입니다.',
  nameLabel: '이름',
  emailLabel: '이메일',
  emailPlaceholder: 'name@example.com',
  phoneLabel: '연락처',
  phonePlaceholder: '010-0000-0000',
  positionLabel: '지원 포지션',
  positionPlaceholder: '포지션을 선택해주세요',
  introductionLabel: '자기소개',
  introductionPlaceholder: '지원 동기와 강점을 자유롭게 적어주세요.',
  experienceLabel: '경력 사항',
  experiencePlaceholder: '근무처, 기간, 담당 업무를 적어주세요. (선택)',
  resumeLabel: '이력서',
  resumeHint: `PDF, DOC, DOCX · 최대 ${mb(JOB_LIMITS.resumeMaxBytes)}`,
  portfolioLabel: '포트폴리오',
  portfolioHint: `PDF, ZIP, DOC, DOCX · 최대 ${mb(JOB_LIMITS.portfolioMaxBytes)} (선택)`,
  submit: '지원서 제출',
  submitting: '제출 중...',
  failedTitle: '제출하지 못했습니다',
} as const;

export const JOB_SUCCESS_COPY = {
  /** Echoes the applicant (docs/product.md#messages: {name} and {email}). */
  body: (name: string, email: string) =>
    `${name}님, 지원해주셔서 감사합니다. 서류 검토 후 ${email}(으)로 결과를 안내해드리겠습니다.`,
  reset: '새 지원서 작성하기',
} as const;
