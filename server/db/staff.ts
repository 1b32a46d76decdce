import type { StaffRole } from '../../contract/staff';
import { STAFF_SECOND_FACTOR } from '../../contract/staffAccess';
import type { Queryable } from './database';
import { isStorableId } from './handling';
import { SESSION_LIFETIME, type SessionLifetime, staffSessionQueries } from './staffSessions';
import { staffSignInQueries } from './staffSignIn';

export interface StaffAccountRow {
  id: number;
  name: string;
  password_hash: string;
  role: StaffRole;
  created_at: Date;
  disabled_at: Date | null;
  /** The authenticator's key, sealed (server/secondFactor.ts); null until the account enrols. */
  totp_secret: string | null;
}

/** An account as the owner's list and the command line show it. */
export interface StaffAccountListRow {
  id: number;
  name: string;
  role: StaffRole;
  created_at: Date;
  disabled_at: Date | null;
  sessions: number;
  second_factor: boolean;
  second_factor_enrolled_at: Date | null;
  second_factor_enrolled_from: string | null;
  last_sign_in_at: Date | null;
  failed_since: number;
}

/** Arbitrary constant: account changes run one at a time, so "one owner remains" stays true. */
const ACCOUNTS_LOCK = 4_721_904;

/** Staff accounts, their sessions and their wrong sign-ins, all shared by every instance. */
export function staffRepository(db: Queryable) {
  const sessions = staffSessionQueries(db);
  const signIn = staffSignInQueries(db);
  /** Whoever signed in to the account, or is signing in, starts again from the password. */
  async function forgetAccess(id: number): Promise<void> {
    await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [id]);
    await db.query('DELETE FROM staff_sign_in_challenges WHERE staff_id = $1', [id]);
    await db.query('DELETE FROM staff_devices WHERE staff_id = $1', [id]);
  }
  return {
    ...sessions,
    ...signIn,

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
                s.totp_secret IS NOT NULL AS second_factor,
                s.totp_enrolled_at AS second_factor_enrolled_at,
                s.totp_enrolled_from AS second_factor_enrolled_from,
                count(x.id_hash) FILTER (
                  WHERE x.last_seen_at > now() - make_interval(mins => $1)
                    AND x.created_at > now() - make_interval(hours => $2))::int AS sessions,
                last.at AS last_sign_in_at,
                (SELECT count(*)::int FROM audit_log f
                  WHERE f.action = 'sign_in_failed' AND f.staff_id = s.id
                    AND (last.at IS NULL OR f.created_at > last.at)) AS failed_since
         FROM staff s LEFT JOIN staff_sessions x ON x.staff_id = s.id
         LEFT JOIN LATERAL (SELECT max(created_at) AS at FROM audit_log a
                            WHERE a.action = 'signed_in' AND a.staff_id = s.id) last ON true
         GROUP BY s.id, last.at ORDER BY s.name`,
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
        `SELECT id, name, password_hash, role, created_at, disabled_at, totp_secret FROM staff WHERE id = $1`,
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
      if (disabled) await forgetAccess(id);
    },

    /**
     * A new password; whoever knew the old one is signed out everywhere, their challenges end and
     * their browsers are strangers again.
     */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.query('UPDATE staff SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
      await forgetAccess(id);
    },

    /**
     * A member's own new password, set only if the password they proved is still the account's
     * (two changes at once: the later finds it changed). Every other session, challenge and
     * known browser of the account ends; the session that made the change stays.
     */
    async setOwnPassword(
      id: number,
      provenHash: string,
      passwordHash: string,
      keptSessionHash: string,
    ): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        'UPDATE staff SET password_hash = $3 WHERE id = $1 AND password_hash = $2 RETURNING id',
        [id, provenHash, passwordHash],
      );
      if (rows.length === 0) return false;
      await db.query('DELETE FROM staff_sessions WHERE staff_id = $1 AND id_hash <> $2', [
        id,
        keptSessionHash,
      ]);
      await db.query('DELETE FROM staff_sign_in_challenges WHERE staff_id = $1', [id]);
      await db.query('DELETE FROM staff_devices WHERE staff_id = $1', [id]);
      return true;
    },

    /**
     * No authenticator any more: the account enrols a new one at its next sign-in. Its recovery
     * codes, challenges, sessions and known browsers go too.
     */
    async resetSecondFactor(id: number): Promise<void> {
      await db.query(
        `UPDATE staff SET totp_secret = NULL, totp_enrolled_at = NULL, totp_enrolled_from = NULL,
           totp_last_step = NULL WHERE id = $1`,
        [id],
      );
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
      await forgetAccess(id);
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
        'SELECT id, name, password_hash, role, created_at, disabled_at, totp_secret FROM staff WHERE name = $1',
        [name],
      );
      return rows[0];
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
      const challenges = await db.query<{ id_hash: string }>(
        `DELETE FROM staff_sign_in_challenges
         WHERE created_at < now() - make_interval(mins => $1) RETURNING id_hash`,
        [STAFF_SECOND_FACTOR.challengeMinutes],
      );
      const devices = await db.query<{ id_hash: string }>(
        `DELETE FROM staff_devices
         WHERE last_used_at < now() - make_interval(days => $1) RETURNING id_hash`,
        [STAFF_SECOND_FACTOR.deviceDays],
      );
      return attempts.length + sessions.length + challenges.length + devices.length;
    },
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;
