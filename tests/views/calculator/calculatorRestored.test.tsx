import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '../../../src/components/sessionDraft';
import { renderApp } from '../renderWithRouter';

// Back, Forward or a reload bring a shown estimate back (decision 195). That is the same visitor
// seeing the same estimate: it is not counted again, and the page stays where it was left.
const visits = vi.hoisted(() => ({ sent: [] as string[] }));
vi.mock('../../../src/visits', () => ({
  countVisit: (event: string) => visits.sent.push(event),
  countView: () => {},
}));

vi.setConfig({ testTimeout: 20_000 });

describe('CalculatorPage with a kept estimate', () => {
  beforeEach(() => {
    visits.sent = [];
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
  });

  it('shows it again without counting it or scrolling to it', async () => {
    saveDraft('calculator', { mode: 'inheritance', values: { estate: '20억' }, calculated: true });
    await renderApp('/calculator');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('예상 상속세 납부세액은'),
    );
    expect(visits.sent).not.toContain('calculator_estimate');
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });
});
