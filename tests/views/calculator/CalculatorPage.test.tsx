import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CALCULATOR_MESSAGES as M } from '../../../contract/calculatorMessages';
import { CALCULATOR_COPY as copy, CALCULATOR_FIELDS as F } from '../../../src/content/calculator';
import { COUNSEL_FORM_COPY } from '../../../src/content/counsel';
import { loadCalculate } from '../../../src/features/calculator/loadCalculate';
import { renderApp } from '../renderWithRouter';

async function renderCalculator() {
  const user = userEvent.setup();
  const { router } = await renderApp('/calculator');
  const form = await screen.findByRole('form', { name: copy.heading });
  const status = screen.getByRole('status');
  return { user, router, form, status };
}

/** Switches the form to a gift and types its amount. */
async function enterGift(
  { user, form }: Awaited<ReturnType<typeof renderCalculator>>,
  amount: string,
) {
  await user.click(within(form).getByRole('radio', { name: copy.modes.gift }));
  await user.type(
    within(form).getByRole('textbox', { name: new RegExp(F.giftAmount.label) }),
    amount,
  );
}

/** Presses 계산 and lets the arithmetic's file arrive, as the page waits for it (decision 314). */
async function pressCalculate({
  user,
  form,
}: Pick<Awaited<ReturnType<typeof renderCalculator>>, 'user' | 'form'>) {
  await user.click(within(form).getByRole('button', { name: copy.submit }));
  await act(async () => {
    await loadCalculate();
  });
}

// The page draws every field of both modes and user-event types key by key: on a busy 2-core
// machine one walk takes several seconds. The bound catches a hang; it measures nothing.
vi.setConfig({ testTimeout: 20_000 });

