import type { AuditAction, AuditTarget, HandlingStatus, StaffRole } from './staff';
import type { StaffNote } from './staffNotes';

// Response shapes. Timestamps are ISO-8601 strings; `null` where nothing happened yet.

/** A published fact that still holds an example value, as the console lists it. */
export interface ReadyToPublishItem {
  /** The fact as the firm names it: `개인정보 보호책임자 · 이메일`. */
  label: string;
  value: string;
}

export interface StaffSession {
  staff: { name: string; role: StaffRole };
  /** Sent back in the x-csrf-token header on every POST, PATCH and DELETE. */
  csrfToken: string;
  /** The ready-to-publish check of the published facts: shown on the console until empty. */
  readyToPublish: ReadyToPublishItem[];
}

/** The last status change (who and when) and the latest note not struck through. */
export interface Handling {
  status: HandlingStatus;
  note: string | null;
  changed_at: string | null;
  changed_by: string | null;
  /** The whole note log, oldest first: in the answers about one record, not in the lists. */
  notes?: StaffNote[];
}

export interface StaffConsultation extends Handling {
  id: number;
  consultation_type: string;
  name: string;
  phone: string;
  content: string;
  created_at: string;
}

export interface StaffApplicationFile {
  field: 'resume' | 'portfolio';
  file_name: string;
  kind: string;
  size: number;
}

export interface StaffApplication extends Handling {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: string;
  introduction: string;
  experience: string;
  created_at: string;
  files: StaffApplicationFile[];
}

/** A review as staff see it: the author's name as typed, the content, and whether it is hidden. */
export interface StaffReview {
  id: number;
  username: string;
  title: string;
  content: string;
  consultation_type: string;
  created_at: string;
  updated_at: string | null;
  views: number;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  /** The last restore: why and by whom it was shown again (why it was hidden stays above). */
  restored_at: string | null;
  restored_reason: string | null;
  restored_by: string | null;
}

export interface AuditEntry {
  id: number;
  /** The account's id, never reused; null for the command line and unknown sign-in names. */
  staff_id: number | null;
  /** The signed-in name, the name tried (failed sign-in) or the system user (command line). */
  staff_name: string;
  /** The session's number (StaffSessionInfo.id); null outside a session. */
  session_id: number | null;
  /** When that session signed in, as staff tell sessions apart; null outside one. */
  session_started_at: string | null;
  /** The client address, or 'cli' for the command line; null for entries before migration 005 (decision 125). */
  client: string | null;
  action: AuditAction;
  /** What was acted on; both null for sign-in, sign-out and the CSV export. */
  target_type: AuditTarget | null;
  target_id: number | null;
  /** Every record a list page or an export showed, as ascending [from, to] runs; null where one target or none. */
  target_ids: (readonly [from: number, to: number])[] | null;
  /** The one record's name now (a requester's, an applicant's, a review's title); null once deleted. */
  target_name: string | null;
  /** The note, the reason or the filters; never a visitor's personal data. */
  detail: string | null;
  created_at: string;
}

/** One of the signed-in staff member's own sessions (GET /api/staff/sessions). */
export interface StaffSessionInfo {
  id: number;
  created_at: string;
  last_seen_at: string;
  /** The address it signed in from. */
  client: string | null;
  /** The session this request came with. */
  current: boolean;
}

/** An account as an owner sees it (GET /api/staff/accounts). */
export interface StaffAccountInfo {
  id: number;
  name: string;
  role: StaffRole;
  created_at: string;
  /** When it was stopped from signing in; null while it may. */
  disabled_at: string | null;
  /** Its live sessions. */
  sessions: number;
  /** Whether it has enrolled an authenticator (false: it enrols at its next sign-in). */
  second_factor: boolean;
  /** When and from which address the authenticator was enrolled (address null: command line). */
  second_factor_enrolled_at: string | null;
  second_factor_enrolled_from: string | null;
  /** Its last completed sign-in; null when it never signed in. */
  last_sign_in_at: string | null;
  /** Failed sign-ins on its name since then (or ever, when it never signed in). */
  failed_since: number;
  /** The account the request came from: its role, sign-in and password are not changed here. */
  own: boolean;
}

export interface StaffPage<T> {
  items: T[];
  total: number;
}
