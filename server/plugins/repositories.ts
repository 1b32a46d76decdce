import { auditRepository } from '../db/audit';
import { consultationsRepository } from '../db/consultations';
import { jobApplicationsRepository } from '../db/jobApplications';
import { passwordAttemptsRepository } from '../db/passwordAttempts';
import { rateLimitsRepository } from '../db/rateLimits';
import { reviewModerationRepository } from '../db/reviewModeration';
import { reviewsRepository } from '../db/reviews';
import { staffRepository } from '../db/staff';
import { visitsRepository } from '../db/visits';
import { sharedPlugin } from './plugin';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReturnType<typeof reviewsRepository>;
    passwordAttempts: ReturnType<typeof passwordAttemptsRepository>;
    consultations: ReturnType<typeof consultationsRepository>;
    jobApplications: ReturnType<typeof jobApplicationsRepository>;
    rateLimits: ReturnType<typeof rateLimitsRepository>;
    staff: ReturnType<typeof staffRepository>;
    audit: ReturnType<typeof auditRepository>;
    reviewModeration: ReturnType<typeof reviewModerationRepository>;
    visits: ReturnType<typeof visitsRepository>;
  }
}

export const repositoriesPlugin = sharedPlugin(
  'repositories',
  async (app) => {
    app.decorate('reviews', reviewsRepository(app.db));
    app.decorate('passwordAttempts', passwordAttemptsRepository(app.db));
    app.decorate('consultations', consultationsRepository(app.db));
    app.decorate('jobApplications', jobApplicationsRepository(app.db));
    app.decorate('rateLimits', rateLimitsRepository(app.db));
    app.decorate('staff', staffRepository(app.db));
    app.decorate('audit', auditRepository(app.db));
    app.decorate('reviewModeration', reviewModerationRepository(app.db));
    app.decorate('visits', visitsRepository(app.db));
  },
  ['db'],
);
