import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Busboy, { type BusboyHeaders } from '@fastify/busboy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consultationRequestSchema } from '../../contract/consultations';
import { jobApplicationFieldsSchema } from '../../contract/jobs';
import {
  API_MESSAGES,
  CONSULTATION_MESSAGES,
  JOB_MESSAGES,
  NATIVE_FORM_MESSAGES,
} from '../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import { bodyUnread } from '../connection/lingering';
import { HttpError, parseInput } from '../http';
import type { Mailer } from '../mailer';
import {
  answerPage,
  barePage,
  noticeHtml,
  type StaticFormPage,
  staticFormPage,
} from '../nativeForms/formPage';
import { describeError, errorReporter, lingerBeforeAnswer } from '../plugins/errors';
import { MULTIPART_LIMITS, registerMultipart } from '../plugins/multipart';
import { WRITE_LIMIT } from '../plugins/security';
import { acceptConsultation } from './consultations';
import { withReceivedApplication } from './jobApplications';

/** The two forms that carry personal data, where they post without JavaScript, and their copy. */
const NATIVE_FORMS = {
  consultation: {
    ...NATIVE_FORM_PATHS.consultation,
    succeeded: CONSULTATION_MESSAGES.succeeded,
    invalidHint: NATIVE_FORM_MESSAGES.invalidHint,
    kept: NATIVE_FORM_MESSAGES.valuesKept,
  },
  job: {
    ...NATIVE_FORM_PATHS.job,
    succeeded: JOB_MESSAGES.succeeded,
    invalidHint: NATIVE_FORM_MESSAGES.invalidHintWithFiles,
    kept: NATIVE_FORM_MESSAGES.valuesKeptFilesAgain,
  },
} as const;
type NativeForm = (typeof NATIVE_FORMS)[keyof typeof NATIVE_FORMS];

/** The consultation form's fields: the API's, and the consent the page checks itself. */
const CONSULTATION_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(consultationRequestSchema.entries),
  'agreement',
]);

/** Every text field of both forms: what a refused post's body is read for. */
const FORM_FIELDS: ReadonlySet<string> = new Set([
  ...CONSULTATION_FIELDS,
  ...Object.keys(jobApplicationFieldsSchema.entries),
]);

/** The values a request to a form's path brought, as far as its body was read. */
const typedValues = new WeakMap<FastifyRequest, Record<string, string>>();

const isValues = (body: unknown): body is Record<string, string> =>
  typeof body === 'object' && body !== null;

/** The pairs of a urlencoded body cut short: the last, maybe cut in two, is left out. */
const wholePairs = (text: string) => text.slice(0, Math.max(0, text.lastIndexOf('&')));

/**
 * Reads the text fields of a post refused before its body was read (another site, the write
 * limit, a database the limit could not reach, an upload over quota), while lingerBeforeAnswer
 * drains it: so the page that says why still holds what was typed. Files are read and dropped.
 */
