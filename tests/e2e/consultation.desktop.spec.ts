import { expect, test } from '@playwright/test';
import { API_MESSAGES, CONSULTATION_MESSAGES } from '../../contract/messages';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { alertDialog, consultationForm } from './support/consultation';
import { storedConsultations } from './support/database';
import { gotoHydrated } from './support/page';
import { type RunningServer, startServer } from './support/server';

// A private server whose per-client write limit is 1: the first request is stored, the second is
// really rejected by the server (429), and its PGlite directory can be read once it has stopped.
let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ env: { WRITE_LIMIT_PER_MINUTE: '1' } });
});

test.afterAll(async () => {
  await server?.dispose();
});

test('consultation: stored in the database; a request the server rejects shows its detail', async ({
  page,
}) => {
  await gotoHydrated(page, `${server.url}/apply-counsel`);
  const form = consultationForm(page);
  const first = {
    type: 'inheritance',
    name: '박저장',
    phone: '010-2222-3333',
    content: '부친 상속재산 신고 기한을 알고 싶습니다.',
  } as const;
  await form.fill(first);
  await form.consent.check();
  await form.submit.click();
  const success = alertDialog(page, CONSULTATION_MESSAGES.succeeded);
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: DIALOG_COPY.ok }).click();

  const second = { ...first, name: '이거절' };
  await form.fill(second);
  await form.consent.check();
  await form.submit.click();
  const failure = alertDialog(
    page,
    `${CONSULTATION_MESSAGES.failedPrefix}${API_MESSAGES.rateLimited}`,
  );
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: DIALOG_COPY.ok }).click();
  // Nothing the visitor typed is lost.
  await expect(form.name).toHaveValue(second.name);
  await expect(form.content).toHaveValue(second.content);

  const rows = await storedConsultations(server, 'consultation_type, name, phone, content');
  expect(rows).toEqual([
    {
      consultation_type: first.type,
      name: first.name,
      phone: first.phone,
      content: first.content,
    },
  ]);
});
