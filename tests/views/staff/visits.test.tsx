import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../contract/format';
import { STAFF_API } from '../../../contract/staff';
import {
  VISIT_LABELS as L,
  lastDays,
  STAFF_VISITS_API,
  VISITS_QUERY_MESSAGES,
  type VisitsAnswer,
} from '../../../contract/visits';
import { STAFF_COPY } from '../../../staff/copy';
import { StaffConsole } from '../../../staff/StaffConsole';
import { visitsCsv } from '../../../staff/VisitsSection';
import { session } from '../../machines/staffFixtures';
import { server } from '../msw';

vi.setConfig({ testTimeout: 20_000 });

const today = formatDate(new Date().toISOString());

const stats: VisitsAnswer = {
  days: [
    {
      day: today,
      views: 40,
      visitors: 17,
      calculator_estimate: 6,
      estimate_carried: 3,
      phone_tapped: 2,
      consultation_sent: 4,
      review_written: 1,
      job_application_sent: 0,
    },
  ],
  pages: [
    { key: '/calculator', count: 25 },
    { key: '/', count: 15 },
  ],
  referrers: [{ key: 'search.naver.com', count: 9 }],
  devices: [{ key: 'phone', count: 12 }],
  consultationWeeks: [{ week: '2026-11-30', type: 'gift', count: 4 }],
};

/** The console signed in, the stats API answering `stats` and noting each range it was asked. */
function open(answer: VisitsAnswer = stats) {
  const asked: { from: string | null; to: string | null }[] = [];
  server.use(
    http.get(STAFF_API.session, () => HttpResponse.json(session)),
    http.get(STAFF_VISITS_API, ({ request }) => {
      const url = new URL(request.url);
      asked.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to') });
      return HttpResponse.json(answer);
    }),
  );
  window.history.replaceState(null, '', '/staff/visits');
  const user = userEvent.setup();
  render(<StaffConsole />);
  return { user, asked };
}

describe('통계', () => {
  it('opens on the last 30 days, each chart with a table that holds its numbers', async () => {
    const { asked } = open();
    const funnel = await screen.findByRole('table', { name: L.funnel });
    expect(asked).toEqual([lastDays(today, 30)]);
    const row = (table: HTMLElement, name: string) =>
      within(table).getByRole('row', {
        name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} `),
      });
    expect(row(funnel, L.visitors)).toHaveTextContent('17');
    expect(row(funnel, L.calculator_estimate)).toHaveTextContent('6');
    expect(row(funnel, L.estimate_carried)).toHaveTextContent('3');
    expect(row(funnel, L.consultation_sent)).toHaveTextContent('4');
    const daily = screen.getByRole('table', { name: L.perDay });
    // Thirty days, the ones without a visit as zeros: a header row and thirty more.
    expect(within(daily).getAllByRole('row')).toHaveLength(31);
    expect(row(daily, today)).toHaveTextContent(/17\s*40/);
    expect(screen.getByRole('table', { name: L.topReferrers })).toHaveTextContent(
      'search.naver.com',
    );
    expect(screen.getByRole('table', { name: L.consultationsPerWeek })).toHaveTextContent(
      '2026-11-30',
    );
    // Staff testing the site from their own signed-in browser must learn why it is not counted.
    expect(screen.getByText(L.notCounted)).toBeVisible();
  });

  it('with no visit counted says so in its own words, over the days drawn as zeros', async () => {
    open({ ...stats, days: [], pages: [], referrers: [], devices: [] });
    expect(await screen.findByText(L.empty)).toHaveAttribute('role', 'status');
    const daily = await screen.findByRole('table', { name: L.perDay });
    expect(within(daily).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByText(STAFF_COPY.empty)).toBeNull();
  });

  it('a preset asks for its range; the CSV holds what the table shows', async () => {
    const { user, asked } = open();
    await screen.findByRole('table', { name: L.funnel });
    await user.click(screen.getByRole('button', { name: L.last(90) }));
    await waitFor(() => expect(asked).toEqual([lastDays(today, 30), lastDays(today, 90)]));
    expect(screen.getByLabelText(L.from)).toHaveValue(lastDays(today, 90).from);
    const csv = screen.getByRole('link', { name: L.csv });
    const { from, to } = lastDays(today, 90);
    expect(csv).toHaveAttribute('download', `visits-${from}-${to}.csv`);
    const text = decodeURIComponent(csv.getAttribute('href')?.split(',').slice(1).join(',') ?? '');
    expect(text.startsWith(`\uFEFF${L.day},${L.visitors},${L.views}`)).toBe(true);
    expect(text).toContain(`${today},17,40,6,3,2,4,1,0`);
    expect(text.trim().split('\r\n')).toHaveLength(91);
  });

  it('a start after the end is said under the fields and asks nothing', async () => {
    const { user, asked } = open();
    await screen.findByRole('table', { name: L.funnel });
    const fromField = screen.getByLabelText(L.from);
    await user.clear(fromField);
    await user.type(fromField, '2999-01-01');
    await user.click(screen.getByRole('button', { name: /적용|조회/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VISITS_QUERY_MESSAGES.rangeReversed);
    expect(asked).toHaveLength(1);
  });
});

describe('visitsCsv', () => {
  it('writes a header and a row per day, with a BOM and CRLF', () => {
    const csv = visitsCsv(stats.days);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });
});
