// Staff notes on a consultation request or a job application, kept as a log (decision 233):
// each note a dated entry with its author, never replaced or erased by a status change; a wrong
// note is struck through by its author and stays readable. The server and the console read this.

/** One note of a record's log, oldest first; `struck_*` set once its author struck it through. */
export interface StaffNote {
  id: number;
  body: string;
  author: string;
  created_at: string;
  struck_at: string | null;
  struck_by: string | null;
}

/** Which record a note belongs to, in the paths below. */
export type NotedRecord = 'consultations' | 'job-applications';

export const STAFF_NOTES_API = {
  /** POST: strikes one note through (its author only); answers the record with its log. */
  strike: (record: NotedRecord, id: number, noteId: number) =>
    `/api/staff/${record}/${id}/notes/${noteId}/strike`,
} as const;

export const STAFF_NOTE_MESSAGES = {
  noteNotFound: '해당 메모를 찾을 수 없습니다.',
  notYourNote: '자신이 남긴 메모만 취소할 수 있습니다.',
  alreadyStruck: '이미 취소한 메모입니다.',
} as const;

/** The note log's words in the console. */
export const STAFF_NOTE_COPY = {
  log: '메모 기록',
  empty: '남긴 메모가 없습니다.',
  newNote: '새 메모',
  /** Under the box: a note is added to the log, nothing before it changes. */
  newNoteHint:
    '저장하면 기록에 추가됩니다. 이전 메모는 지워지지 않습니다. Ctrl+Enter(⌘+Enter)로도 저장합니다.',
  byline: (author: string, at: string) => `${at} · ${author}`,
  struck: (by: string, at: string) => `${at} ${by} 님이 취소`,
  strike: '메모 취소(줄 긋기)',
  /** Holds the button's words whole, so the name spoken is the name seen (and said to a tool). */
  strikeLabel: (at: string) => `${at}에 남긴 메모 취소(줄 긋기)`,
  struckDone: '메모를 취소했습니다. 줄을 그어 기록에 남겨 둡니다.',
  latest: '최근 메모',
} as const;
