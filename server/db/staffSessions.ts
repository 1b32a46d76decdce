import { STAFF_LIMITS, type StaffRole } from '../../contract/staff';
import type { Queryable } from './database';

/** A live session: who, and the token their state-changing requests carry. */
export interface StaffSessionRow {
  /** The session's public number (the access record's session_id). */
  session_id: number;
  staff_id: number;
  name: string;
  role: StaffRole;
  csrf_token: string;
}

/** A session as its owner sees it in the console's list. */
export interface StaffSessionListRow {
  id: number;
  id_hash: string;
  client: string | null;
  created_at: Date;
  last_seen_at: Date;
}

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

export const SESSION_LIFETIME: SessionLifetime = {
  idleMinutes: STAFF_LIMITS.sessionIdleMinutes,
  absoluteHours: STAFF_LIMITS.sessionAbsoluteHours,
};

/** The staff's sessions: started after the code, touched on every request, ended or revoked. */
export function staffSessionQueries(db: Queryable) {
  async function endSession(idHash: string): Promise<void> {
    await db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }
  return {
    endSession,

    /**
     * Starts a session for the account as it was when its password was checked: its public
     * number, or undefined when the password changed or the account was stopped meanwhile (a
     * reset or a stop ends the sessions there are, and must not miss one being made).
     */
    async startSession(
      idHash: string,
      account: { id: number; password_hash: string },
      csrfToken: string,
      client: string | null = null,
    ): Promise<number | undefined> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token, client)
         SELECT $1, id, $3, $4 FROM staff
         WHERE id = $2 AND password_hash = $5 AND disabled_at IS NULL
         -- Waits for a reset or stop still in progress, then reads the row it left.
         FOR SHARE
         RETURNING id`,
        [idHash, account.id, csrfToken, client, account.password_hash],
      );
      return rows[0]?.id;
    },

    /** An account's live sessions, newest first. */
    async sessionsOf(staffId: number, lifetime: SessionLifetime): Promise<StaffSessionListRow[]> {
      return db.query<StaffSessionListRow>(
        `SELECT id, id_hash, client, created_at, last_seen_at FROM staff_sessions
         WHERE staff_id = $1
           AND last_seen_at > now() - make_interval(mins => $2)
           AND created_at > now() - make_interval(hours => $3)
         ORDER BY created_at DESC, id DESC`,
        [staffId, lifetime.idleMinutes, lifetime.absoluteHours],
      );
    },

    /** Ends one of the account's own sessions; false when it has no such session. */
    async revokeSession(staffId: number, sessionId: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM staff_sessions WHERE staff_id = $1 AND id = $2 RETURNING id',
        [staffId, sessionId],
      );
      return rows.length > 0;
    },

    /**
     * The session if it is still within both limits, marked as used now — one statement per
     * request. An expired one is deleted, so it cannot come back.
     */
    async touchSession(
      idHash: string,
      lifetime: SessionLifetime,
    ): Promise<StaffSessionRow | undefined> {
      const rows = await db.query<StaffSessionRow>(
        `UPDATE staff_sessions x SET last_seen_at = now() FROM staff s
         WHERE x.id_hash = $1 AND s.id = x.staff_id AND s.disabled_at IS NULL
           AND x.last_seen_at > now() - make_interval(mins => $2)
           AND x.created_at > now() - make_interval(hours => $3)
         RETURNING x.id AS session_id, x.staff_id, s.name, s.role, x.csrf_token`,
        [idHash, lifetime.idleMinutes, lifetime.absoluteHours],
      );
      if (!rows[0]) await endSession(idHash);
      return rows[0];
    },
  };
}
