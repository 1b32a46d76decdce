import * as v from 'valibot';
import type { ConsultationType } from './consultationTypes';
import { charCount } from './graphemes';
import { CONSULTATION_LIMITS } from './limits';

// What "이 결과로 상담 신청" on /calculator hands to the consultation form: the type and an
// editable summary. Apart from contract/calculatorInput.ts so /apply-counsel can read a draft
// without loading the calculator's code.

export interface CounselDraft {
  consultation_type: ConsultationType;
  content: string;
}

const counselDraftSchema = v.object({
  consultation_type: v.picklist(['inheritance', 'gift']),
  content: v.pipe(
    v.string(),
    v.check(
      (text) => charCount(text, CONSULTATION_LIMITS.contentMax) <= CONSULTATION_LIMITS.contentMax,
    ),
  ),
});

/** A draft from history state (which a reload or another page may have left in any shape). */
export function readCounselDraft(value: unknown): CounselDraft | null {
  const parsed = v.safeParse(counselDraftSchema, value);
  return parsed.success ? parsed.output : null;
}