describe('CalculatorPage', () => {
  it('shows the amount in 억·만 words as the visitor types, pasted commas included', async () => {
    const { user, form } = await renderCalculator();
    const estate = within(form).getByRole('textbox', { name: new RegExp(F.estate.label) });
    await user.type(estate, '1530000000');
    expect(estate).toHaveAccessibleDescription(expect.stringContaining('15억 3,000만 원'));
    await user.clear(estate);
    await user.click(estate);
    await user.paste('1,500,000,000');
    expect(within(form).getByText('15억 원')).toBeVisible();
  });

  it('keeps what was typed, names the problem and focuses the field', async () => {
    const { user, form, status } = await renderCalculator();
    const estate = within(form).getByRole('textbox', { name: new RegExp(F.estate.label) });
    await pressCalculate({ user, form });
    expect(estate).toHaveAccessibleDescription(expect.stringContaining(M.amountRequired));
    expect(estate).toHaveFocus();
    await user.type(estate, '-3억');
    await pressCalculate({ user, form });
    expect(estate).toHaveValue('-3억');
    expect(estate).toHaveAttribute('aria-invalid', 'true');
    expect(estate).toHaveAccessibleDescription(expect.stringContaining(M.amountNegative));
    await user.clear(estate);
    await user.type(estate, '2조');
    await pressCalculate({ user, form });
    expect(estate).toHaveAccessibleDescription(expect.stringContaining(M.amountTooLarge));
    expect(status).toHaveTextContent('');
  });

  it('asks for the heirs rank by rank and shows every heir’s legal share', async () => {
    const { user, form } = await renderCalculator();
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(F.estate.label) }),
      '20억',
    );
    const children = within(form).getByRole('combobox', { name: F.children.label });
    // Children named: neither the parents nor the siblings are asked (민법 §1000①).
    expect(within(form).queryByRole('combobox', { name: F.ascendantHeirs.label })).toBeNull();
    await user.selectOptions(children, '1');
    await user.type(within(form).getByRole('textbox', { name: F.representedLines.label }), '2');
    await pressCalculate({ user, form });
    const result = screen.getByRole('region', { name: copy.resultHeading });
    const shares = within(result).getByRole('heading', { name: copy.sharesHeading });
    expect(shares).toBeVisible();
    for (const text of [
      '배우자 3/7',
      '자녀 1명 2/7',
      '먼저 돌아가신 자녀 1의 자녀(손주) 2명 각 1/7',
    ]) {
      expect(within(result).getByText(text)).toBeVisible();
    }
    // No spouse, no descendant: the parents are asked, and with none of them the siblings.
    await user.click(within(form).getByRole('radio', { name: copy.spouseNo }));
    await user.selectOptions(children, '0');
    await user.clear(within(form).getByRole('textbox', { name: F.representedLines.label }));
    expect(within(form).getByRole('combobox', { name: F.ascendantHeirs.label })).toBeVisible();
    await user.selectOptions(within(form).getByRole('combobox', { name: F.siblings.label }), '2');
    await pressCalculate({ user, form });
    expect(within(result).getByText('형제자매 2명 각 1/2')).toBeVisible();
  });

  it('computes an inheritance with a spouse and two children and explains every step', async () => {
    const { user, form, status } = await renderCalculator();
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(F.estate.label) }),
      '20억',
    );
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(F.spouseInherits.label) }),
      '8억',
    );
    await pressCalculate({ user, form });
    // Worked by hand in tests/contract/taxEstimate.test.ts.
    expect(status).toHaveTextContent('예상 상속세 납부세액은 1억 4,404만 5,000원입니다.');
    const result = screen.getByRole('region', { name: copy.resultHeading });
    // The big figure and the last line of the breakdown.
    expect(within(result).getAllByText('144,045,000원')).toHaveLength(2);
    for (const label of ['일괄공제', '배우자 상속공제', '과세표준', '신고세액공제']) {
      expect(within(result).getByText(label)).toBeVisible();
    }
    // A change hides the estimate until it is asked for again.
    await user.type(within(form).getByRole('textbox', { name: new RegExp(F.debts.label) }), '1');
    expect(status).toHaveTextContent('');
    expect(within(result).queryAllByText('144,045,000원')).toEqual([]);
  });

  it('computes a gift and offers §57 and §53의2 only for gifts from an ascendant', async () => {
    const calculator = await renderCalculator();
    const { user, form, status } = calculator;
    await enterGift(calculator, '100000000');
    expect(within(form).getByRole('checkbox', { name: F.skipsGeneration.label })).toBeVisible();
    await pressCalculate({ user, form });
    expect(status).toHaveTextContent('예상 증여세 납부세액은 485만 원입니다.');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: F.relation.label }),
      'spouse',
    );
    expect(within(form).queryByRole('checkbox', { name: F.skipsGeneration.label })).toBeNull();
  });

  it('carries the result into the consultation form without putting it in the URL', async () => {
    const calculator = await renderCalculator();
    const { user, router, form } = calculator;
    await enterGift(calculator, '1억');
    await pressCalculate({ user, form });
    await user.click(screen.getByRole('button', { name: copy.counsel }));
    const counsel = await screen.findByRole('form', { name: COUNSEL_FORM_COPY.heading });
    expect(
      within(counsel).getByRole('combobox', { name: COUNSEL_FORM_COPY.typeLabel }),
    ).toHaveValue('gift');
    const content = within(counsel).getByRole('textbox', { name: COUNSEL_FORM_COPY.contentLabel });
    expect((content as HTMLTextAreaElement).value).toContain('납부할 세액(예상) 485만 원');
    expect(content).toHaveAccessibleDescription(COUNSEL_FORM_COPY.carriedHint);
    expect(router.state.location.href).toBe('/apply-counsel');
    // Still the visitor's to edit.
    await user.clear(content);
    await user.type(content, '직접 쓴 문의');
    expect(content).toHaveValue('직접 쓴 문의');
  });

  it('asks a family about the home, age and disability, and carries the answers on', async () => {
    const { user, router, form, status } = await renderCalculator();
    const named = (label: string) => (name: string) => name.startsWith(label);
    const box = (label: string) => within(form).getByRole('textbox', { name: named(label) });
    await user.type(box(F.estate.label), '15억');
    await user.click(within(form).getByRole('radio', { name: copy.spouseNo }));
    await user.type(box(F.debts.label), '2억');
    expect(within(form).getByRole('combobox', { name: F.elderly.label })).toHaveValue('0');
    await user.type(box(F.disabled.label), '남 45');
    // The home's value is asked only once the family says the rule applies.
    expect(within(form).queryByRole('textbox', { name: named(F.cohabitedHome.label) })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: F.cohabited.label }));
    await user.type(box(F.cohabitedHome.label), '8억');
    await user.type(box(F.cohabitedHomeDebt.label), '2억');
    await pressCalculate({ user, form });
    // 15억 − 2억 − 장례 500만 = 12억 9,500만; 기초 2억 + 자녀 2 × 5,000만 + 장애인 남 45세
    // (기대여명 37.2 → 38년 × 1,000만) = 6억 8,000만 > 일괄 5억; 동거주택 8억 − 2억 = 6억.
    // 과세표준 1,500만 × 10 % = 150만; 3 % 4만 5,000 → 145만 5,000.
    expect(status).toHaveTextContent('예상 상속세 납부세액은 145만 5,000원입니다.');
    const result = screen.getByRole('region', { name: copy.resultHeading });
    expect(within(result).getByText('동거주택 상속공제')).toBeVisible();
    await user.click(screen.getByRole('button', { name: copy.counsel }));
    const counsel = await screen.findByRole('form', { name: COUNSEL_FORM_COPY.heading });
    const content = within(counsel).getByRole('textbox', { name: COUNSEL_FORM_COPY.contentLabel });
    expect((content as HTMLTextAreaElement).value).toContain('장애인 남 45세');
    expect((content as HTMLTextAreaElement).value).toContain('동거주택: 예 (주택 8억 원');
    expect(router.state.location.href).toBe('/apply-counsel');
  });
});
