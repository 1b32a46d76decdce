import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { calculate } from '../../../contract/calculatorEngine';
import { CALCULATOR_COPY as copy, CALCULATOR_FIELDS as F } from '../../../src/content/calculator';
import { renderApp } from '../renderWithRouter';

// The machine asks the engine in its guard and again in the action that shows the outcome; the
// page hands it one press's engine, so a press runs the parsing and the arithmetic once.
const engine = vi.hoisted(() => ({ runs: [] as string[] }));
vi.mock('../../../src/features/calculator/loadCalculate', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/features/calculator/loadCalculate')>()),
  loadCalculate: () =>
    Promise.resolve((...asked: Parameters<typeof calculate>) => {
      engine.runs.push(asked[1].estate);
      return calculate(...asked);
    }),
  loadCalculateWhenIdle: () => () => {},
}));

vi.setConfig({ testTimeout: 20_000 });

describe('CalculatorPage pressing 계산', () => {
  it('runs the estimate once a press, whether the form fails or computes', async () => {
    const user = userEvent.setup();
    await renderApp('/calculator');
    const form = await screen.findByRole('form', { name: copy.heading });
    const estate = within(form).getByRole('textbox', { name: new RegExp(F.estate.label) });
    const press = async () => {
      await user.click(within(form).getByRole('button', { name: copy.submit }));
      await act(async () => {});
    };
    await user.type(estate, '많음');
    await press();
    expect(engine.runs).toEqual(['많음']);
    await user.clear(estate);
    await user.type(estate, '20억');
    await press();
    expect(engine.runs).toEqual(['많음', '20억']);
    expect(screen.getByRole('status')).toHaveTextContent('예상 상속세 납부세액은');
  });
});
