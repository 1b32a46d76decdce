import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { capWarning } from '../connection/connectionCaps';
import { HttpError } from '../http';

/**
 * One address's share of the work that reaches the database (decision 139): without it, a few
 * dozen keep-alive connections looping over one list filled the database's queue, and every
 * other visitor, health checks included, was refused. Returns the check run as a counted request
 * arrives: a 429 to give when the address already has `max` in progress, else nothing (and the
 * request counts until its response closes).
 */
export function inFlightPerAddress(
  app: FastifyInstance,
  max: number,
): (request: FastifyRequest, reply: FastifyReply) => HttpError | undefined {
  const inFlight = new Map<string, number>();
  const warn = capWarning(app);
  // One listener for every response, reading the address the response carries, rather than a
  // closure made for each request.
  const counted = Symbol('address counted in flight');
  function leave(this: ServerResponse & { [counted]?: string }) {
    const address = this[counted] ?? '';
    const left = (inFlight.get(address) ?? 1) - 1;
    if (left > 0) inFlight.set(address, left);
    else inFlight.delete(address);
  }
  return (request, reply) => {
    const address = request.ip;
    const mine = inFlight.get(address) ?? 0;
    if (mine >= max) {
      warn(
        { address, inFlight: mine },
        'request refused: too many requests in progress from one address',
      );
      reply.header('retry-after', '1');
      return new HttpError(429, API_MESSAGES.tooManyInFlight);
    }
    inFlight.set(address, mine + 1);
    const response: ServerResponse & { [counted]?: string } = reply.raw;
    response[counted] = address;
    // A response closes once, finished or not (a client gone mid-request included).
    response.on('close', leave);
    return undefined;
  };
}