async function valuesOfRefused(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Record<string, string>> {
  const known = typedValues.get(request) ?? (isValues(request.body) ? request.body : undefined);
  if (known || !bodyUnread(request.raw)) {
    await lingerBeforeAnswer(request, reply);
    return known ?? {};
  }
  const type = request.headers['content-type'] ?? '';
  const limit = request.server.initialConfig.bodyLimit ?? 0;
  if (/^application\/x-www-form-urlencoded/i.test(type)) {
    const chunks: Buffer[] = [];
    let kept = 0;
    await lingerBeforeAnswer(request, reply, (chunk) => {
      if (kept < limit) chunks.push(chunk.subarray(0, limit - kept));
      kept += chunk.length;
    });
    const text = Buffer.concat(chunks).toString('utf8');
    return formFields(kept > limit ? wholePairs(text) : text, FORM_FIELDS);
  }
  const fields: Record<string, string> = {};
  if (!/^multipart\/form-data/i.test(type)) {
    await lingerBeforeAnswer(request, reply);
    return fields;
  }
  let parser: ReturnType<typeof Busboy> | undefined;
  try {
    parser = Busboy({ headers: request.headers as BusboyHeaders, limits: MULTIPART_LIMITS });
  } catch {
    parser = undefined; // no boundary: nothing to read fields from
  }
  const broken = () => {
    parser = undefined;
  };
  parser?.on('error', broken);
  parser?.on('field', (name: string, value: string) => {
    if (FORM_FIELDS.has(name) && !Object.hasOwn(fields, name)) fields[name] = value;
  });
  parser?.on('file', (_name: string, file: NodeJS.ReadableStream) => {
    // A body cut short ends the file part with an error: without a listener, an uncaught one.
    file.on('error', () => {});
    file.resume();
  });
  await lingerBeforeAnswer(request, reply, (chunk) => parser?.write(chunk));
  const reading = parser;
  if (reading) {
    await new Promise<void>((resolve) => {
      reading.once('finish', resolve);
      reading.once('error', () => resolve());
      // A body cut short may leave the parser waiting for a boundary that never comes.
      setImmediate(resolve);
      reading.end();
    });
  }
  return fields;
}

/**
 * The first value of each of `names` in a urlencoded body, decoded as URLSearchParams decodes
 * (`+`, percent escapes, lossy UTF-8); every other name is skipped without being decoded.
 */
export function formFields(body: string, names: ReadonlySet<string>): Record<string, string> {
  const fields: Record<string, string> = {};
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('&', start);
    if (end < 0) end = body.length;
    const equals = body.indexOf('=', start);
    const keyEnd = equals >= 0 && equals < end ? equals : end;
    const raw = body.slice(start, keyEnd);
    const key = /[%+]/.test(raw) ? (new URLSearchParams(raw).keys().next().value ?? '') : raw;
    if (names.has(key) && !Object.hasOwn(fields, key)) {
      fields[key] = new URLSearchParams(body.slice(start, end)).values().next().value ?? '';
    }
    start = end + 1;
  }
  return fields;
}

/**
 * Forms sent without JavaScript (or by a browser whose scripts never arrived): they post here,
 * to their own page's path, never as a GET that would put a name and a phone number in the URL.
 * The same contract schemas check them and the same code stores them; the answer is the page
 * itself, made static — with the Korean messages and every typed value (files excepted) when
 * something is wrong, or, after a 303 (so a reload sends nothing twice), with "received".
 */
