// npm run purge: delete consultations, job applications and staff access records past their
// retention period (RETENTION in contract/limits.ts, as the privacy policy states; see
// docs/operations.md).
import { RETENTION } from '../contract/limits';
import { purge } from '../server/operations/operations';
import { withCliDatabase } from './cliDatabase';

await withCliDatabase(async (db) => {
  const result = await purge(db);
  console.log(
    `purged: ${result.consultations} consultations (older than ${RETENTION.consultationsDays} days), ` +
      `${result.jobApplications} job applications (older than ${RETENTION.jobApplicationsDays} days), ` +
      `${result.passwordAttempts} expired password attempts, ${result.rateLimits} expired rate-limit counters, ` +
      `${result.staffSessions} expired staff sessions and sign-in attempts, ` +
      `${result.accessRecords} access records (older than ${RETENTION.accessRecordsYears} years), ` +
      `${result.visitDays} daily visit totals (older than ${RETENTION.visitTotalsMonths} months)`,
  );
});
