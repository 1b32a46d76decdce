import { formatNumber } from '../../contract/format';
import type { PageSize, SortOrder } from '../../contract/limits';

// Static copy of the /review board. User-facing messages of actions (errors, confirmations,
// 등록 중...) live in contract/messages.ts; this file holds labels and headings only.
export const REVIEW_BOARD_COPY = {
  eyebrow: 'CUSTOMER REVIEWS',
  title: '고객후기',
  lead: '상속증여 전담센터와 함께한 고객들이 직접 남긴 이야기입니다.',
  tableCaption: '고객후기 목록',
  total: (count: number) => `총 ${formatNumber(count)}건`,
  pageSizeLabel: '한 페이지에 보일 후기 수',
  pageSizeOption: (size: PageSize) => `${size}개씩 보기`,
  sortLabel: '정렬 순서',
  sortOptions: { newest: '최신순', oldest: '오래된순' } satisfies Record<SortOrder, string>,
  writeButton: '후기 작성',
  loading: '후기를 불러오는 중입니다...',
  retry: '다시 시도',
  columns: {
    number: '번호',
    author: '작성자',
    type: '상담유형',
    title: '제목',
    date: '작성일',
    views: '조회수',
  },
} as const;

export const REVIEW_ACCESS_COPY = {
  passwordTitle: '비밀번호 확인',
  passwordHint: '후기를 작성할 때 입력한 비밀번호를 입력해주세요.',
  passwordLabel: '비밀번호',
  verify: '확인',
  verifying: '확인 중...',
  edit: '수정',
  delete: '삭제',
  deleteConfirmLabel: '삭제',
  deleting: '삭제 중...',
  save: '저장',
  saving: '저장 중...',
  cancelEdit: '취소',
  editTitle: '후기 수정',
  fields: { author: '작성자', type: '상담유형', date: '작성일', views: '조회수' },
} as const;

export const REVIEW_FORM_COPY = {
  intro: '* 표시는 필수 입력 항목입니다.',
  username: '작성자',
  password: '비밀번호',
  passwordHint: '후기를 보거나 고칠 때 필요합니다 (4~20자).',
  type: '상담유형',
  typePlaceholder: '상담유형을 선택해주세요',
  title: '제목',
  content: '내용',
  submit: '등록',
  cancel: '취소',
  keepWriting: '계속 작성',
  confirmCancel: '작성 취소',
  counter: (count: number, max: number) => `${count}/${max}`,
  counterLabel: (count: number, max: number) => `${max}자 중 ${count}자 입력`,
} as const;
