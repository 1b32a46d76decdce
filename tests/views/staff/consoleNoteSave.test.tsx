// Saving a request from its note box, and what the list says once the dialog has closed.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_NOTICE_COPY } from '../../../contract/staffConsoleNotices';
import { STAFF_NOTE_COPY } from '../../../contract/staffNotes';
import { STAFF_COPY } from '../../../staff/copy';
import { consultation } from '../../machines/staffFixtures';
import { openConsultation, REQUIRED, renderConsole, signedIn } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

describe('the note box', () => {
  it('saves on Ctrl+Enter or ⌘+Enter in the note box, and says whether a note was saved', async () => {
    const sent: unknown[] = [];
    signedIn(
      http.patch(STAFF_API.consultation(consultation.id), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...consultation, status: 'contacted' });
      }),
    );
    const { user } = renderConsole();
    const record = `${consultation.name} · 증여세`;
    let dialog = await openConsultation(user);
    await user.selectOptions(
      within(dialog).getByLabelText(STAFF_COPY.detail.newStatus, REQUIRED),
      '연락함',
    );
    await user.type(
      within(dialog).getByLabelText(STAFF_NOTE_COPY.newNote),
      '부재중{Control>}{Enter}{/Control}',
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByText(STAFF_NOTICE_COPY.savedAndClosed(record, true))).toHaveAttribute(
      'role',
      'status',
    );
    dialog = await openConsultation(user);
    await user.selectOptions(
      within(dialog).getByLabelText(STAFF_COPY.detail.newStatus, REQUIRED),
      '종결',
    );
    await user.click(within(dialog).getByLabelText(STAFF_NOTE_COPY.newNote));
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByText(STAFF_NOTICE_COPY.savedAndClosed(record))).toHaveAttribute(
      'role',
      'status',
    );
    expect(sent).toEqual([
      { status: 'contacted', note: '부재중' },
      { status: 'closed', note: '' },
    ]);
  });
});
