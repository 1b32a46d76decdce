import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consultationRequestSchema } from '../../contract/consultations';
import {
  API_MESSAGES,
  CONSULTATION_MESSAGES,
  JOB_MESSAGES,
  NATIVE_FORM_MESSAGES,
} from '../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import { HttpError, parseInput } from '../http';
import type { Mailer } from '../mailer';
import {
  answerPage,
  barePage,
  noticeHtml,
  type StaticFormPage,
  staticFormPage,
} from '../nativeForms/formPage';
import { keepTypedValues, urlencodedFormParser, valuesOfRefused } from '../nativeForms/typedValues';
import { describeError, errorReporter, lingerBeforeAnswer } from '../plugins/errors';
import { registerMultipart } from '../plugins/multipart';
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

  urlencodedFormParser(app);

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
      (fields) => keepTypedValues(request, fields),
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
