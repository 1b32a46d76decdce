import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { capWarning } from '../connection/connectionCaps';
import { bodyUnread, lingerForBody } from '../connection/lingering';
import { DatabaseBusyError, DatabaseUnavailableError } from '../db/database';
import { HttpError } from '../http';
import { PasswordChecksBusyError } from '../passwords/hashSlots';
import { SealedKeyUnreadableError } from '../secondFactor';
import { isDiskFull } from '../storage';
import { MULTIPART_BODY_MAX } from './multipart';
import { sharedPlugin } from './plugin';

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, API_MESSAGES.bodyTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, API_MESSAGES.bodyTooLarge],
  FST_PARTS_LIMIT: [413, API_MESSAGES.bodyTooLarge],
  FST_FILES_LIMIT: [413, API_MESSAGES.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, API_MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, API_MESSAGES.unsupportedMediaType],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, API_MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, API_MESSAGES.malformedBody],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, API_MESSAGES.malformedBody],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, API_MESSAGES.malformedBody],
  FST_PROTO_VIOLATION: [400, API_MESSAGES.malformedBody],
};

const BY_STATUS: Record<number, string> = {
  400: API_MESSAGES.malformedBody,
  404: API_MESSAGES.notFound,
  405: API_MESSAGES.methodNotAllowed,
  413: API_MESSAGES.bodyTooLarge,
  415: API_MESSAGES.unsupportedMediaType,
  429: API_MESSAGES.rateLimited,
  503: API_MESSAGES.unavailable,
};

/** Maps any error to its status and Korean detail; the only place an error body is shaped. */
export function describeError(error: unknown): {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
} {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { detail: error.detail, ...(error.errors ? { errors: error.errors } : {}) },
      ...(error instanceof PasswordChecksBusyError
        ? { headers: { 'retry-after': String(error.retryAfterSeconds) } }
        : {}),
    };
  }
  if (isDiskFull(error)) return { status: 507, body: { detail: API_MESSAGES.storageFull } };
  if (error instanceof DatabaseUnavailableError) {
    const detail =
      error instanceof DatabaseBusyError ? API_MESSAGES.busy : API_MESSAGES.unavailable;
    return {
      status: 503,
      body: { detail },
      ...(error.retryAfterSeconds !== undefined
        ? { headers: { 'retry-after': String(error.retryAfterSeconds) } }
        : {}),
    };
  }
  const e = error as Partial<FastifyError>;
  const known = e.code ? BY_CODE[e.code] : undefined;
  if (known) return { status: known[0], body: { detail: known[1] } };
  if (e.validation) return { status: 400, body: { detail: API_MESSAGES.invalidInput } };
  const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, body: { detail: BY_STATUS[status] ?? API_MESSAGES.invalidInput } };
  }
  return { status: 500, body: { detail: API_MESSAGES.internal } };
}

/**
 * Logs a refusal or failure as its kind deserves; shared by the API's handler below and the
 * forms sent without JavaScript (server/routes/nativeForms.ts), which answer with a page.
 */
export function errorReporter(app: FastifyInstance) {
  // Refusals past the queue come by the hundred a second under a flood: one line a second says so.
  const busyWarning = capWarning(app);
  const hashesBusyWarning = capWarning(app);
  return (error: unknown, request: FastifyRequest, status: number, detail: unknown) => {
    if (isDiskFull(error)) request.server.storage.writeFailed(error, request.log);
    else if (error instanceof DatabaseBusyError)
      busyWarning({ client: request.ip }, 'database busy: requests refused past the queue');
    else if (error instanceof PasswordChecksBusyError)
      hashesBusyWarning({ client: request.ip }, 'password checks busy: refused past the queue');
    else if (error instanceof SealedKeyUnreadableError)
      request.log.error(
        { staffId: error.staffId },
        "a member's authenticator key does not open with STAFF_TOTP_KEY (changed or lost since it was sealed): reset that member's factor (npm run staff -- reset-2fa NAME)",
      );
    else if (status === 503) request.log.warn({ err: error }, 'database unavailable');
    else if (status === 507 || detail === API_MESSAGES.uploadsBusy) {
      request.server.warnUploadRefused({ client: request.ip, detail });
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
  };
}

/**
 * Before answering a request refused with its body still coming (the write limit's 429, another
 * site's 403, an upload over quota), the rest of the body is read and dropped, within a bound
 * (lingerForBody): answered at once, the client's next write reset the connection and the
 * browser never saw the answer. The connection still goes with the answer: kept, a broken chunk
 * after the answer drew a second answer, a 400 (decision 167).
 */
export async function lingerBeforeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  onChunk?: (chunk: Buffer) => void,
): Promise<void> {
  if (!bodyUnread(request.raw)) return;
  reply.header('connection', 'close');
  await lingerForBody(request.raw, MULTIPART_BODY_MAX, onChunk);
}

export const errorsPlugin = sharedPlugin('errors', async (app) => {
  const report = errorReporter(app);
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = describeError(error);
    if (headers) reply.headers(headers);
    report(error, request, status, body.detail);
    await lingerBeforeAnswer(request, reply);
    return reply.code(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => refuseUnknownRoute(app, request, reply));
});

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/**
 * The methods an API path has, for a 405's Allow. Catch-all routes (the site's GET `/*`, the
 * staff API's) answer every path and are no method of it.
 */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? url;
  if (path !== '/api' && !path.startsWith('/api/')) return [];
  const allowed = METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    // An empty parameter (`/api/inheritance-reviews/`) names nothing: the route answers it 404.
    const params = Object.entries(route?.params ?? {});
    return route !== null && params.every(([name, value]) => name !== '*' && value !== '');
  });
  return allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
}

/**
 * A request no route takes: 405 with Allow when its API path has other methods (a client's
 * mistake it can mend), else the 404. The site's catch-all answers API paths through this too.
 */
export function refuseUnknownRoute(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const allowed = allowedMethods(app, request.url);
  if (allowed.length === 0) return reply.code(404).send({ detail: API_MESSAGES.notFound });
  reply.header('allow', allowed.join(', '));
  return reply.code(405).send({ detail: API_MESSAGES.methodNotAllowed });
}
