import { expect, type Page, test } from '@playwright/test';
import { API_MESSAGES, JOB_MESSAGES, NATIVE_FORM_MESSAGES } from '../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import { JOB_FORM_COPY } from '../../src/content/jobs';
import { JOB_CONSENT } from '../../src/content/privacy';
import { consultationForm } from './support/consultation';
import { smallPdf } from './support/files';
import { gotoHydrated } from './support/page';
import { type RunningServer, startServer } from './support/server';

// A server whose hourly upload quota per address (5 MB) is below a 9 MB résumé: the upload is
// refused before a byte of it is read. The browser must still get the answer, not a reset.
let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer({ env: { UPLOAD_MB_PER_HOUR_PER_ADDRESS: '5' } });
});
test.afterAll(async () => {
  await server?.dispose();
});

const applicant = { name: '정지원', email: 'jiwon@example.com', phone: '010-1111-2222' };

async function fillApplication(page: Page) {
  const form = page.getByRole('form', { name: JOB_FORM_COPY.heading });
  await form.getByLabel(JOB_FORM_COPY.nameLabel).fill(applicant.name);
  await form.getByLabel(JOB_FORM_COPY.emailLabel).fill(applicant.email);
  await form.getByLabel(JOB_FORM_COPY.phoneLabel).fill(applicant.phone);
  await form.getByLabel(JOB_FORM_COPY.positionLabel).selectOption('tax-accountant');
  await form.getByLabel(JOB_FORM_COPY.introductionLabel).fill('큰 이력서를 보냅니다.');
  await form.getByLabel(JOB_FORM_COPY.resumeLabel).setInputFiles({
    name: '이력서.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([smallPdf(), Buffer.alloc(9 * 1024 * 1024)]),
  });
  await form.getByRole('checkbox', { name: JOB_CONSENT.label }).check();
  return form;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a 9 MB résumé over the quota comes back as the page (507) with the typed values', async ({
    page,
  }) => {
    await page.goto(`${server.url}${NATIVE_FORM_PATHS.job.action}`);
    const form = await fillApplication(page);
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/job'),
    );
    await form.getByRole('button', { name: JOB_FORM_COPY.submit }).click();
    expect((await answer).status()).toBe(507);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(NATIVE_FORM_MESSAGES.refusedHeading);
    await expect(alert).toContainText(API_MESSAGES.uploadQuotaReached);
    await expect(alert).toContainText(NATIVE_FORM_MESSAGES.valuesKeptFilesAgain);
    const back = page.getByRole('form', { name: JOB_FORM_COPY.heading });
    await expect(back.getByLabel(JOB_FORM_COPY.nameLabel)).toHaveValue(applicant.name);
    await expect(back.getByLabel(JOB_FORM_COPY.emailLabel)).toHaveValue(applicant.email);
    await expect(back.getByLabel(JOB_FORM_COPY.phoneLabel)).toHaveValue(applicant.phone);
    await expect(back.getByLabel(JOB_FORM_COPY.positionLabel)).toHaveValue('tax-accountant');
  });

  test('a consultation past the write limit comes back as the page (429) with when to send again', async ({
    page,
  }) => {
    // A server of its own, whose write limit is one post a minute: the second is past it.
    const limited = await startServer({ env: { WRITE_LIMIT_PER_MINUTE: '1' } });
    try {
      let status = 0;
      for (let sent = 0; status !== 429 && sent < 2; sent++) {
        await page.goto(`${limited.url}${NATIVE_FORM_PATHS.consultation.action}`);
        const form = consultationForm(page);
        await form.fill({
          type: 'gift',
          name: '한도초과',
          phone: '02-123-4567',
          content: '두 번째',
        });
        await form.consent.check();
        const answer = page.waitForResponse((response) => response.request().method() === 'POST');
        await form.submit.click();
        status = (await answer).status();
      }
      expect(status).toBe(429);
      await expect(page.getByRole('alert')).toContainText(API_MESSAGES.rateLimited);
      await expect(page.getByRole('alert')).toContainText(/\d+(초|분) 뒤에 다시 보내주세요/);
      const form = consultationForm(page);
      await expect(form.name).toHaveValue('한도초과');
      await expect(form.phone).toHaveValue('02-123-4567');
      await expect(form.content).toHaveValue('두 번째');
    } finally {
      await limited.dispose();
    }
  });
});

test('with JavaScript a 9 MB résumé over the quota shows the server’s message, not a network error', async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}${NATIVE_FORM_PATHS.job.action}`);
  const form = await fillApplication(page);
  const answer = page.waitForResponse((response) =>
    response.url().includes('/api/job-applications'),
  );
  await form.getByRole('button', { name: JOB_FORM_COPY.submit }).click();
  expect((await answer).status()).toBe(507);
  const alert = page.getByRole('alert').filter({ hasText: JOB_MESSAGES.failed });
  await expect(alert).toContainText(API_MESSAGES.uploadQuotaReached);
  await expect(form.getByLabel(JOB_FORM_COPY.nameLabel)).toHaveValue(applicant.name);
});
