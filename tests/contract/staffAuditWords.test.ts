import { describe, expect, it } from 'vitest';
import { contentFieldLabel } from '../../contract/contentLabels';
import type { AuditEntry } from '../../contract/staffAnswers';
import {
  AUDIT_WORDS,
  filterWords,
  idCount,
  idRangesText,
  pageRanges,
  publishWords,
  targetWords,
} from '../../contract/staffAuditWords';

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  staff_id: 1,
  staff_name: '김세무',
  session_id: 1,
  session_started_at: null,
  client: '203.0.113.9',
  action: 'consultation_viewed',
  target_type: null,
  target_id: null,
  target_ids: null,
  target_name: null,
  detail: null,
  created_at: '2026-12-06T00:00:00.000Z',
  ...fields,
});
const kind = () => '상담 신청';

describe('the access records in words', () => {
  it('names one record by whose it is, and a deleted one by its kind and number', () => {
    expect(
      targetWords(
        entry({ target_type: 'consultation', target_id: 3, target_name: '홍길동' }),
        kind,
      ),
    ).toBe('홍길동님의 상담 신청');
    expect(
      targetWords(entry({ target_type: 'review', target_id: 3, target_name: '감사합니다' }), kind),
    ).toBe('「감사합니다」 후기');
    expect(targetWords(entry({ target_type: 'consultation', target_id: 3 }), kind)).toBe(
      '상담 신청 3번 (삭제됨)',
    );
    expect(targetWords(entry({ target_ids: [[3, 5]] }), kind)).toBe('3건');
  });

  it('counts the records of an export by its runs of ids, a million as one run', () => {
    expect(targetWords(entry({ target_ids: [[1, 1_000_000]] }), kind)).toBe('1000000건');
    expect(
      targetWords(
        entry({
          target_ids: [
            [2, 2],
            [4, 9],
            [11, 11],
          ],
        }),
        kind,
      ),
    ).toBe('8건');
    expect(targetWords(entry({ target_ids: [] }), kind)).toBe('');
    expect(idCount(null)).toBe(0);
    expect(
      targetWords(entry({ target_type: 'consultation', target_id: 3, target_ids: [[3, 4]] }), kind),
    ).toBe('상담 신청 3번 (삭제됨) · 2건');
  });

  it('writes the runs for the CSV as ranges and single ids', () => {
    expect(
      idRangesText([
        [1, 5],
        [7, 7],
        [9, 12],
      ]),
    ).toBe('1-5 7 9-12');
    expect(idRangesText([])).toBe('');
    expect(idRangesText(null)).toBe('');
  });

  it('reads a list view’s or an export’s filters as words, and leaves other details as written', () => {
    const label = (action: string) => (action === 'signed_in' ? '로그인' : action);
    expect(filterWords('visibility=all page=1', label)).toBe('보기 전체 · 1쪽');
    expect(filterWords('type=gift page=1', label)).toBe('유형 증여세 · 1쪽');
    expect(filterWords('status=new page=1–3,5', label)).toBe('상태 신규 · 1–3,5쪽');
    expect(pageRanges([3, 1, 2, 2, 5, 7, 8])).toBe('1–3,5,7–8');
    expect(pageRanges([4])).toBe('4');
    expect(filterWords('type=tax-accountant (3)', label)).toBe('유형 세무사 (3건)');
    expect(filterWords('status=new from=2026-12-01 q=* page=2', label)).toBe(
      '상태 신규 · 2026-12-01 부터 · 이름·전화번호 검색 · 2쪽',
    );
    expect(filterWords('all (31)', label)).toBe(`${AUDIT_WORDS.filters.all} (31건)`);
    expect(filterWords('action=signed_in staff=김세무 (2)', label)).toBe(
      '활동 로그인 · 직원 김세무 (2건)',
    );
    expect(filterWords('명예훼손 신고', label)).toBe('명예훼손 신고');
    expect(filterWords(null, label)).toBe('');
  });

  it("reads a publish or revert record's fields as the console names them, each once", () => {
    expect(
      publishWords(
        'v3 (= v1): firm.legalName, firm.coordinates.lat, firm.coordinates.lng, faq[0].answer[0]',
      ),
    ).toBe(
      `v3 (= v1): ${contentFieldLabel('firm.legalName')}, ${contentFieldLabel('firm.coordinates.lat')}, ${contentFieldLabel('firm.coordinates.lng')}, ${contentFieldLabel('faq[0].answer[0]')}`,
    );
    expect(contentFieldLabel('faq[0].answer[0]')).toMatch(/^자주 묻는 질문 1 · /);
    expect(publishWords('v2: faq[1].question, faq[1].question')).toBe(
      `v2: ${contentFieldLabel('faq[1].question')}`,
    );
    // Anything else (an old or odd detail) is shown as written.
    expect(publishWords('게시')).toBe('게시');
    expect(publishWords(null)).toBe('');
  });
});
