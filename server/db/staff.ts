import { STAFF_LIMITS } from '../../contract/staff';
import type { Database } from './database';

export interface StaffAccountRow {
  id: number;
  name: string;
  password_hash: string;
  created_at: Date;
}

/** A live session: who, and the token their state-changing requests carry. */
export interface StaffSessionRow {
  staff_id: number;
  name: string;
  csrf_token: string;
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
export function staffRepository(db: Database) {
  async function endSession(idHash: string): Promise<void> {
    await db.query('DELETE FROM staff_sessions WHERE id_hash = $1', [idHash]);
  }
  return {
    endSession,

    async add(name: string, passwordHash: string): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO staff (name, password_hash) VALUES ($1, $2)
         ON CONFLICT (name) DO NOTHING RETURNING id`,
        [name, passwordHash],
      );
      return rows.length > 0;
    },

    async list(): Promise<{ name: string; created_at: Date; sessions: number }[]> {
      return db.query(
        `SELECT s.name, s.created_at, count(x.id_hash)::int AS sessions
         FROM staff s LEFT JOIN staff_sessions x ON x.staff_id = s.id
         GROUP BY s.id ORDER BY s.name`,
      );
    },

    /** Removes the account; its sessions go with it (ON DELETE CASCADE). */
    async remove(name: string): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM staff WHERE name = $1 RETURNING id',
        [name],
      );
      return rows.length > 0;
    },

    async findByName(name: string): Promise<StaffAccountRow | undefined> {
      const rows = await db.query<StaffAccountRow>(
        'SELECT id, name, password_hash, created_at FROM staff WHERE name = $1',
        [name],
      );
      return rows[0];
    },

    async startSession(idHash: string, staffId: number, csrfToken: string): Promise<void> {
      await db.query(
        'INSERT INTO staff_sessions (id_hash, staff_id, csrf_token) VALUES ($1, $2, $3)',
        [idHash, staffId, csrfToken],
      );
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
         WHERE x.id_hash = $1 AND s.id = x.staff_id
           AND x.last_seen_at > now() - make_interval(mins => $2)
           AND x.created_at > now() - make_interval(hours => $3)
         RETURNING x.staff_id, s.name, x.csrf_token`,
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

    /** The client's wrong sign-ins on `name` in the window, and its checks still running ahead. */
    async signInStanding(
      client: string,
      name: string,
      attemptId: string,
      windows: { windowMinutes: number; staleAfterSeconds: number },
    ): Promise<{ recentWrong: number; ahead: number }> {
      const rows = await db.query<{ recent_wrong: number; ahead: number }>(
        `SELECT
           count(*) FILTER (WHERE wrong
                              AND attempted_at > now() - make_interval(mins => $4))::int AS recent_wrong,
           count(*) FILTER (WHERE wrong IS NULL AND id < $3
                              AND attempted_at > now() - make_interval(secs => $5))::int AS ahead
         FROM staff_sign_in_attempts
         WHERE client = $1 AND name = $2`,
        [client, name, attemptId, windows.windowMinutes, windows.staleAfterSeconds],
      );
      return { recentWrong: rows[0]?.recent_wrong ?? 0, ahead: rows[0]?.ahead ?? 0 };
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
