// A request list's address as a history of the steps staff took: Back undoes a filter or an open.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONSULTATION_TYPE_LABELS } from '../../../contract/consultationTypes';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_FILTER_COPY } from '../../../contract/staffFilters';
import { DIALOG_COPY } from '../../../src/content/dialogs';
import { STAFF_COPY } from '../../../staff/copy';
import { consultation } from '../../machines/staffFixtures';
import { openConsultation, page, renderConsole, signedIn } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

const listRequests = (pages: string[]) =>
  http.get(STAFF_API.consultations, ({ request }) => {
    pages.push(new URL(request.url).search);
    return HttpResponse.json(page([consultation]));
  });

describe('the request list and the back button', () => {
  it('adds an entry for an opened request, which Back closes, staying on the filtered list', async () => {
    signedIn();
    const { user } = renderConsole('/staff/consultations?type=gift');
    await screen.findByRole('cell', { name: consultation.name });
    const before = window.history.length;
    const dialog = await openConsultation(user);
    await waitFor(() => expect(window.location.search).toBe(`?type=gift&open=${consultation.id}`));
    expect(window.history.length).toBe(before + 1);
    window.history.back();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/staff/consultations');
    expect(window.location.search).toBe('?type=gift');
    expect(screen.getByLabelText(STAFF_FILTER_COPY.type.consultations)).toHaveValue('gift');
  });

  it('closes with its button back to the list’s own entry, adding none', async () => {
    signedIn();
    const { user } = renderConsole('/staff/consultations?type=gift');
    const dialog = await openConsultation(user);
    await waitFor(() => expect(window.location.search).toContain('open='));
    const opened = window.history.length;
    await user.click(within(dialog).getByRole('button', { name: DIALOG_COPY.close }));
    await waitFor(() => expect(window.location.search).toBe('?type=gift'));
    expect(window.history.length).toBe(opened);
    expect(dialog).not.toBeInTheDocument();
    // Closing went back: the request's own entry is still ahead, and Forward opens it again.
    window.history.forward();
    await waitFor(() => expect(window.location.search).toBe(`?type=gift&open=${consultation.id}`));
    expect(await screen.findByRole('dialog', { name: /홍길동/ })).toBeInTheDocument();
  });

  it('opens a request named by a link above its list, so Back closes it', async () => {
    signedIn();
    renderConsole(`/staff/consultations?type=gift&open=${consultation.id}`);
    const dialog = await screen.findByRole('dialog', { name: /홍길동/ });
    window.history.back();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(window.location.search).toBe('?type=gift');
    expect(screen.getByRole('cell', { name: consultation.name })).toBeInTheDocument();
  });

  it('returns to the filter before with Back, and loads its list again', async () => {
    const pages: string[] = [];
    signedIn(listRequests(pages));
    const { user } = renderConsole('/staff/consultations');
    await screen.findByRole('cell', { name: consultation.name });
    const type = screen.getByLabelText(STAFF_FILTER_COPY.type.consultations);
    await user.selectOptions(type, CONSULTATION_TYPE_LABELS.gift);
    await user.click(screen.getByRole('button', { name: STAFF_COPY.filters.apply }));
    await waitFor(() => expect(window.location.search).toBe('?type=gift'));
    window.history.back();
    await waitFor(() => expect(pages).toEqual(['?page=1', '?page=1&type=gift', '?page=1']));
    expect(window.location.search).toBe('');
    expect(type).toHaveValue('');
  });
});
