import { randomBytes } from 'node:crypto';
import { type ConsultationType, isConsultationType } from '../../contract/consultationTypes';
import {
  type ConsultationWeek,
  emptyVisitDay,
  VISIT_EVENTS,
  VISIT_LIMITS,
  type VisitDay,
  type VisitsAnswer,
} from '../../contract/visits';
import type { Database } from './database';

export type CountKind = 'view' | 'event' | 'referrer' | 'device';

const SKETCH_BYTES = VISIT_LIMITS.sketchBits / 8;

/**
 * Linear counting (Whang et al., 1990): with `ones` of `m` bits set by hashed visitors, about
 * −m·ln(1 − ones/m) distinct ones set them. Near-exact while visitors are few beside m.
 */
export function visitorEstimate(ones: number, bits: number = VISIT_LIMITS.sketchBits): number {
  if (ones <= 0) return 0;
  if (ones >= bits) return Math.round(bits * Math.log(bits));
  return Math.round(-bits * Math.log(1 - ones / bits));
}

interface CountRow {
  day: string;
  kind: CountKind;
  key: string;
  count: number;
}

/** Daily totals of visits (migration 015): the only thing about visitors the database keeps. */
export function visitsRepository(db: Database) {
  return {
    /**
     * The day's salt, the same for every instance: made by the first to ask, and the days
     * before lose theirs, so yesterday's bits can no longer be tied to an address.
     */
    async daySalt(day: string): Promise<Buffer> {
      // An instance that lost the race to make it does not see the winner's row in the same
      // statement's snapshot; its second statement does.
      for (let attempt = 0; attempt < 2; attempt++) {
        const rows = await db.query<{ salt: Buffer | Uint8Array }>(
          `WITH made AS (
           INSERT INTO visit_sketches (day, salt, bits) VALUES ($1::date, $2, $3)
           ON CONFLICT (day) DO NOTHING RETURNING salt
         ), cleared AS (
           UPDATE visit_sketches SET salt = NULL WHERE day < $1::date AND salt IS NOT NULL
         )
         SELECT salt FROM made UNION ALL
         SELECT salt FROM visit_sketches WHERE day = $1::date AND salt IS NOT NULL`,
          [day, randomBytes(32), Buffer.alloc(SKETCH_BYTES)],
        );
        const salt = rows[0]?.salt;
        if (salt) return Buffer.from(salt);
      }
      throw new Error(`no salt for ${day}`);
    },

    /** Sets a visitor's bit; true when it was not set yet (a visitor new to the day). */
    async markVisitor(day: string, bit: number): Promise<boolean> {
      // Re-checked on the row as another statement left it, so a bit is counted once only.
      const rows = await db.query<{ ones: number }>(
        `UPDATE visit_sketches SET bits = set_bit(bits, $2::int, 1), ones = ones + 1
         WHERE day = $1::date AND get_bit(bits, $2::int) = 0 RETURNING ones`,
        [day, bit],
      );
      return rows.length > 0;
    },

    /** Adds `count` to a day's total of one kind and key. */
    async add(day: string, kind: CountKind, key: string, count = 1): Promise<void> {
      await db.query(
        `INSERT INTO visit_counts AS c (day, kind, key, count) VALUES ($1::date, $2, $3, $4)
         ON CONFLICT (day, kind, key) DO UPDATE SET count = c.count + EXCLUDED.count`,
        [day, kind, key, count],
      );
    },

    /**
     * Adds `count` visits from a referring host, `inherited` of them taken over from a host the
     * batch let go, keeping at most `referrersPerDay` hosts a day by Space-Saving (Metwally et al.,
     * 2005): a new host past the bound takes the place of the day's smallest and inherits its
     * count, which the row keeps apart (migration 025). A host sending more than 1/bound of the
     * day's referred visits is always kept, however many one-off hosts a flood invents; the day's
     * sum stays exact, and count - inherited is what the host itself sent.
     */
    async addReferrer(day: string, host: string, count = 1, inherited = 0): Promise<void> {
      await db.transaction(async (tx) => {
        const kept = await tx.query(
          `UPDATE visit_counts SET count = count + $3, inherited = inherited + $4
           WHERE day = $1::date AND kind = 'referrer' AND key = $2 RETURNING 1`,
          [day, host, count, inherited],
        );
        if (kept.length > 0) return;
        const [{ hosts } = { hosts: 0 }] = await tx.query<{ hosts: number }>(
          `SELECT count(*)::int AS hosts FROM visit_counts WHERE day = $1::date AND kind = 'referrer'`,
          [day],
        );
        const evicted =
          hosts < VISIT_LIMITS.referrersPerDay
            ? []
            : await tx.query<{ count: number }>(
                `DELETE FROM visit_counts WHERE (day, kind, key) = (
                   SELECT day, kind, key FROM visit_counts
                   WHERE day = $1::date AND kind = 'referrer'
                   ORDER BY count, key LIMIT 1 FOR UPDATE)
                 RETURNING count`,
                [day],
              );
        const taken = evicted[0]?.count ?? 0;
        await tx.query(
          `INSERT INTO visit_counts AS c (day, kind, key, count, inherited)
           VALUES ($1::date, 'referrer', $2, $3, $4)
           ON CONFLICT (day, kind, key) DO UPDATE
             SET count = c.count + EXCLUDED.count, inherited = c.inherited + EXCLUDED.inherited`,
          [day, host, count + taken, inherited + taken],
        );
      });
    },

    /** Everything the console's 통계 section draws, for the Seoul days from..to. */
    async report(from: string, to: string): Promise<VisitsAnswer> {
      const counts = await db.query<CountRow>(
        // A referring host's own visits: what it inherited in Space-Saving is not its own.
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, kind, key, count - inherited AS count
         FROM visit_counts
         WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
        [from, to],
      );
      const sketches = await db.query<{ day: string; ones: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, ones FROM visit_sketches
         WHERE day BETWEEN $1::date AND $2::date`,
        [from, to],
      );
      const weeks = await db.query<{ week: string; type: string; count: number }>(
        `SELECT to_char(date_trunc('week', (created_at AT TIME ZONE 'UTC') + interval '9 hours'),
                        'YYYY-MM-DD') AS week,
                consultation_type AS type, count(*)::int AS count
         FROM consultations
         WHERE created_at >= ($1::date::timestamp - interval '9 hours') AT TIME ZONE 'UTC'
           AND created_at < ($2::date::timestamp + interval '15 hours') AT TIME ZONE 'UTC'
         GROUP BY 1, 2 ORDER BY 1, 2`,
        [from, to],
      );
      const byDay = new Map<string, VisitDay>();
      const dayOf = (day: string): VisitDay => {
        let entry = byDay.get(day);
        if (!entry) {
          entry = emptyVisitDay(day);
          byDay.set(day, entry);
        }
        return entry;
      };
      const totals = { view: new Map<string, number>(), referrer: new Map(), device: new Map() };
      for (const row of counts) {
        const day = dayOf(row.day);
        if (row.kind === 'view') day.views += row.count;
        if (row.kind === 'event' && (VISIT_EVENTS as readonly string[]).includes(row.key)) {
          day[row.key as (typeof VISIT_EVENTS)[number]] += row.count;
        }
        if (row.kind !== 'event') {
          const map: Map<string, number> = totals[row.kind];
          map.set(row.key, (map.get(row.key) ?? 0) + row.count);
        }
      }
      for (const sketch of sketches) dayOf(sketch.day).visitors = visitorEstimate(sketch.ones);
      const ranked = (map: Map<string, number>, limit: number) =>
        [...map]
          .map(([key, count]) => ({ key, count }))
          .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
          .slice(0, limit);
      return {
        days: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
        pages: ranked(totals.view, Number.POSITIVE_INFINITY),
        referrers: ranked(totals.referrer, VISIT_LIMITS.referrersPerDay),
        devices: ranked(totals.device, Number.POSITIVE_INFINITY),
        consultationWeeks: weeks
          .filter((row): row is ConsultationWeek & { type: ConsultationType } =>
            isConsultationType(row.type),
          )
          .map(({ week, type, count }) => ({ week, type, count })),
      };
    },

    /** Deletes the totals and sketches of days older than `months` months. */
    async purgeOlderThan(months: number): Promise<number> {
      const counts = await db.query<{ day: string }>(
        `DELETE FROM visit_counts WHERE day < (now() - make_interval(months => $1))::date
         RETURNING day`,
        [months],
      );
      const sketches = await db.query<{ day: string }>(
        `DELETE FROM visit_sketches WHERE day < (now() - make_interval(months => $1))::date
         RETURNING day`,
        [months],
      );
      return counts.length + sketches.length;
    },
  };
}
export type VisitsRepository = ReturnType<typeof visitsRepository>;
