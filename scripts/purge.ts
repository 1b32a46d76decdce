// npm run purge: delete consultations and job applications past their retention period
// (RETENTION_CONSULTATIONS_DAYS, RETENTION_JOB_APPLICATIONS_DAYS; see docs/operations.md).
import { readConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { purge } from '../server/operations';

try {
  const config = readConfig();
  const db = await openDatabase({ ...config, statementDeadlineMs: null });
  try {
    await migrate(db);
    const result = await purge(db, config);
    console.log(
      `purged: ${result.consultations} consultations (older than ${config.retentionConsultationsDays} days), ` +
        `${result.jobApplications} job applications (older than ${config.retentionJobApplicationsDays} days), ` +
        `${result.passwordAttempts} expired password attempts, ${result.rateLimits} expired rate-limit counters`,
    );
  } finally {
    await db.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
