import { STAFF_LIMITS, type StaffRole } from '../../contract/staff';
import type { Queryable } from './database';
import { isStorableId } from './handling';

export interface StaffAccountRow {
  id: number;
  name: string;
  password_hash: string;
  role: StaffRole;
  created_at: Date;
  disabled_at: Date | null;
}

/** An account as the owner's list and the command line show it. */
export interface StaffAccountListRow {
  id: number;
  name: string;
  role: StaffRole;
  created_at: Date;
  disabled_at: Date | null;
  sessions: number;
}

/** Arbitrary constant: account changes run one at a time, so "one owner remains" stays true. */
const ACCOUNTS_LOCK = 4_721_904;

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

/** Staff accounts, their sessions and their wrong sign-ins, all shared by every instance. */
export function staffRepository(db: Queryable) {
  async function endSession(idHash: string): Promise<void> {
    await db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }
  return {
    endSession,

    /** The new account's id, or undefined when the name is taken. */
    async add(
      name: string,
      passwordHash: string,
      role: StaffRole = 'staff',
    ): Promise<number | undefined> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO staff (name, password_hash, role) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO NOTHING RETURNING id`,
        [name, passwordHash, role],
      );
      return rows[0]?.id;
    },

    /** Every account with its live sessions, by name. */
    async list(lifetime: SessionLifetime = SESSION_LIFETIME): Promise<StaffAccountListRow[]> {
      return db.query<StaffAccountListRow>(
        `SELECT s.id, s.name, s.role, s.created_at, s.disabled_at,
                count(x.id_hash) FILTER (
                  WHERE x.last_seen_at > now() - make_interval(mins => $1)
                    AND x.created_at > now() - make_interval(hours => $2))::int AS sessions
         FROM staff s LEFT JOIN staff_sessions x ON x.staff_id = s.id
         GROUP BY s.id ORDER BY s.name`,
        [lifetime.idleMinutes, lifetime.absoluteHours],
      );
    },

    /** Held until the transaction ends: account changes run one after another. */
    async lockAccounts(): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK]);
    },

    /** Owners that can sign in. */
    async activeOwners(): Promise<number> {
      const rows = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM staff WHERE role = 'owner' AND disabled_at IS NULL",
      );
      return rows[0]?.n ?? 0;
    },

    async findById(id: number): Promise<StaffAccountRow | undefined> {
      // An id past the column's range names no account (PostgreSQL would refuse the comparison).
      if (!isStorableId(id)) return undefined;
      const rows = await db.query<StaffAccountRow>(
        `SELECT id, name, password_hash, role, created_at, disabled_at FROM staff WHERE id = $1`,
        [id],
      );
      return rows[0];
    },

    async setRole(id: number, role: StaffRole): Promise<void> {
      await db.query('UPDATE staff SET role = $2 WHERE id = $1', [id, role]);
    },

    /** Stops or allows sign-in; stopping ends every session the account has. */
    async setDisabled(id: number, disabled: boolean): Promise<void> {
      await db.query(
        'UPDATE staff SET disabled_at = CASE WHEN $2::boolean THEN coalesce(disabled_at, now()) END WHERE id = $1',
        [id, disabled],
      );
      if (disabled) await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [id]);
    },

    /** A new password; whoever knew the old one is signed out everywhere. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE staff SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
      await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [id]);
    },

    /** Removes the account (its id, or undefined); its sessions go with it (ON DELETE CASCADE). */
    async remove(name: string): Promise<number | undefined> {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM staff WHERE name = $1 RETURNING id',
        [name],
      );
      return rows[0]?.id;
    },

    async findByName(name: string): Promise<StaffAccountRow | undefined> {
      const rows = await db.query<StaffAccountRow>(
        'SELECT id, name, password_hash, role, created_at, disabled_at FROM staff WHERE name = $1',
        [name],
      );
      return rows[0];
    },

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

    /** Records a sign-in check as in flight, before its password is compared. */
    async startSignIn(client: string, name: string): Promise<string> {
      const rows = await db.query<{ id: string | number }>(
        'INSERT INTO staff_sign_in_attempts (client, name) VALUES ($1, $2) RETURNING id',
        [client, name],
      );
      return String(rows[0]?.id);
    },

    /**
     * The client's wrong sign-ins on `name` in the window, its checks still running ahead, and
     * the wrong sign-ins on `name` from every address in the window.
     */
    async signInStanding(
      client: string,
      name: string,
      attemptId: string,
      windows: { windowMinutes: number; staleAfterSeconds: number },
    ): Promise<{ recentWrong: number; ahead: number; accountWrong: number }> {
      const rows = await db.query<{ recent_wrong: number; ahead: number; account_wrong: number }>(
        `SELECT
           count(*) FILTER (WHERE client = $1 AND wrong
                              AND attempted_at > now() - make_interval(mins => $4))::int AS recent_wrong,
           count(*) FILTER (WHERE client = $1 AND wrong IS NULL AND id < $3
                              AND attempted_at > now() - make_interval(secs => $5))::int AS ahead,
           count(*) FILTER (WHERE wrong
                              AND attempted_at > now() - make_interval(mins => $4))::int AS account_wrong
         FROM staff_sign_in_attempts
         WHERE name = $2`,
        [client, name, attemptId, windows.windowMinutes, windows.staleAfterSeconds],
      );
      return {
        recentWrong: rows[0]?.recent_wrong ?? 0,
        ahead: rows[0]?.ahead ?? 0,
        accountWrong: rows[0]?.account_wrong ?? 0,
      };
    },

    /**
     * A wrong password stays counted; a right one removes this check and the client's earlier
     * mistakes on that name.
     */
    async settleSignIn(attemptId: string, client: string, name: string, wrong: boolean) {
      if (wrong) {
        await db.query(
          'UPDATE staff_sign_in_attempts SET wrong = true, attempted_at = now() WHERE id = $1',
          [attemptId],
        );
      } else {
        await db.query(
          'DELETE FROM staff_sign_in_attempts WHERE id = $1 OR (client = $2 AND name = $3 AND wrong)',
          [attemptId, client, name],
        );
      }
    },

    /** A check that never compared a password (refused, failed) leaves no trace. */
    async forgetSignIn(attemptId: string): Promise<void> {
      await db.query('DELETE FROM staff_sign_in_attempts WHERE id = $1', [attemptId]);
    },

    /** Old attempts and sessions past any limit (npm run purge). */
    async purgeExpired(windowMinutes: number, lifetime: SessionLifetime): Promise<number> {
      const attempts = await db.query<{ id: string }>(
        `DELETE FROM staff_sign_in_attempts
         WHERE attempted_at < now() - make_interval(mins => $1) RETURNING id`,
        [windowMinutes],
      );
      const sessions = await db.query<{ id_hash: string }>(
        `DELETE FROM staff_sessions
         WHERE last_seen_at < now() - make_interval(mins => $1)
            OR created_at < now() - make_interval(hours => $2) RETURNING id_hash`,
        [lifetime.idleMinutes, lifetime.absoluteHours],
      );
      return attempts.length + sessions.length;
    },
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;
