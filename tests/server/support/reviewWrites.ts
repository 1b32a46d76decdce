import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { REVIEW_API } from '../../../contract/reviews';

// A review as the public form writes it, from a client address of its own each time.
export const valid = {
  username: '김상속',
  password: 'secret1',
  title: '상속세 상담 후기',
  content: '친절하게 상담해주셨습니다.',
  consultation_type: 'inheritance',
};

let address = 0;
/** Every test gets its own client address, so the per-client password limit stays per test. */
export const nextClient = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

export async function create(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: REVIEW_API.list,
    payload: { ...valid, ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; username: string; created_at: string; views: number };
}
