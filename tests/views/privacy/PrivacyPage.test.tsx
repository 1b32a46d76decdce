import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { firm } from '../../../contract/firm';
import { PASSWORD_GUARD, RETENTION } from '../../../contract/limits';
import { retentionPeriod } from '../../../src/content/privacy';
import { privacySections } from '../../../src/content/privacyPolicy';
import { expectPageTitle, renderApp } from '../renderWithRouter';

function section(heading: RegExp) {
  const title = screen.getByRole('heading', { level: 2, name: heading });
  const region = title.closest('section');
  if (!region) throw new Error(`no section for ${heading}`);
  return within(region);
}

describe('/privacy', () => {
  it('is the 개인정보 처리방침 with a table of contents that links to every section', async () => {
    await renderApp('/privacy');
    await expectPageTitle('개인정보 처리방침');
    const toc = within(screen.getByRole('navigation', { name: '목차' }));
    for (const { id, heading } of privacySections(firm)) {
      expect(toc.getByRole('link', { name: heading })).toHaveAttribute('href', `#${id}`);
      expect(screen.getByRole('heading', { level: 2, name: heading })).toHaveAttribute('id', id);
    }
  });

  it('states the retention periods npm run purge applies, and how long abuse records live', async () => {
    await renderApp('/privacy');
    const retention = section(/처리 및 보유 기간/);
    expect(
      retention.getByText(
        `상담 신청: 신청일로부터 ${retentionPeriod(RETENTION.consultationsDays)}`,
      ),
    ).toBeVisible();
    expect(
      retention.getByText(
        `입사 지원: 지원일로부터 ${retentionPeriod(RETENTION.jobApplicationsDays)}`,
      ),
    ).toBeVisible();
    expect(retention.getByText(new RegExp(`${PASSWORD_GUARD.suspectHours}시간`))).toBeVisible();
  });

  it('names what each form collects, every entrusted processor, and the privacy officer from the firm facts', async () => {
    await renderApp('/privacy');
    const purposes = section(/처리 목적과 처리 항목/);
    for (const form of ['상담 신청', '입사 지원', '고객후기']) {
      expect(purposes.getByRole('rowheader', { name: form })).toBeVisible();
    }
    const processors = section(/처리업무의 위탁/);
    for (const { company, task } of firm.processors) {
      const row = processors.getByRole('row', {
        name: new RegExp(company.replace(/[()]/g, '\\$&')),
      });
      expect(row).toHaveTextContent(task);
    }
    const officer = section(/보호책임자/);
    for (const value of Object.values(firm.privacyOfficer)) {
      expect(officer.getByText(value)).toBeVisible();
    }
    expect(section(/제3자 제공/).getByText(/제3자에게 제공하지 않습니다/)).toBeVisible();
    expect(screen.getByText(firm.privacyPolicyEffectiveDate)).toBeVisible();
  });

  it('is linked from the footer', async () => {
    await renderApp('/faq');
    const footer = within(await screen.findByRole('contentinfo'));
    const link = footer.getByRole('link', { name: '개인정보 처리방침' });
    await userEvent.click(link);
    await expectPageTitle('개인정보 처리방침');
  });
});
