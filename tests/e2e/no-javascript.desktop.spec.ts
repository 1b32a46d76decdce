import { expect, test } from '@playwright/test';
import { CONSULTATION_MESSAGES, JOB_MESSAGES } from '../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import { JOB_FORM_COPY } from '../../src/content/jobs';
import { HEADER_LABELS } from '../../src/content/layout';
import { NAV_ITEMS } from '../../src/content/navigation';
import { JOB_CONSENT } from '../../src/content/privacy';
import { consultationForm } from './support/consultation';
import { storedConsultations } from './support/database';
import { smallPdf } from './support/files';
import { type RunningServer, startServer } from './support/server';

// Scripts blocked (or never arrived): the forms that carry personal data still work, by POST.
test.use({ javaScriptEnabled: false });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.dispose();
});

test('without JavaScript a consultation posts, comes back with messages and values when incomplete, and is stored once', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(frame.url()));
  const phone = '010-7777-8888';
  await page.goto(`${server.url}${NATIVE_FORM_PATHS.consultation.action}`);
  let form = consultationForm(page);
  await form.fill({ type: 'gift', name: '무자바', phone, content: '스크립트 없이 보냅니다.' });
  await form.submit.click(); // consent not given
  await expect(page.getByRole('alert')).toContainText(CONSULTATION_MESSAGES.consentRequired);
  form = consultationForm(page);
  await expect(form.name).toHaveValue('무자바');
  await expect(form.phone).toHaveValue(phone);
  await expect(form.content).toHaveValue('스크립트 없이 보냅니다.');
  await form.consent.check();
  await form.submit.click();
  await expect(page).toHaveURL(`${server.url}${NATIVE_FORM_PATHS.consultation.received}`);
  await expect(page.getByRole('status')).toContainText(CONSULTATION_MESSAGES.succeeded);
  for (const url of visited) expect(url).not.toContain('7777');

  expect(await storedConsultations(server, 'name, phone')).toEqual([{ name: '무자바', phone }]);
});

test('without JavaScript a job application with its résumé posts as multipart', async ({
  page,
}) => {
  const jobServer = await startServer();
  try {
    await page.goto(`${jobServer.url}${NATIVE_FORM_PATHS.job.action}`);
    const form = page.getByRole('form', { name: JOB_FORM_COPY.heading });
    await form.getByLabel(JOB_FORM_COPY.nameLabel).fill('정지원');
    await form.getByLabel(JOB_FORM_COPY.emailLabel).fill('jiwon@example.com');
    await form.getByLabel(JOB_FORM_COPY.phoneLabel).fill('010-1111-2222');
    await form.getByLabel(JOB_FORM_COPY.positionLabel).selectOption('tax-accountant');
    await form.getByLabel(JOB_FORM_COPY.introductionLabel).fill('스크립트 없이 지원합니다.');
    await form.getByLabel(JOB_FORM_COPY.resumeLabel).setInputFiles({
      name: '이력서.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(),
    });
    await form.getByRole('checkbox', { name: JOB_CONSENT.label }).check();
    await form.getByRole('button', { name: JOB_FORM_COPY.submit }).click();
    await expect(page).toHaveURL(`${jobServer.url}${NATIVE_FORM_PATHS.job.received}`);
    await expect(page.getByRole('status')).toContainText(JOB_MESSAGES.succeeded);
  } finally {
    await jobServer.dispose();
  }
});

test('without JavaScript a phone opens the menu by its link, closes it, and reaches every page from it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(server.url);
  const menu = page.getByRole('navigation', { name: HEADER_LABELS.mainMenu });
  const faq = menu.getByRole('link', { name: NAV_ITEMS[3].label });
  await expect(faq).toBeHidden();
  await page.getByRole('link', { name: HEADER_LABELS.openMenu }).click();
  for (const item of NAV_ITEMS)
    await expect(menu.getByRole('link', { name: item.label })).toBeVisible();
  await page.getByRole('link', { name: HEADER_LABELS.closeMenu }).click();
  await expect(faq).toBeHidden();
  await page.getByRole('link', { name: HEADER_LABELS.openMenu }).click();
  await faq.click();
  await expect(page).toHaveURL(`${server.url}${NAV_ITEMS[3].to}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
