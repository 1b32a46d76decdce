// The line that tells an owner which site facts are still examples.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_COPY } from '../../../staff/copy';
import { session } from '../../machines/staffFixtures';
import { renderConsole, signedIn } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

describe('ready to publish', () => {
  const items = [
    { label: '대표 전화', value: '02-0000-0000' },
    { label: '개인정보 보호책임자 · 이메일', value: 'privacy@example.com' },
  ];

  it('tells an owner in one line, with the way to fix them and the values folded away', async () => {
    const owner = { ...session, staff: { ...session.staff, role: 'owner' }, readyToPublish: items };
    signedIn(http.get(STAFF_API.session, () => HttpResponse.json(owner)));
    const { user } = renderConsole();
    const notice = await screen.findByRole('region', {
      name: new RegExp(STAFF_COPY.readyToPublish.heading(items.length)),
    });
    const first = STAFF_COPY.readyToPublish.item(items[0]?.label ?? '', items[0]?.value ?? '');
    expect(within(notice).getByText(first)).not.toBeVisible();
    await user.click(within(notice).getByText(STAFF_COPY.readyToPublish.show));
    for (const item of items) {
      expect(
        within(notice).getByText(STAFF_COPY.readyToPublish.item(item.label, item.value)),
      ).toBeVisible();
    }
    expect(
      within(notice).getByRole('link', { name: STAFF_COPY.readyToPublish.fix }),
    ).toHaveAttribute('href', '/staff/content');
  });

  it('tells other staff nothing: they cannot fix the values', async () => {
    signedIn(
      http.get(STAFF_API.session, () => HttpResponse.json({ ...session, readyToPublish: items })),
    );
    renderConsole();
    await screen.findByRole('heading', { name: STAFF_COPY.sections.consultations });
    expect(screen.queryByRole('region', { name: /예시 값/ })).toBeNull();
  });

  it('says nothing once every fact is real', async () => {
    signedIn();
    renderConsole();
    await screen.findByRole('heading', { name: STAFF_COPY.sections.consultations });
    expect(screen.queryByRole('region', { name: /예시 값/ })).toBeNull();
  });
});
