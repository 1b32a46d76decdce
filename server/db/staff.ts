import { STAFF_LIMITS, type StaffRole } from '../../contract/staff';
import { STAFF_SECOND_FACTOR } from '../../contract/staffAccess';
import type { Queryable } from './database';
import { isStorableId } from './handling';

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
  last_sign_in_at: Date | null;
  failed_since: number;
}

/** A right password waiting for its code, with the account as it is now. */
export interface StaffChallengeRow {
  staff_id: number;
  name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string | null;
  pending_secret: string | null;
  client: string;
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
  async function endChallenge(idHash: string): Promise<boolean> {
    const rows = await db.query<{ staff_id: number }>(
      'DELETE FROM staff_sign_in_challenges WHERE id_hash = $1 RETURNING staff_id',
      [idHash],
    );
    return rows.length > 0;
  }
  /** Whoever signed in to the account, or is signing in, starts again from the password. */
  async function forgetAccess(id: number): Promise<void> {
    await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [id]);
    await db.query('DELETE FROM staff_sign_in_challenges WHERE staff_id = $1', [id]);
    await db.query('DELETE FROM staff_devices WHERE staff_id = $1', [id]);
  }
  async function addRecoveryCodes(id: number, hashes: string[]): Promise<void> {
    for (const hash of hashes) {
      await db.query('INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ($1, $2)', [
        id,
        hash,
      ]);
    }
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
                s.totp_secret IS NOT NULL AS second_factor,
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
        'UPDATE staff SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL WHERE id = $1',
        [id],
      );
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
      await forgetAccess(id);
    },

    /**
     * An authenticator set up from the command line: the account's key (sealed) and the hashes
     * of its recovery codes, replacing any earlier ones.
     */
    async setSecondFactor(id: number, sealed: string, recoveryHashes: string[]): Promise<void> {
      await db.query(
        'UPDATE staff SET totp_secret = $2, totp_enrolled_at = now(), totp_last_step = NULL WHERE id = $1',
        [id, sealed],
      );
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
      await addRecoveryCodes(id, recoveryHashes);
    },

    /**
     * Enrolment confirmed by its first code: stores the key unless the account has one already
     * (two confirmations at once: one wins), with the code's step as used. False when refused.
     */
    async enrol(
      id: number,
      sealed: string,
      step: number,
      recoveryHashes: string[],
    ): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE staff SET totp_secret = $2, totp_enrolled_at = now(), totp_last_step = $3
         WHERE id = $1 AND totp_secret IS NULL RETURNING id`,
        [id, sealed, step],
      );
      if (!rows[0]) return false;
      await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [id]);
      await addRecoveryCodes(id, recoveryHashes);
      return true;
    },

    /**
     * Takes the code of `step` as used: true at most once per step and never for a step at or
     * before the last one taken, whatever instances check it at once (the row's lock decides).
     */
    async takeStep(id: number, step: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE staff SET totp_last_step = $2
         WHERE id = $1 AND totp_secret IS NOT NULL
           AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
        [id, step],
      );
      return rows.length > 0;
    },

    /** Uses one recovery code of the account's: true once, false after or when it is not one. */
    async spendRecoveryCode(id: number, codeHash: string): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `UPDATE staff_recovery_codes SET used_at = now()
         WHERE id = (SELECT id FROM staff_recovery_codes
                     WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
           AND used_at IS NULL RETURNING id`,
        [id, codeHash],
      );
      return rows.length > 0;
    },

    /** The account's recovery codes not used yet. */
    async recoveryCodesLeft(id: number): Promise<number> {
      const rows = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM staff_recovery_codes WHERE staff_id = $1 AND used_at IS NULL',
        [id],
      );
      return rows[0]?.n ?? 0;
    },

    /** A right password: the challenge its code is asked under. */
    async startChallenge(
      idHash: string,
      account: { id: number; password_hash: string },
      pendingSecret: string | null,
      client: string,
    ): Promise<void> {
      await db.query(
        `INSERT INTO staff_sign_in_challenges (id_hash, staff_id, password_hash, pending_secret, client)
         VALUES ($1, $2, $3, $4, $5)`,
        [idHash, account.id, account.password_hash, pendingSecret, client],
      );
    },

    /**
     * The challenge if it is young enough and its account unchanged since (same password, not
     * stopped, no authenticator reset or enrolled meanwhile); an outdated one is deleted.
     */
    async challenge(idHash: string, minutes: number): Promise<StaffChallengeRow | undefined> {
      const rows = await db.query<StaffChallengeRow>(
        `SELECT c.staff_id, s.name, s.role, s.password_hash, s.totp_secret, c.pending_secret, c.client
         FROM staff_sign_in_challenges c JOIN staff s ON s.id = c.staff_id
         WHERE c.id_hash = $1 AND c.password_hash = s.password_hash AND s.disabled_at IS NULL
           AND c.created_at > now() - make_interval(mins => $2)
           AND (c.pending_secret IS NULL) = (s.totp_secret IS NOT NULL)`,
        [idHash, minutes],
      );
      if (!rows[0]) await endChallenge(idHash);
      return rows[0];
    },

    /** A wrong code on the challenge; it ends at `max` of them. True while it goes on. */
    async wrongCode(idHash: string, max: number): Promise<boolean> {
      const rows = await db.query<{ wrong_codes: number }>(
        `UPDATE staff_sign_in_challenges SET wrong_codes = wrong_codes + 1
         WHERE id_hash = $1 RETURNING wrong_codes`,
        [idHash],
      );
      const wrong = rows[0]?.wrong_codes ?? max;
      if (wrong >= max) await endChallenge(idHash);
      return wrong < max;
    },

    /** Ends the challenge; true for the one call that ended it (a code opens one session). */
    endChallenge,

    /** Remembers the browser as one that signed in to the account. */
    async rememberDevice(idHash: string, staffId: number): Promise<void> {
      await db.query(
        `INSERT INTO staff_devices (id_hash, staff_id) VALUES ($1, $2)
         ON CONFLICT (id_hash) DO UPDATE SET last_used_at = now()`,
        [idHash, staffId],
      );
    },

    /** Whether the browser signed in to the account within `days` (and marks it used). */
    async knowsDevice(idHash: string, staffId: number, days: number): Promise<boolean> {
      const rows = await db.query<{ staff_id: number }>(
        `UPDATE staff_devices SET last_used_at = now()
         WHERE id_hash = $1 AND staff_id = $2 AND last_used_at > now() - make_interval(days => $3)
         RETURNING staff_id`,
        [idHash, staffId, days],
      );
      return rows.length > 0;
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
     * A wrong password (or code) stays counted; a right password removes this check only: the
     * client's earlier mistakes on the name go when the sign-in completes, with its code
     * (`clearMistakes`), or a thief of the password could guess codes without end.
     */
    async settleSignIn(attemptId: string, wrong: boolean) {
      if (wrong) {
        await db.query(
          'UPDATE staff_sign_in_attempts SET wrong = true, attempted_at = now() WHERE id = $1',
          [attemptId],
        );
      } else {
        await db.query('DELETE FROM staff_sign_in_attempts WHERE id = $1', [attemptId]);
      }
    },

    /** A wrong code: counted as a wrong sign-in of the client on the name. */
    async countWrong(client: string, name: string): Promise<void> {
      await db.query(
        'INSERT INTO staff_sign_in_attempts (client, name, wrong) VALUES ($1, $2, true)',
        [client, name],
      );
    },

    /** A completed sign-in clears the client's earlier mistakes on the name. */
    async clearMistakes(client: string, name: string): Promise<void> {
      await db.query(
        'DELETE FROM staff_sign_in_attempts WHERE client = $1 AND name = $2 AND wrong',
        [client, name],
      );
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
