// npm run purge: delete consultations and job applications past their retention period
// (RETENTION_CONSULTATIONS_DAYS, RETENTION_JOB_APPLICATIONS_DAYS; see docs/operations.md).
import { readConfig } from '../server/config';
import { purge } from '../server/operations';
import { withCliDatabase } from './cliDatabase';

const config = readConfig();
await withCliDatabase(async (db) => {
  const result = await purge(db, config);
  console.log(
    `purged: ${result.consultations} consultations (older than ${config.retentionConsultationsDays} days), ` +
      `${result.jobApplications} job applications (older than ${config.retentionJobApplicationsDays} days), ` +
      `${result.passwordAttempts} expired password attempts, ${result.rateLimits} expired rate-limit counters, ` +
      `${result.staffSessions} expired staff sessions and sign-in attempts`,
  );
});
