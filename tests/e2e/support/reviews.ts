import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import {
  CONSULTATION_TYPE_LABELS,
  type ConsultationType,
} from '../../../contract/consultationTypes';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import {
  REVIEW_ACCESS_COPY,
  REVIEW_BOARD_COPY,
  REVIEW_FORM_COPY,
} from '../../../src/content/reviews';
import { type RunningServer, startServer } from './server';

/**
 * Review tests assert orders ("first on page 1") that another worker's writes would disturb, so
 * each worker gets its own server and database; its tests run one after another on it.
 */
export const test = base.extend<object, { reviewServer: RunningServer }>({
  reviewServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructuring pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ reviewServer }, use) => use(reviewServer.url),
});

export { expect };

export interface ReviewInput {
  username: string;
  password: string;
  type: ConsultationType;
  title: string;
  content: string;
}

let counter = 0;
/** A review whose title no other test uses. */
export function uniqueReview(overrides: Partial<ReviewInput> = {}): ReviewInput {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    username: '홍길동',
    password: 'secret-1234',
    type: 'inheritance',
    title: `후기 ${stamp}`,
    content: `상속세 신고를 꼼꼼하게 도와주셨습니다. (${stamp})`,
    ...overrides,
  };
}

/** Writes reviews through the real API, oldest first. */
export async function seedReviews(
  request: APIRequestContext,
  baseURL: string,
  reviews: ReviewInput[],
) {
  for (const review of reviews) {
    const response = await request.post(`${baseURL}${REVIEW_API.list}`, {
      data: {
        username: review.username,
        password: review.password,
        title: review.title,
        content: review.content,
        consultation_type: review.type,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

export function board(page: Page) {
  const main = page.getByRole('main');
  return {
    rows: main.locator('tbody tr'),
    /** While a page loads the previous rows stay visible with aria-busy; this waits them out. */
    async loaded() {
      await expect(main.locator('table')).toHaveAttribute('aria-busy', 'false');
    },
    rowTitle: (title: string) => main.getByRole('button', { name: title, exact: true }),
    writeButton: main.getByRole('button', { name: REVIEW_BOARD_COPY.writeButton }),
    sizeSelect: main.getByLabel(REVIEW_BOARD_COPY.pageSizeLabel),
    sortSelect: main.getByLabel(REVIEW_BOARD_COPY.sortLabel),
    pageButton: (n: number) => main.getByRole('button', { name: `${n}페이지`, exact: true }),
    currentPage: main.locator('nav button[aria-current="page"]'),
  };
}

export function dialogs(page: Page) {
  return {
    write: page.getByRole('dialog', { name: REVIEW_MESSAGES.writeTitle }),
    password: page.getByRole('dialog', { name: REVIEW_ACCESS_COPY.passwordTitle }),
    detail: (title: string) => page.getByRole('dialog', { name: title, exact: true }),
    edit: page.getByRole('dialog', { name: REVIEW_ACCESS_COPY.editTitle }),
    confirmDelete: page.getByRole('alertdialog', { name: REVIEW_MESSAGES.deleteConfirm }),
    confirmCancel: page.getByRole('alertdialog', { name: REVIEW_MESSAGES.cancelWriteConfirm }),
  };
}

export async function fillWriteForm(page: Page, review: ReviewInput) {
  const dialog = dialogs(page).write;
  await dialog.getByLabel(REVIEW_FORM_COPY.username).fill(review.username);
  await dialog.getByLabel(REVIEW_FORM_COPY.password, { exact: true }).fill(review.password);
  await dialog
    .getByLabel(REVIEW_FORM_COPY.type)
    .selectOption({ label: CONSULTATION_TYPE_LABELS[review.type] });
  await dialog.getByLabel(REVIEW_FORM_COPY.title, { exact: true }).fill(review.title);
  await dialog.getByLabel(REVIEW_FORM_COPY.content, { exact: true }).fill(review.content);
}
