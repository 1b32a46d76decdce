import type { FastifyInstance } from 'fastify';
import { STAFF_TODAY_API, type StaffToday } from '../../contract/staffToday';
import { local } from './staffRequest';

/**
 * Today's new requests and applications, from the day counts (migration 018): two rows read
 * however many records there are. Counts only, no one's data, so reading them is not recorded.
 */
export async function staffTodayRoutes(app: FastifyInstance) {
  app.get(local(STAFF_TODAY_API), async (): Promise<StaffToday> => {
    const rows = await app.db.query<{ day: string; consultations: number; applications: number }>(
      // The day named and the day counted are one: seoul_day's, whatever the server's clock zone.
      `SELECT to_char(DATE '1970-01-01' + seoul_day(now()), 'YYYY-MM-DD') AS day,
              COALESCE(sum(n) FILTER (WHERE list = 'consultations'), 0)::int AS consultations,
              COALESCE(sum(n) FILTER (WHERE list = 'job_applications'), 0)::int AS applications
       FROM list_day_counts
       WHERE list IN ('consultations', 'job_applications') AND k1 = 'new'
         AND k2 = list_count_any() AND day = seoul_day(now())`,
    );
    const [today] = rows;
    if (!today) throw new Error('an aggregate answers one row');
    return today;
  });
}
