import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { consultationRequestSchema } from '../../contract/consultations';
import {
  API_MESSAGES,
  CONSULTATION_MESSAGES,
  JOB_MESSAGES,
  NATIVE_FORM_MESSAGES,
} from '../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import { DatabaseUnavailableError } from '../db/database';
import { HttpError, parseInput } from '../http';
import type { Mailer } from '../mailer';
import {
  answerPage,
  barePage,
  noticeHtml,
  type StaticFormPage,
  staticFormPage,
} from '../nativeForms/formPage';
import { registerMultipart } from '../plugins/multipart';
import { WRITE_LIMIT } from '../plugins/security';
import { isDiskFull } from '../storage';
import { acceptConsultation } from './consultations';
import { withReceivedApplication } from './jobApplications';

/** The two forms that carry personal data, where they post without JavaScript, and their copy. */
const NATIVE_FORMS = {
  consultation: {
    ...NATIVE_FORM_PATHS.consultation,
    succeeded: CONSULTATION_MESSAGES.succeeded,
    invalidHint: NATIVE_FORM_MESSAGES.invalidHint,
  },
  job: {
    ...NATIVE_FORM_PATHS.job,
    succeeded: JOB_MESSAGES.succeeded,
    invalidHint: NATIVE_FORM_MESSAGES.invalidHintWithFiles,
  },
} as const;
type NativeForm = (typeof NATIVE_FORMS)[keyof typeof NATIVE_FORMS];

/** The consultation form's fields: the API's, and the consent the page checks itself. */
const CONSULTATION_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(consultationRequestSchema.entries),
  'agreement',
]);

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
  await registerMultipart(app);

  // Only the form's own fields are read, in one pass over the body: a post of thousands of
  // names the form does not have costs a split, not thousands of objects, checks and lookups.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, formFields(String(body), CONSULTATION_FIELDS)),
  );

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
    const shown = await page(form);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(shown ? answerPage(shown, values, notice) : barePage(form.action, notice));
  }

  const comesBack = (
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

  /** A database that is away must not lose what was typed: the form comes back with it. */
  async function storing(
    reply: FastifyReply,
    form: NativeForm,
    values: Record<string, string>,
    store: () => Promise<unknown>,
  ) {
    try {
      await store();
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      return comesBack(reply, 503, form, values, [API_MESSAGES.unavailable]);
    }
    return reply.code(303).header('location', form.received).send();
  }

  const consultation = NATIVE_FORMS.consultation;
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
    if (messages.length > 0 || !input) return comesBack(reply, 422, consultation, values, messages);
    const valid = input;
    return storing(reply, consultation, values, () =>
      acceptConsultation(app, options.mailer, request.log, valid, request),
    );
  });

  const job = NATIVE_FORMS.job;
  app.post(job.action, { config: WRITE_LIMIT }, async (request, reply) => {
    try {
      return await withReceivedApplication(app, request, async ({ fields, result }) => {
        if (!result.ok) {
          const status = [409, 413, 415].includes(result.status) ? result.status : 422;
          return comesBack(
            reply,
            status,
            job,
            fields,
            result.errors.map((item) => item.message),
          );
        }
        return storing(reply, job, fields, async () => {
          await app.jobApplications.create(result.application, result.files);
          await app.visitCounter.event(request, 'job_application_sent', request.log);
        });
      });
    } catch (error) {
      // Refused for storage (quota, free space: 507) or too many uploads at once (429), or the
      // disk filled while writing: a page that says so, not the API's JSON.
      const refused =
        error instanceof HttpError && (error.statusCode === 507 || error.statusCode === 429);
      if (!refused && !isDiskFull(error)) throw error;
      if (refused) app.warnUploadRefused({ client: request.ip, detail: error.detail });
      else app.storage.writeFailed(error, request.log);
      const detail = refused ? error.detail : API_MESSAGES.storageFull;
      return sendPage(
        reply,
        refused ? error.statusCode : 507,
        job,
        {},
        noticeHtml('error', detail, []),
      );
    }
  });

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
