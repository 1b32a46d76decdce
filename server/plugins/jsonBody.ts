import { REQUEST_SHAPE } from '../../contract/limits';
import { API_MESSAGES } from '../../contract/messages';
import { HttpError, tooDeep } from '../http';
import { sharedPlugin } from './plugin';

/** JSON bodies of this API are a few kilobytes at most (500-character review, 2,000-character consultation). */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * The API speaks JSON (and multipart for uploads, parsed by the routes that take them): anything
 * else is 415, not a string body. An empty JSON body (some clients' POST …/views) means "no body";
 * bytes that are not UTF-8 are refused (400) rather than silently stored as U+FFFD.
 */
export const jsonBodyPlugin = sharedPlugin('jsonBody', async (app) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      const text = utf8.decode(body as Buffer);
      if (text.trim() === '') return done(null, undefined);
      const value: unknown = JSON.parse(text);
      if (tooDeep(value, REQUEST_SHAPE.jsonDepthMax)) {
        return done(new HttpError(400, API_MESSAGES.nestedTooDeep), undefined);
      }
      done(null, value);
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });
});
