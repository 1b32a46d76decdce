// What the console says after an action that closes the view it was taken in, and the words
// of the quieter delete controls (a delete is offered behind a disclosure, after the harmless
// action). Texts of the signed-in lists themselves stay in staff/copy.ts.

export const STAFF_NOTICE_COPY = {
  /** The request's dialog closes on 저장: the list says what was saved, and for whom. */
  savedAndClosed: (record: string, withNote = false) =>
    `${record}: ${withNote ? '처리 상태와 메모를' : '처리 상태를'} 저장했습니다.`,
  /** Shown on the sign-in form after 로그아웃, so the office knows the session is over. */
  signedOut: '로그아웃되었습니다.',
  /** The disclosure that holds a request's or application's delete button. */
  deleteRecordSummary: '기록 삭제…',
  deleteRecordHint:
    '삭제하면 되돌릴 수 없습니다. 잘못 들어온 신청이나 보관 기한이 지난 기록만 지우세요. 처리가 끝난 신청은 상태를 종결로 바꾸세요.',
  /** The disclosure that holds a review's permanent delete. */
  deleteReviewSummary: '영구 삭제…',
  deleteReviewHint: '영구 삭제는 되돌릴 수 없습니다. 게시를 멈추려면 숨김(임시조치)을 쓰세요.',
  /** The phone number as a button that dials it, saying what a tap does. */
  call: (phone: string) => `전화 걸기 ${phone}`,
  /** Prints the open request alone (its details and notes, not the controls). */
  print: '인쇄',
  /** Restoring a hidden review asks why, as hiding does. */
  restoreHeading: '후기 복원',
  restoreReason: '복원 사유',
  restoreReasonHint:
    '다시 게시하는 이유(신고 철회, 검토 결과 등)를 적어주세요. 숨김 사유와 함께 남습니다.',
  restoreSubmit: '복원',
  /** A restored review's note, with why it had been hidden. */
  restoredBecause: (reason: string, by: string, at: string, hiddenReason: string) =>
    `복원 사유: ${reason} · ${by} 님 · ${at} (숨겼던 사유: ${hiddenReason})`,
} as const;
