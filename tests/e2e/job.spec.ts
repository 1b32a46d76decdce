import { expect, test } from '@playwright/test';
import { jobPositions } from '../../contract/jobPositions';
import { JOB_MESSAGES } from '../../contract/messages';
import { JOB_FORM_COPY, JOB_SUCCESS_COPY, POSITIONS_COPY } from '../../src/content/jobs';
import { JOB_CONSENT } from '../../src/content/privacy';
import { fakeExecutable, smallPdf } from './support/files';
import { expectNoAxeViolations, gotoHydrated } from './support/page';

test('job: a position preselects itself, a disguised .exe is refused, a real PDF is sent', async ({
  page,
}) => {
  const position = jobPositions[2];
  if (!position) throw new Error('the third position is missing');
  await gotoHydrated(page, '/job');

  await page.getByRole('button', { name: `${position.title} ${POSITIONS_COPY.details}` }).click();
  const dialog = page.getByRole('dialog', { name: position.title, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(POSITIONS_COPY.duties)).toBeVisible();
  await expect(dialog.getByText(POSITIONS_COPY.requirements)).toBeVisible();
  await expect(dialog.getByText(POSITIONS_COPY.preferred)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: POSITIONS_COPY.applyForPosition }).click();
  await expect(dialog).toBeHidden();

  const form = page.getByRole('form', { name: JOB_FORM_COPY.heading });
  const positionSelect = form.getByLabel(JOB_FORM_COPY.positionLabel);
  await expect(positionSelect).toHaveValue(position.id);
  await expect(positionSelect).toBeFocused();
  await expect(positionSelect).toBeInViewport();

  const resume = form.getByLabel(JOB_FORM_COPY.resumeLabel);
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: fakeExecutable(),
  });
  await expect(form.getByText(JOB_MESSAGES.resumeType)).toBeVisible();

  const applicant = { name: '정지원', email: 'applicant@example.com' };
  await form.getByLabel(JOB_FORM_COPY.nameLabel).fill(applicant.name);
  await form.getByLabel(JOB_FORM_COPY.emailLabel).fill(applicant.email);
  await form.getByLabel(JOB_FORM_COPY.phoneLabel).fill('010-5555-6666');
  await form
    .getByLabel(JOB_FORM_COPY.introductionLabel)
    .fill('상속·증여 컨설팅 경험을 살리고 싶습니다.');
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  await expect(form.getByText(JOB_MESSAGES.resumeType)).toBeHidden();
  await form.getByRole('checkbox', { name: JOB_CONSENT.label }).check();
  await form.getByRole('button', { name: JOB_FORM_COPY.submit }).click();

  const success = page.getByRole('status').filter({ hasText: JOB_MESSAGES.succeeded });
  await expect(success).toBeVisible({ timeout: 10_000 });
  await expect(success).toContainText(JOB_SUCCESS_COPY.body(applicant.name, applicant.email));

  await success.getByRole('button', { name: JOB_SUCCESS_COPY.reset }).click();
  await expect(form.getByLabel(JOB_FORM_COPY.nameLabel)).toHaveValue('');
  await expect(form.getByLabel(JOB_FORM_COPY.positionLabel)).toHaveValue('');
});
