// The consent texts of the two forms that collect personal data (docs/product.md#retention, Korean privacy
// law: items, purpose, retention period, the right to refuse and what refusing means).
import { RETENTION } from '../../contract/limits';

export interface ConsentText {
  /** The checkbox label. */
  label: string;
  heading: string;
  items: readonly { term: string; description: string }[];
}

/** Retention days as the period a reader expects: whole years when they divide evenly. */
export function retentionPeriod(days: number): string {
  return days % 365 === 0 ? `${days / 365}년` : `${days}일`;
}

/**
 * A form's consent text: the law's four items in its order, with what differs between forms filled
 * in: what is collected and why, from which day the retention period runs, and what refusing costs.
 */
function consentText(form: {
  heading: string;
  collected: string;
  purpose: string;
  retentionFrom: string;
  retentionDays: number;
  /** What follows "다만 동의하지 않으시면" (if you do not agree) in the last item. */
  refused: string;
}): ConsentText {
  return {
    label: '개인정보 수집 및 이용에 동의합니다. (필수)',
    heading: form.heading,
    items: [
      { term: '수집 항목', description: form.collected },
      { term: '수집 목적', description: form.purpose },
      {
        term: '보유 기간',
        description: `${form.retentionFrom}로부터 ${retentionPeriod(form.retentionDays)}간 보관한 뒤 지체 없이 파기합니다.`,
      },
      {
        term: '동의 거부 권리',
        description: `개인정보 수집 및 이용에 동의하지 않을 권리가 있습니다. 다만 동의하지 않으시면 ${form.refused}`,
      },
    ],
  };
}

export const CONSULTATION_CONSENT = consentText({
  heading: '개인정보 수집 및 이용 안내',
  collected: '상담 유형, 이름, 연락처, 상담 내용',
  purpose: '상담 신청 접수, 상담 진행을 위한 연락 및 안내',
  retentionFrom: '신청일',
  retentionDays: RETENTION.consultationsDays,
  refused: '상담 신청을 접수할 수 없습니다.',
});

export const JOB_CONSENT = consentText({
  heading: '지원자 개인정보 수집 및 이용 안내',
  collected: '이름, 이메일, 연락처, 지원 포지션, 자기소개, 경력 사항, 이력서 및 포트폴리오 파일',
  purpose: '채용 전형 진행, 지원자 본인 확인 및 전형 결과 안내',
  retentionFrom: '지원일',
  retentionDays: RETENTION.jobApplicationsDays,
  refused: '지원서를 제출할 수 없습니다.',
});
