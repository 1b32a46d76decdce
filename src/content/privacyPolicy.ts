// The privacy policy (/privacy, 개인정보 보호법 §30). Apart from the consent texts in privacy.ts,
// which the two forms load: the forms must not carry the whole policy with them.

import { CENTRE, type Firm } from '../../contract/firm';
import { PASSWORD_GUARD, RETENTION } from '../../contract/limits';
import { retentionPeriod } from './privacy';

/** One block of the privacy policy: a paragraph, a list, or a table with a header row. */
export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | {
      kind: 'table';
      caption: string;
      head: readonly string[];
      rows: readonly (readonly string[])[];
    };

export interface PolicySection {
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
}

const consultationRetention = retentionPeriod(RETENTION.consultationsDays);
const applicationRetention = retentionPeriod(RETENTION.jobApplicationsDays);
/** The policy's heading texts; the firm's legal name is in the preamble. */
export const privacyIntro = (firm: Firm) => ({
  eyebrow: CENTRE.name,
  title: '개인정보 처리방침',
  lead: '상담 신청, 입사 지원, 고객후기에서 받는 개인정보를 어떻게 처리하고 보호하는지 알려드립니다.',
  preamble: `${firm.legalName}(이하 "세무법인") ${CENTRE.name}은 「개인정보 보호법」에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리하기 위하여 다음과 같이 개인정보 처리방침을 수립·공개합니다.`,
  tocLabel: '목차',
  effectiveLabel: '시행일',
});

