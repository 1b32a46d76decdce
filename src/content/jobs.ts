// Static copy of /job (docs/product.md#pages): banner, about section and the form's labels. The
// positions are content (contract/jobPositions.ts, decision 151); the spec's own sentences
// (success, failure) live in contract/messages.ts.
import { JOB_LIMITS } from '../../contract/limits';

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
  /** In place of the cards and the form when the firm has closed every position. */
  noneOpen: '지금은 모집 중인 포지션이 없습니다.',
  noneOpenHint: '모집이 시작되면 이 페이지에 포지션과 지원서 양식이 올라옵니다.',
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
