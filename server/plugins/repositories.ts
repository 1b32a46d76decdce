import { consultationsRepository } from '../db/consultations';
import { jobApplicationsRepository } from '../db/jobApplications';
import { passwordAttemptsRepository } from '../db/passwordAttempts';
import { rateLimitsRepository } from '../db/rateLimits';
import { reviewsRepository } from '../db/reviews';
import { sharedPlugin } from './plugin';

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReturnType<typeof reviewsRepository>;
    passwordAttempts: ReturnType<typeof passwordAttemptsRepository>;
    consultations: ReturnType<typeof consultationsRepository>;
    jobApplications: ReturnType<typeof jobApplicationsRepository>;
    rateLimits: ReturnType<typeof rateLimitsRepository>;
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
  },
  ['db'],
);
