import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calculate } from '../../../contract/calculatorEngine';
import { CALCULATOR_UNAVAILABLE } from '../../../contract/calculatorMessages';
import { CALCULATOR_COPY as copy, CALCULATOR_FIELDS as F } from '../../../src/content/calculator';
import { renderApp } from '../renderWithRouter';

// The arithmetic comes in a file of its own after the page (decision 314). A phone that lost its
// connection since the page came cannot fetch it: the press says so and keeps what was typed,
// and the next press, once the file comes, computes as ever.
const engine = vi.hoisted(() => ({ fails: true }));
vi.mock('../../../src/features/calculator/loadCalculate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/features/calculator/loadCalculate')>()),
  loadCalculate: () =>
    engine.fails ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(calculate),
  loadCalculateWhenIdle: () => () => {},
}));

vi.setConfig({ testTimeout: 20_000 });

describe('CalculatorPage without its arithmetic file', () => {
  it('says the file did not come, keeps the amount, and computes at the next press', async () => {
    const user = userEvent.setup();
    await renderApp('/calculator');
    const form = await screen.findByRole('form', { name: copy.heading });
    const status = screen.getByRole('status');
    const estate = within(form).getByRole('textbox', { name: new RegExp(F.estate.label) });
    await user.type(estate, '20억');
    const press = async () => {
      await user.click(within(form).getByRole('button', { name: copy.submit }));
      await act(async () => {});
    };
    await press();
    expect(status).toHaveTextContent(CALCULATOR_UNAVAILABLE);
    expect(estate).toHaveValue('20억');
    engine.fails = false;
    await press();
    expect(status).toHaveTextContent('예상 상속세 납부세액은');
    expect(status).not.toHaveTextContent(CALCULATOR_UNAVAILABLE);
  });
});
