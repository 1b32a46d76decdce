import type { ReviewWithContent } from '../../contract/reviews';

// A review as the board lists it, and as its right password opens it.
export const row = {
  id: 7,
  username: '홍*동',
  title: '친절한 상담',
  consultation_type: 'gift',
  created_at: '2026-01-02T03:04:05.000Z',
  views: 3,
};
export const review: ReviewWithContent = { ...row, content: '덕분에 증여세 신고를 마쳤습니다.' };
