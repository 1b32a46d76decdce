import { expect, type Page, test } from '@playwright/test';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import { VISIT_API } from '../../contract/visitBeacon';
import {
  CALCULATOR_COPY as copy,
  CALCULATOR_FIELDS as F,
  CALCULATOR_RULES as RULES,
} from '../../src/content/calculator';
import { COUNSEL_FORM_COPY } from '../../src/content/counsel';
import { consultationForm } from './support/consultation';
import {
  expectNoAxeViolations,
  gotoBeforeHydration,
  gotoHydrated,
  horizontalOverflow,
} from './support/page';

const amountField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

test('calculator: type, see the breakdown, carry it into the consultation form, no amount in the URL', async ({
  page,
}) => {
  const urls: string[] = [];
  const beacons: string[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (new URL(request.url()).pathname === VISIT_API) beacons.push(request.postData() ?? '');
  });
  await gotoHydrated(page, '/calculator');
  await expectNoAxeViolations(page);

  const estate = amountField(page, F.estate.label);
  await estate.fill('-20억');
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByText(M.amountNegative)).toBeVisible();
  await expect(estate).toBeFocused();
  await expect(estate).toHaveValue('-20억');

  await estate.fill('2000000000');
  await expect(page.getByText('20억 원', { exact: true })).toBeVisible();
  await amountField(page, F.spouseInherits.label).fill('8억');
  await estate.press('Enter');

  // 20억, 배우자 8억, 성년 자녀 2명: worked by hand in tests/contract/taxEstimate.test.ts.
  const status = page.getByRole('status').filter({ hasText: '납부세액' });
  await expect(status).toHaveText(/예상 상속세 납부세액은 1억 4,404만 5,000원입니다/);
  const result = page.getByRole('region', { name: copy.resultHeading });
  await expect(result.getByText('일괄공제')).toBeVisible();
  await expect(result.getByText('배우자 상속공제')).toBeVisible();
  await expect(result.getByText('144,045,000원').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await result.getByRole('button', { name: copy.counsel }).click();
  await expect(page).toHaveURL(/\/apply-counsel$/);
  const form = consultationForm(page);
  await expect(form.type).toHaveValue('inheritance');
  await expect(form.content).toHaveValue(/납부할 세액\(예상\) 1억 4,404만 5,000원/);
  await expect(form.content).toHaveAccessibleDescription(COUNSEL_FORM_COPY.carriedHint);
  await form.content.fill('제가 고쳐 쓴 상담 내용');
  await expect(form.content).toHaveValue('제가 고쳐 쓴 상담 내용');

  // Nothing was sent, and no address the browser asked for carries an amount.
  for (const url of urls) {
    expect(url).not.toMatch(/억|%EC%96%B5|2000000000|144045000|800000000/);
    expect(new URL(url).search).toBe('');
  }
  // The only call is the visit count's beacon, which names the page and the step, never an amount.
  expect(urls.filter((url) => url.includes('/api/') && !url.includes(VISIT_API))).toEqual([]);
  for (const beacon of beacons) expect(beacon).not.toMatch(/억|2000000000|144045000|800000000/);
});

test('calculator: a gift to an adult child, and the page at 200 % zoom', async ({ page }) => {
  await gotoHydrated(page, '/calculator');
  await page.getByRole('radio', { name: copy.modes.gift }).check();
  await amountField(page, F.giftAmount.label).fill('1억');
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: '납부세액' })).toHaveText(
    /예상 증여세 납부세액은 485만 원입니다/,
  );
  // 200 % zoom of a 1280 × 800 window lays the page out at 640 × 400 CSS px: nothing runs off.
  await page.setViewportSize({ width: 640, height: 400 });
  await expect(page.getByRole('button', { name: copy.counsel })).toBeVisible();
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

test('calculator: what is typed and pressed before the page is live is computed once it is', async ({
  page,
}) => {
  const hydrate = await gotoBeforeHydration(page, '/calculator');
  const estate = amountField(page, F.estate.label);
  await estate.fill('20억');
  await amountField(page, F.spouseInherits.label).fill('8억');
  await estate.press('Enter');
  // Held, not sent: a native submission would have left the page.
  expect(new URL(page.url()).pathname).toBe('/calculator');

  await hydrate();
  await expect(estate).toHaveValue('20억');
  await expect(page.getByRole('status').filter({ hasText: '납부세액' })).toHaveText(
    /1억 4,404만 5,000원/,
  );
});

