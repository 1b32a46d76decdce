// The calendar beside a typed day filter: the browser's picker, its day typed into the field.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_FILTER_COPY } from '../../../contract/staffFilters';
import { STAFF_COPY } from '../../../staff/copy';
import { consultation } from '../../machines/staffFixtures';
import { page, renderConsole, signedIn } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

describe('a day filter’s calendar', () => {
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'showPicker');
  afterEach(() => {
    if (native) Object.defineProperty(HTMLInputElement.prototype, 'showPicker', native);
    else delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
  });

  it('opens the browser’s picker, and the day picked is typed into the field and applied', async () => {
    const pages: string[] = [];
    signedIn(
      http.get(STAFF_API.consultations, ({ request }) => {
        pages.push(new URL(request.url).search);
        return HttpResponse.json(page([consultation]));
      }),
    );
    // jsdom has no picker to show: the call is what the button owes.
    const shown = vi.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
      configurable: true,
      value: shown,
    });
    const { user } = renderConsole('/staff/consultations');
    await screen.findByRole('cell', { name: consultation.name });
    const from = screen.getByLabelText(STAFF_COPY.filters.from);

    await user.click(
      screen.getByRole('button', { name: STAFF_FILTER_COPY.pickDay(STAFF_COPY.filters.from) }),
    );
    expect(shown).toHaveBeenCalledTimes(1);
    const picker = from.parentElement?.querySelector('input[type="date"]') as HTMLInputElement;
    expect(shown.mock.contexts[0]).toBe(picker);
    fireEvent.change(picker, { target: { value: '2026-12-03' } });
    expect(from).toHaveValue('2026-12-03');

    await user.click(screen.getByRole('button', { name: STAFF_COPY.filters.apply }));
    await waitFor(() => expect(pages.at(-1)).toBe('?page=1&from=2026-12-03'));
  });

  it('keeps the typed field the keyboard’s way in: the hidden picker takes no Tab stop', async () => {
    signedIn(http.get(STAFF_API.consultations, () => HttpResponse.json(page([consultation]))));
    renderConsole('/staff/consultations');
    await screen.findByRole('cell', { name: consultation.name });
    const from = screen.getByLabelText(STAFF_COPY.filters.from);
    const picker = from.parentElement?.querySelector('input[type="date"]') as HTMLInputElement;
    expect(picker).toHaveAttribute('tabindex', '-1');
    expect(picker).toHaveAttribute('aria-hidden', 'true');
  });
});