export async function nativeFormRoutes(
  app: FastifyInstance,
  options: { mailer: Mailer | null; distDir: string },
) {
  const root = resolve(options.distDir);
  const consultation = NATIVE_FORMS.consultation;
  const job = NATIVE_FORMS.job;
  await registerMultipart(app);

  // Only the forms' own fields are read, in one pass over the body: a post of thousands of
  // names the form does not have costs a split, not thousands of objects, checks and lookups.
  // Past the limit (413) the pairs read so far are kept, so that the page can show them again.
  const limit = app.initialConfig.bodyLimit ?? 0;
  app.addContentTypeParser('application/x-www-form-urlencoded', (request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
      stop();
      payload.pause();
      const text = Buffer.concat(chunks).toString('utf8');
      typedValues.set(request, formFields(wholePairs(text), FORM_FIELDS));
      done(new HttpError(413, API_MESSAGES.bodyTooLarge), undefined);
    };
    const onEnd = () => {
      stop();
      done(null, formFields(Buffer.concat(chunks).toString('utf8'), FORM_FIELDS));
    };
    const onError = (error: Error) => {
      stop();
      done(error, undefined);
    };
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });

  // Made static once per source: each published version's page (kept while that version is),
  // and the build's file, which does not change while the process runs.
  const publishedPages = new WeakMap<object, StaticFormPage>();
  const builtPages = new Map<string, StaticFormPage>();
  async function page(form: NativeForm): Promise<StaticFormPage | null> {
    // The page of the published version when one is rendered (decision 149), else the build's.
    const published = app.publisher.current().pages?.get(form.action);
    if (published) {
      let made = publishedPages.get(published);
      if (!made) {
        made = staticFormPage(published.html.toString('utf8'));
        publishedPages.set(published, made);
      }
      return made;
    }
    const built = builtPages.get(form.action);
    if (built) return built;
    try {
      const made = staticFormPage(await readFile(join(root, form.action, 'index.html'), 'utf8'));
      builtPages.set(form.action, made);
      return made;
    } catch {
      return null; // the site is not built: a bare page instead
    }
  }

  async function sendPage(
    reply: FastifyReply,
    status: number,
    form: NativeForm,
    values: Record<string, string>,
    notice: string,
  ) {
    // A page sent with body still to come (a consultation posted as multipart) lingers first.
    await lingerBeforeAnswer(reply.request, reply);
    const shown = await page(form);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(shown ? answerPage(shown, values, notice) : barePage(form.action, notice));
  }

  const answerWithForm = (
    reply: FastifyReply,
    status: number,
    form: NativeForm,
    values: Record<string, string>,
    messages: string[],
  ) =>
    sendPage(
      reply,
      status,
      form,
      values,
      noticeHtml('error', NATIVE_FORM_MESSAGES.invalidHeading, [
        ...new Set(messages),
        form.invalidHint,
      ]),
    );

  /**
   * Every refusal and failure on a form's path (the database away or busy, the write limit,
   * another site, a body too large or of another type, an upload over quota or a full disk) is
   * the form's page, with what was typed and a message saying what happened and when to try
   * again, under the status the API would answer; never the API's JSON.
   */
  const report = errorReporter(app);
  const formOf = (request: FastifyRequest): NativeForm =>
    request.routeOptions.url === job.action || request.routeOptions.url === job.received
      ? job
      : consultation;
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, headers } = describeError(error);
    if (headers) reply.headers(headers);
    const detail = String(body.detail);
    report(error, request, status, detail);
    // A post from another site is not filled back in: its values are that site's, and shown
    // under this site's name they would be its words (a phone number "to call", say). The
    // body is drained all the same, so that the refusal reaches the browser.
    const fromElsewhere = detail === API_MESSAGES.crossSite;
    const read = await valuesOfRefused(request, reply);
    const values = fromElsewhere ? {} : read;
    const form = formOf(request);
    const retry = NATIVE_FORM_MESSAGES.retryAfter(status, Number(reply.getHeader('retry-after')));
    return sendPage(
      reply,
      status,
      form,
      values,
      noticeHtml('error', NATIVE_FORM_MESSAGES.refusedHeading, [
        detail,
        ...(retry ? [retry] : []),
        ...(fromElsewhere ? [] : [form.kept]),
      ]),
    );
  });

  /** Stored, the visitor is sent on (303) to the page that says so; refused, the handler above. */
  async function storeThenRedirect(
    form: NativeForm,
    store: () => Promise<unknown>,
    reply: FastifyReply,
  ) {
    await store();
    return reply.code(303).header('location', form.received).send();
  }

  app.post(consultation.action, { config: WRITE_LIMIT }, async (request, reply) => {
    const body = request.body;
    const values: Record<string, string> =
      body && typeof body === 'object' ? (body as Record<string, string>) : {};
    const messages: string[] = [];
    let input: ReturnType<typeof parseInput<typeof consultationRequestSchema>> | undefined;
    try {
      input = parseInput(consultationRequestSchema, values);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      messages.push(...(error.errors ?? []).map((item) => item.message), error.detail);
    }
    // The API never receives the consent (the page checks it); a native form must carry it.
    if (values.agreement !== 'on') messages.push(CONSULTATION_MESSAGES.consentRequired);
    if (messages.length > 0 || !input)
      return answerWithForm(reply, 422, consultation, values, messages);
    const valid = input;
    return storeThenRedirect(
      consultation,
      () => acceptConsultation(app, options.mailer, request.log, valid, request),
      reply,
    );
  });

  app.post(job.action, { config: WRITE_LIMIT }, (request, reply) =>
    withReceivedApplication(
      app,
      request,
      async ({ fields, result }) => {
        if (!result.ok) {
          const status = [409, 413, 415].includes(result.status) ? result.status : 422;
          return answerWithForm(
            reply,
            status,
            job,
            fields,
            result.errors.map((item) => item.message),
          );
        }
        return storeThenRedirect(
          job,
          async () => {
            await app.jobApplications.create(result.application, result.files);
            app.visitCounter.event(request, 'job_application_sent');
          },
          reply,
        );
      },
      // Refused while or after reading (a part too many, the database away): these come back.
      (fields) => typedValues.set(request, fields),
    ),
  );

  for (const form of Object.values(NATIVE_FORMS)) {
    app.get(form.received, (_request, reply) =>
      sendPage(
        reply,
        200,
        form,
        {},
        noticeHtml(
          'success',
          NATIVE_FORM_MESSAGES.receivedHeading,
          [form.succeeded],
          [{ href: '/', label: NATIVE_FORM_MESSAGES.backHome }],
        ),
      ),
    );
  }
}
