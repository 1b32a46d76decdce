import type { FastifyInstance } from 'fastify';

/**
 * A review's password check or deletion as the page sends it: `password` in a JSON body, from
 * `remoteAddress` (the attempt limits count per address). The raw answer.
 */
export function sendPassword(
  app: FastifyInstance,
  method: 'POST' | 'DELETE',
  url: string,
  password: string,
  remoteAddress: string,
) {
  return app.inject({ method, url, payload: { password }, remoteAddress });
}
