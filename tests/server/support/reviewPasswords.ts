import type { FastifyInstance } from 'fastify';
import { REVIEW_API } from '../../../contract/reviews';

// A review's password check and deletion as the page sends them: the password in a JSON body,
// from `remoteAddress` (the attempt limits count per address). The raw answers.

export function checkPassword(
  app: FastifyInstance,
  id: number,
  password: string,
  remoteAddress: string,
) {
  return app.inject({
    method: 'POST',
    url: REVIEW_API.verify(id),
    payload: { password },
    remoteAddress,
  });
}

export function deleteWithPassword(
  app: FastifyInstance,
  id: number,
  password: string,
  remoteAddress: string,
) {
  return app.inject({
    method: 'DELETE',
    url: REVIEW_API.one(id),
    payload: { password },
    remoteAddress,
  });
}
