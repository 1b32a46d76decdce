import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faq } from '../../../contract/faq';
import { CALCULATOR_LINK } from '../../../src/content/pages';
import { expectPageTitle, renderApp } from '../renderWithRouter';

function question(text: string) {
  return screen.getByRole('button', { name: new RegExp(text.replace(/[?]/g, '\\?')) });
}

function panelOf(button: HTMLElement) {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('the question controls no panel');
  return panel;
}

function expectOpen(button: HTMLElement, open: boolean) {
  expect(button).toHaveAttribute('aria-expanded', String(open));
  const panel = panelOf(button);
  if (open) expect(panel).not.toHaveAttribute('inert');
  else expect(panel).toHaveAttribute('inert');
}

const texts = faq.map((item) => item.question);

describe('/faq', () => {
  it('lists the seven questions, all closed, each controlling a region labelled by it', async () => {
    await renderApp('/faq');
    await expectPageTitle('자주 묻는 질문');
    const buttons = texts.map(question);
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      expectOpen(button, false);
      const panel = panelOf(button);
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel.tagName).toBe('SECTION');
    }
  });

  it('keeps one item open at a time and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const [first, second] = [question(texts[0] ?? ''), question(texts[1] ?? '')];

    await user.click(first);
    expectOpen(first, true);
    expectOpen(second, false);

    await user.click(second);
    expectOpen(first, false);
    expectOpen(second, true);

    await user.click(second);
    expectOpen(second, false);
    for (const text of texts) expectOpen(question(text), false);
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const first = question(texts[0] ?? '');
    first.focus();
    await user.keyboard('{Enter}');
    expectOpen(first, true);
    await user.keyboard(' ');
    expectOpen(first, false);
  });

  it.each([
    [1, ['6개월', '3개월', '20%']],
    [2, ['일괄공제', '5억', '10억']],
    [3, ['6억', '5천만', '2천만', '1천만', '1억', '2년']],
    [4, ['분납', '연부연납', '납부기한 연장']],
    [5, ['1/2', '1/3', '2024년 4월', '위헌']],
    [6, ['10년']],
  ])('item %i states the legal figures of the spec: %j', async (id, figures) => {
    const user = userEvent.setup();
    await renderApp('/faq');
    const item = faq.find((entry) => entry.id === id);
    if (!item) throw new Error(`FAQ item ${id} is missing`);
    const button = question(item.question);
    await user.click(button);
    const panel = panelOf(button);
    for (const figure of figures) expect(panel).toHaveTextContent(figure);
  });

  it('states each reserved share against its heir and the sibling ruling', () => {
    const reserved = faq.find((entry) => entry.id === 5)?.answer.join(' ') ?? '';
    expect(reserved).toMatch(/직계비속은 법정상속분의 1\/2/);
    expect(reserved).toMatch(/직계존속은 법정상속분의 1\/3/);
    expect(reserved).toMatch(/배우자는 법정상속분의 1\/2/);
    expect(reserved).toMatch(/형제자매의 유류분은 2024년 4월 헌법재판소의 위헌 결정/);
  });

  it("item 7's button leads to the centre introduction", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/faq');
    const item = faq[6];
    if (!item) throw new Error('FAQ item 7 is missing');
    const button = question(item.question);
    await user.click(button);
    const link = within(panelOf(button)).getByRole('link', { name: '상속증여전담센터 소개' });
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/center-info'));
  });

  it.each([2, 3])("item %d's answer leads to the calculator", async (id) => {
    const user = userEvent.setup();
    const { router } = await renderApp('/faq');
    const item = faq.find((entry) => entry.id === id);
    if (!item) throw new Error(`FAQ item ${id} is missing`);
    const button = question(item.question);
    await user.click(button);
    await user.click(within(panelOf(button)).getByRole('link', { name: CALCULATOR_LINK.label }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calculator'));
  });
});