/** The policy's sections, with the firm's officer, processors and effective date in them. */
export function privacySections(firm: Firm): readonly PolicySection[] {
  const officer = firm.privacyOfficer;
  return [
    {
      id: 'purposes',
      heading: '1. 개인정보의 처리 목적과 처리 항목',
      blocks: [
        {
          kind: 'paragraph',
          text: '세무법인은 다음 목적을 위하여 필요한 최소한의 개인정보만 처리하며, 목적이 바뀌는 경우에는 미리 동의를 받는 등 필요한 조치를 하겠습니다.',
        },
        {
          kind: 'table',
          caption: '서비스별 처리 목적과 항목',
          head: ['구분', '처리 목적', '처리 항목'],
          rows: [
            [
              '상담 신청',
              '상담 신청 접수, 상담 진행을 위한 연락 및 안내',
              '상담 유형, 이름, 연락처, 상담 내용',
            ],
            [
              '입사 지원',
              '채용 전형 진행, 지원자 본인 확인 및 전형 결과 안내',
              '이름, 이메일, 연락처, 지원 포지션, 자기소개, 경력 사항, 이력서 및 포트폴리오 파일',
            ],
            [
              '고객후기',
              '후기 게시, 작성자 본인 확인(수정·삭제)',
              '작성자 이름(게시판에는 일부를 가려 표시), 비밀번호(복원할 수 없게 암호화하여 저장), 상담 유형, 제목, 내용',
            ],
            [
              '부정 이용 방지',
              '비밀번호 무작위 대입 및 과도한 요청 차단',
              '접속 IP 주소, 요청 시각',
            ],
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: '2. 개인정보의 처리 및 보유 기간',
      blocks: [
        {
          kind: 'list',
          items: [
            `상담 신청: 신청일로부터 ${consultationRetention}`,
            `입사 지원: 지원일로부터 ${applicationRetention}`,
            '고객후기: 작성자가 삭제하거나 세무법인이 삭제할 때까지',
            `부정 이용 방지 기록: 기록일로부터 ${PASSWORD_GUARD.suspectHours}시간`,
          ],
        },
        {
          kind: 'paragraph',
          text: '다른 법령에서 보존하도록 정한 정보는 그 법령이 정한 기간 동안 따로 보관합니다.',
        },
      ],
    },
    {
      id: 'destruction',
      heading: '3. 개인정보의 파기 절차 및 방법',
      blocks: [
        {
          kind: 'paragraph',
          text: '보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다. 보유 기간이 지난 상담 신청과 입사 지원(첨부 파일 포함)은 정기적으로 일괄 삭제합니다.',
        },
        {
          kind: 'list',
          items: [
            '전자적 파일: 복구할 수 없는 방법으로 데이터베이스와 저장 장치에서 삭제합니다.',
            '종이 문서: 분쇄하거나 소각합니다.',
          ],
        },
      ],
    },
    {
      id: 'third-parties',
      heading: '4. 개인정보의 제3자 제공',
      blocks: [
        {
          kind: 'paragraph',
          text: '세무법인은 정보주체의 개인정보를 제3자에게 제공하지 않습니다. 다만 정보주체가 별도로 동의하거나 법률에 특별한 규정이 있는 경우에는 예외로 합니다.',
        },
      ],
    },
    {
      id: 'processors',
      heading: '5. 개인정보 처리업무의 위탁',
      blocks: [
        {
          kind: 'paragraph',
          text: '세무법인은 원활한 업무 처리를 위하여 다음과 같이 개인정보 처리업무를 위탁하고 있으며, 위탁계약 시 개인정보가 안전하게 관리되도록 필요한 사항을 정하고 수탁자를 감독합니다.',
        },
        {
          kind: 'table',
          caption: '수탁자와 위탁 업무',
          head: ['수탁자', '위탁 업무'],
          rows: firm.processors.map((processor) => [processor.company, processor.task]),
        },
      ],
    },
    {
      id: 'rights',
      heading: '6. 정보주체의 권리·의무와 행사 방법',
      blocks: [
        {
          kind: 'paragraph',
          text: '정보주체는 언제든지 자신의 개인정보에 대하여 열람, 정정·삭제, 처리정지를 요구하거나 동의를 철회할 수 있습니다.',
        },
        {
          kind: 'list',
          items: [
            `아래 개인정보 보호책임자에게 서면, 전화 또는 이메일(${officer.email})로 요구하시면 지체 없이(10일 이내) 조치하겠습니다.`,
            '법정대리인이나 위임을 받은 사람 등 대리인을 통해서도 요구할 수 있으며, 이 경우 위임장을 제출해야 합니다.',
            '다른 법령에서 수집 대상으로 명시한 개인정보는 삭제를 요구할 수 없으며, 요구를 거절하는 경우 그 사유를 알려드립니다.',
            '고객후기는 작성 시 정한 비밀번호로 직접 수정하거나 삭제할 수 있습니다.',
          ],
        },
      ],
    },
    {
      id: 'security',
      heading: '7. 개인정보의 안전성 확보 조치',
      blocks: [
        {
          kind: 'list',
          items: [
            '관리적 조치: 개인정보를 다루는 직원을 최소한으로 정하고, 직원마다 개인 계정을 부여하며, 모든 열람·변경 기록을 남깁니다.',
            '기술적 조치: 모든 전송 구간을 암호화(HTTPS)하고, 비밀번호는 복원할 수 없는 방식으로 암호화하여 저장하며, 서버 기록에 개인정보를 남기지 않습니다.',
            '접근 통제: 관리 화면은 로그인한 직원만 이용할 수 있고, 일정 시간 사용하지 않으면 자동으로 로그아웃됩니다.',
            '물리적 조치: 서버와 자료 보관 장소의 출입을 통제합니다.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: '8. 개인정보 자동 수집 장치의 설치·운영 및 거부',
      blocks: [
        {
          kind: 'paragraph',
          text: '이 웹사이트는 방문자에게 쿠키를 사용하지 않고, 브라우저에 어떤 정보도 저장하지 않으며, 외부 분석 도구로 추적하지 않습니다. 직원 전용 관리 화면에서만 로그인 유지를 위한 쿠키를 사용합니다.',
        },
        {
          kind: 'paragraph',
          text: '사이트를 개선하기 위하여 다음 항목을 날짜별 합계로만 집계합니다. 한 사람의 방문 기록은 남지 않습니다.',
        },
        {
          kind: 'list',
          items: [
            '페이지별 조회 수와 하루 방문자 수(추정치)',
            '다른 사이트에서 들어온 경우 그 사이트의 도메인(예: search.naver.com)',
            '기기 종류(휴대폰·태블릿·데스크톱)',
            '계산기 결과 확인, 계산 결과를 담은 상담 신청, 상담 신청, 후기 작성, 입사 지원, 전화 연결의 횟수',
          ],
        },
        {
          kind: 'paragraph',
          text: `하루 방문자 수는 IP 주소와 브라우저 정보를 그날에만 쓰는 임의의 값과 함께 되돌릴 수 없게 변환하여 셉니다. IP 주소, 브라우저 정보와 그 변환값은 저장하지 않으며, 임의의 값은 하루가 지나면 지웁니다. 브라우저에서 추적 거부(Do Not Track) 또는 Global Privacy Control을 켜면 집계하지 않습니다. 집계한 합계는 ${RETENTION.visitTotalsMonths}개월 동안 보관한 뒤 삭제합니다.`,
        },
      ],
    },
    {
      id: 'officer',
      heading: '9. 개인정보 보호책임자',
      blocks: [
        {
          kind: 'paragraph',
          text: '세무법인은 개인정보 처리에 관한 업무를 총괄하고 정보주체의 불만 처리와 피해 구제를 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.',
        },
        {
          kind: 'table',
          caption: '개인정보 보호책임자 연락처',
          head: ['성명', '직책', '전화', '이메일'],
          rows: [[officer.name, officer.position, officer.phone, officer.email]],
        },
      ],
    },
    {
      id: 'remedies',
      heading: '10. 권익침해 구제 방법',
      blocks: [
        {
          kind: 'paragraph',
          text: '개인정보 침해로 인한 구제를 받기 위하여 아래 기관에 분쟁 해결이나 상담을 신청할 수 있습니다.',
        },
        {
          kind: 'list',
          items: [
            '개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)',
            '개인정보침해신고센터: (국번 없이) 118 (privacy.kisa.or.kr)',
            '대검찰청: (국번 없이) 1301 (www.spo.go.kr)',
            '경찰청: (국번 없이) 182 (ecrm.police.go.kr)',
          ],
        },
      ],
    },
    {
      id: 'changes',
      heading: '11. 개인정보 처리방침의 변경',
      blocks: [
        {
          kind: 'paragraph',
          text: `이 개인정보 처리방침은 ${firm.privacyPolicyEffectiveDate}부터 적용됩니다. 내용이 바뀌는 경우 시행 7일 전부터 이 페이지를 통하여 알려드립니다.`,
        },
      ],
    },
  ];
}