test('calculator without JavaScript: the rules, the bracket table and the way to a consultation', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/calculator');
  await expect(page.getByText(RULES.noScript)).toBeVisible();
  await expect(page.getByRole('form', { name: copy.heading })).toBeHidden();
  const table = page.getByRole('table', { name: RULES.bracketCaption });
  await expect(table.getByRole('row')).toHaveCount(RULES.brackets.length + 1);
  await expect(table.getByRole('row').last()).toContainText('30억 원 초과');
  await expect(table.getByRole('row').last()).toContainText('50%');
  await expect(page.getByRole('link', { name: RULES.counselLink })).toHaveAttribute(
    'href',
    '/apply-counsel',
  );
  await context.close();
});

test('calculator: a family answers the home, age and disability questions on a 375 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, '/calculator');
  await amountField(page, F.estate.label).fill('15억');
  await page.getByRole('radio', { name: copy.spouseNo }).check();
  await amountField(page, F.debts.label).fill('2억');
  await page.getByRole('textbox', { name: F.disabled.label }).fill('남 45');
  await page.getByRole('checkbox', { name: F.cohabited.label }).check();
  await page.getByRole('textbox', { name: new RegExp(`^${F.cohabitedHome.label}`) }).fill('8억');
  await amountField(page, F.cohabitedHomeDebt.label).fill('2억');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: copy.submit }).click();
  // Worked by hand in tests/views/calculator/CalculatorPage.test.tsx: 145만 5,000.
  await expect(page.getByRole('status').filter({ hasText: '납부세액' })).toHaveText(
    /예상 상속세 납부세액은 145만 5,000원입니다/,
  );
  await expect(
    page.getByRole('region', { name: copy.resultHeading }).getByText(/빼기 동거주택 상속공제$/),
  ).toBeVisible();
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});

test('calculator: the estimate prints on one A4 page with the result, its law and the inputs; the picture has a text equivalent', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/calculator');
  await page.getByLabel(F.eventDate.label).fill('2026-03-02');
  await amountField(page, F.estate.label).fill('20억');
  await amountField(page, F.spouseInherits.label).fill('8억');
  await amountField(page, F.insurance.label).fill('1억');
  await page.getByRole('button', { name: copy.submit }).click();
  const result = page.getByRole('region', { name: copy.resultHeading });
  await expect(result.getByRole('status')).toHaveText(/예상 상속세 납부세액은/);

  // The picture is an image named by its sentence, which the accessibility tree carries.
  const picture = result.getByRole('img', { name: /^과세가액 .*에서 공제 .*을 빼면 과세표준/ });
  await expect(picture).toBeVisible();
  const tree = await result.ariaSnapshot();
  // 21억 (보험금 1억 포함) − 장례 500만; 일괄 5억 + 배우자 8억 + 금융재산 2,000만 (보험금 1억).
  expect(tree).toContain(
    'img "과세가액 20억 9,500만 원에서 공제 13억 2,000만 원을 빼면 과세표준 7억 7,500만 원이고, 여기에 세율을 곱하고 세액공제를 빼면 납부할 세액은 1억 6,732만 5,000원입니다."',
  );
  await expect(
    result.getByText(/10년 합산: 상속개시일\(돌아가신 날\) 2026-03-02부터/),
  ).toBeVisible();
  await expect(result.getByRole('button', { name: copy.print })).toBeVisible();
  await expectNoAxeViolations(page);

  // On paper the amounts are in words only (the digits are the screen's double).
  const payable =
    (await result
      .getByText(/^1억 [\d,]+만 [\d,]+원$/)
      .first()
      .textContent()) ?? '';
  await page.emulateMedia({ media: 'print' });
  const file = testInfo.outputPath('estimate.pdf');
  await page.pdf({ path: file, format: 'A4', printBackground: true });
  const { execFileSync } = await import('node:child_process');
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+1$/m);
  expect(info).toMatch(/Page size:\s+[\d.]+ x [\d.]+ pts \(A4\)/);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const expected of [
    copy.payableLabel,
    payable,
    copy.inputsHeading,
    '상속개시일: 2026-03-02',
    '적용 세법: 2024-01-01부터',
    '배우자 상속공제',
    '(제19조제1항)',
    '꼭 확인해 주세요',
  ]) {
    expect(text.replace(/\s+/g, ' ')).toContain(expected.replace(/\s+/g, ' '));
  }
  // What only the screen needs stays off the paper.
  expect(text).not.toContain(copy.submit);
  expect(text).not.toContain(copy.counsel);
});
