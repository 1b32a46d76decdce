import type { AddressInfo } from 'node:net';
import { hashPassword } from '../../../server/passwords/passwords';
import { createTestApp, TEST_SCRYPT } from '../../server/helpers';
import type { SeedReview } from './reviewApi';

// The real review API for the review view tests, in a process of its own: the view tests run in
// jsdom, where Vite transforms modules for the browser and the server's own files cannot load.
// Started by tests/views/reviews/reviewApi.ts with an IPC channel: it answers `ready` with its
// port, and each `seed` by emptying the database and storing exactly the given reviews.

const test = await createTestApp('pglite');
await test.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = test.app.server.address() as AddressInfo;

process.on('message', async (message: { type: 'seed'; reviews: SeedReview[] }) => {
  await test.db.exec(
    'TRUNCATE reviews, review_view_marks, password_attempts, rate_limits RESTART IDENTITY CASCADE',
  );
  for (const review of message.reviews) {
    await test.db.query(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type, created_at, views)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        review.username,
        await hashPassword(review.password, TEST_SCRYPT),
        review.title,
        review.content,
        review.consultation_type,
        review.created_at,
        review.views,
      ],
    );
  }
  process.send?.({ type: 'seeded' });
});
process.on('disconnect', async () => {
  await test.close();
  process.exit(0);
});
process.send?.({ type: 'ready', port });
