// What the job application machine does beyond its model: refused files, missing fields in form
// order, the server's messages, a new application after one was sent.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CallFailure } from '../../contract/errors';
import { JOB_LIMITS } from '../../contract/limits';
import { JOB_MESSAGES as M } from '../../contract/messages';
import {
  EMPTY_APPLICATION,
  type JobApplicationEvent,
  type JobApplicationRequest,
  jobApplicationMachine,
} from '../../machines/jobApplicationMachine';
import { disguised, resume } from './jobFiles';

describe('jobApplicationMachine behaviour', () => {
  it('rejects a renamed executable on selection and keeps its message', () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: disguised });
    expect(actor.getSnapshot().context.files.resume).toBeNull();
    expect(actor.getSnapshot().context.errors.resume).toBe(M.resumeType);
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: resume });
    expect(actor.getSnapshot().context.errors.resume).toBeUndefined();
  });

  it("keeps a refused résumé's reason when the form is sent, instead of asking for a file", () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: disguised });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.resume).toBe(M.resumeType);
  });

  it('lists every missing field in form order', () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({ type: 'SUBMIT' });
    expect(Object.entries(actor.getSnapshot().context.errors)).toEqual([
      ['name', M.nameRequired],
      ['email', M.emailRequired],
      ['phone', M.phoneRequired],
      ['position', M.positionRequired],
      ['introduction', M.introductionRequired],
      ['resume', M.resumeRequired],
      ['privacyAgreement', M.privacyRequired],
    ]);
  });

  it('lists an experience too long in its place, between introduction and resume', () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({
      type: 'FIELD_CHANGED',
      field: 'experience',
      value: '가'.repeat(JOB_LIMITS.experienceMax + 1),
    });
    actor.send({ type: 'SUBMIT' });
    expect(Object.entries(actor.getSnapshot().context.errors)).toEqual([
      ['name', M.nameRequired],
      ['email', M.emailRequired],
      ['phone', M.phoneRequired],
      ['position', M.positionRequired],
      ['introduction', M.introductionRequired],
      ['experience', M.experienceTooLong],
      ['resume', M.resumeRequired],
      ['privacyAgreement', M.privacyRequired],
    ]);
  });

  /** The machine with its upload answered by `upload`. */
  const startUploadingTo = (upload: () => Promise<unknown>) =>
    createActor(
      jobApplicationMachine.provide({
        actors: { submitApplication: fromPromise<unknown, JobApplicationRequest>(upload) },
      }),
    ).start();

  /** A form that passes, with the e-mail typed between spaces. */
  const fillIn = (actor: { send: (event: JobApplicationEvent) => void }) => {
    for (const [field, value] of [
      ['name', ' 김지원 '],
      ['email', ' jiwon@example.com '],
      ['phone', '010-0000-0000'],
      ['introduction', '소개'],
    ] as const) {
      actor.send({ type: 'FIELD_CHANGED', field, value });
    }
    actor.send({ type: 'POSITION_CHOSEN', position: 'tax-accountant' });
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: resume });
    actor.send({ type: 'AGREEMENT_CHANGED', agreed: true });
  };

  it('echoes the applicant trimmed on the success view', async () => {
    const actor = startUploadingTo(async () => ({ status: 'success' }));
    fillIn(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context.applicant).toEqual({
      name: '김지원',
      email: 'jiwon@example.com',
    });
  });

  it("shows the server's messages for the form's fields, the portfolio too, and no other", async () => {
    const refused: CallFailure = {
      kind: 'http',
      status: 422,
      detail: '입력값을 확인해주세요.',
      errors: [
        { field: 'portfolio', message: M.portfolioType },
        { field: 'website', message: '허용되지 않는 필드입니다.' },
      ],
    };
    const actor = startUploadingTo(async () => {
      throw refused;
    });
    fillIn(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ filling: 'failed' }));
    expect(actor.getSnapshot().context.errors).toEqual({ portfolio: M.portfolioType });
    expect(actor.getSnapshot().context.serverDetail).toBe('입력값을 확인해주세요.');
  });

  it('starts a new application for a position chosen after submitting', async () => {
    const actor = startUploadingTo(async () => ({ status: 'success' }));
    for (const [field, value] of [
      ['name', '김지원'],
      ['email', 'jiwon@example.com'],
      ['phone', '010-1234-5678'],
      ['introduction', '소개'],
    ] as const) {
      actor.send({ type: 'FIELD_CHANGED', field, value });
    }
    actor.send({ type: 'POSITION_CHOSEN', position: 'tax-accountant' });
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: resume });
    actor.send({ type: 'AGREEMENT_CHANGED', agreed: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('submitted'));
    actor.send({ type: 'POSITION_CHOSEN', position: 'accounting-staff' });
    expect(actor.getSnapshot().matches({ filling: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({
      ...EMPTY_APPLICATION,
      position: 'accounting-staff',
    });
  });
});
