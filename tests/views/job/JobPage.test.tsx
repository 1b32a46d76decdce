import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { jobPositions } from '../../../contract/jobPositions';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { JOB_LIMITS } from '../../../contract/limits';
import { JOB_MESSAGES as M } from '../../../contract/messages';
import {
  JOB_FORM_COPY as copy,
  JOB_BANNER,
  JOB_SUCCESS_COPY,
  POSITIONS_COPY,
} from '../../../src/content/jobs';
import { JOB_CONSENT } from '../../../src/content/privacy';
import { JobPage } from '../../../src/features/job/JobPage';
import type { SiteContent } from '../../../src/siteContent';
import { server } from '../msw';
import { TEST_CONTENT, withContent } from '../renderWithRouter';

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a];
const EXE = [0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08];
const fileOf = (name: string, bytes: number[], type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/** /job with the repository's content, or with `content` as another publish would give it. */
function renderPage(content: SiteContent = TEST_CONTENT) {
  const user = userEvent.setup();
  render(withContent(<JobPage />, content));
  const form = () => screen.getByRole('form', { name: copy.heading });
  const field = (name: string) => within(form()).getByLabelText(new RegExp(`^${name}`));
  return {
    user,
    form,
    name: () => field(copy.nameLabel) as HTMLInputElement,
    email: () => field(copy.emailLabel) as HTMLInputElement,
    phone: () => field(copy.phoneLabel) as HTMLInputElement,
    position: () => field(copy.positionLabel) as HTMLSelectElement,
    introduction: () => field(copy.introductionLabel) as HTMLTextAreaElement,
    experience: () => field(copy.experienceLabel) as HTMLTextAreaElement,
    resume: () => field(copy.resumeLabel) as HTMLInputElement,
    portfolio: () => field(copy.portfolioLabel) as HTMLInputElement,
    consent: () => within(form()).getByRole('checkbox', { name: JOB_CONSENT.label }),
    submit: () => within(form()).getByRole('button', { name: copy.submit }),
  };
}
type Page = ReturnType<typeof renderPage>;

async function fillIn(p: Page) {
  await p.user.type(p.name(), '김지원');
  await p.user.type(p.email(), 'jiwon@example.com');
  await p.user.type(p.phone(), '010-1111-2222');
  await p.user.selectOptions(p.position(), '세무 컨설턴트');
  await p.user.type(p.introduction(), '상속 실무 5년차입니다.');
  await p.user.upload(p.resume(), fileOf('이력서.pdf', PDF));
  await p.user.click(p.consent());
}

describe('/job positions', () => {
  it('shows three positions in 서울 강남 and opens each one in an accessible dialog', async () => {
    const p = renderPage();
    const list = screen.getByRole('region', { name: POSITIONS_COPY.heading });
    const cards = within(list).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      '세무사',
      '회계 담당자',
      '세무 컨설턴트',
    ]);
    expect(within(list).getAllByText('서울 강남')).toHaveLength(3);

    const opener = within(list).getByRole('button', { name: `세무사 ${POSITIONS_COPY.details}` });
    await p.user.click(opener);
    const dialog = screen.getByRole('dialog', { name: '세무사' });
    for (const heading of [
      POSITIONS_COPY.duties,
      POSITIONS_COPY.requirements,
      POSITIONS_COPY.preferred,
    ]) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const position = jobPositions[0];
    for (const item of position?.duties ?? []) {
      expect(within(dialog).getByText(item)).toBeInTheDocument();
    }
    await p.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('이 포지션에 지원하기 preselects the position, closes the dialog and focuses the form', async () => {
    const p = renderPage();
    await p.user.click(
      screen.getByRole('button', { name: `회계 담당자 ${POSITIONS_COPY.details}` }),
    );
    await p.user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: POSITIONS_COPY.applyForPosition,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(p.position()).toHaveValue('accounting-staff');
    expect(p.position()).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('shows the positions as published: a changed title, a closed one neither listed nor offered', async () => {
    const [accountant, staff, consultant] = jobPositions;
    if (!accountant || !staff || !consultant) throw new Error('the repository has three positions');
    const p = renderPage({
      ...TEST_CONTENT,
      jobs: [{ ...accountant, title: '상속 전담 세무사' }, { ...staff, open: false }, consultant],
    });
    const list = screen.getByRole('region', { name: POSITIONS_COPY.heading });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((card) => card.textContent),
    ).toEqual(['상속 전담 세무사', '세무 컨설턴트']);
    expect(within(list).queryByText(staff.shortDescription)).toBeNull();
    expect(
      within(p.position())
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', copy.positionPlaceholder],
      ['tax-accountant', '상속 전담 세무사'],
      ['tax-consultant', '세무 컨설턴트'],
    ]);
  });

  it('says so when no position is open, and offers neither the form nor the button to it', () => {
    renderPage({ ...TEST_CONTENT, jobs: jobPositions.map((job) => ({ ...job, open: false })) });
    const list = screen.getByRole('region', { name: POSITIONS_COPY.heading });
    expect(within(list).getByText(POSITIONS_COPY.noneOpen)).toBeInTheDocument();
    expect(within(list).queryAllByRole('heading', { level: 3 })).toEqual([]);
    expect(screen.queryByRole('form', { name: copy.heading })).toBeNull();
    expect(screen.queryByRole('button', { name: JOB_BANNER.apply })).toBeNull();
  });

  it('the banner button takes the visitor to the form', async () => {
    const p = renderPage();
    await p.user.click(screen.getByRole('button', { name: JOB_BANNER.apply }));
    expect(p.name()).toHaveFocus();
  });
});

describe('/job application form', () => {
  it('rejects an executable renamed .pdf on selection, with a clear message', async () => {
    const p = renderPage();
    await p.user.upload(p.resume(), fileOf('이력서.pdf', EXE));
    expect(await within(p.form()).findByText(M.resumeType)).toBeInTheDocument();
    expect(p.resume()).toHaveAttribute('aria-invalid', 'true');
    expect(p.resume().files).toHaveLength(0);

    await p.user.upload(p.portfolio(), fileOf('작업물.pdf', ZIP, 'application/zip'));
    expect(await within(p.form()).findByText(M.portfolioType)).toBeInTheDocument();

    await p.user.upload(p.resume(), fileOf('이력서.pdf', PDF));
    await waitFor(() => expect(within(p.form()).queryByText(M.resumeType)).toBeNull());
    expect(p.resume().files).toHaveLength(1);
  });

  it('rejects a resume over the size limit', async () => {
    const p = renderPage();
    const big = fileOf('큰이력서.pdf', PDF);
    Object.defineProperty(big, 'size', { value: JOB_LIMITS.resumeMaxBytes + 1 });
    await p.user.upload(p.resume(), big);
    expect(await within(p.form()).findByText(M.resumeTooLarge)).toBeInTheDocument();
  });

  it('lists what is missing and focuses the first field', async () => {
    const p = renderPage();
    await p.user.click(p.submit());
    expect(p.name()).toHaveAccessibleDescription(M.nameRequired);
    expect(p.resume()).toHaveAccessibleDescription(expect.stringContaining(M.resumeRequired));
    expect(within(p.form()).getByText(M.privacyRequired)).toBeInTheDocument();
    expect(p.name()).toHaveFocus();
  });

  it('uploads the application, shows the success view with name and e-mail, and resets', async () => {
    const received: FormData[] = [];
    server.use(
      http.post(JOB_APPLICATION_API, async ({ request }) => {
        received.push(await request.formData());
        return HttpResponse.json({ status: 'success' }, { status: 201 });
      }),
    );
    const p = renderPage();
    await fillIn(p);
    await p.user.upload(p.portfolio(), fileOf('작업물.zip', ZIP, 'application/zip'));
    await p.user.click(p.submit());

    const success = await screen.findByRole('heading', { name: M.succeeded });
    expect(success).toHaveFocus();
    expect(
      screen.getByText(JOB_SUCCESS_COPY.body('김지원', 'jiwon@example.com')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: copy.heading })).not.toBeInTheDocument();

    const body = received[0];
    expect(body?.get('name')).toBe('김지원');
    expect(body?.get('email')).toBe('jiwon@example.com');
    expect(body?.get('phone')).toBe('010-1111-2222');
    expect(body?.get('position')).toBe('tax-consultant');
    expect(body?.get('introduction')).toBe('상속 실무 5년차입니다.');
    expect(body?.get('privacyAgreement')).toBe('true');
    // Both files travel as parts of their own. (jsdom's File cannot be read by Node's fetch, so
    // names and bytes are checked end to end against the real server, not here.)
    expect(Object.prototype.toString.call(body?.get('resume'))).toBe('[object File]');
    expect(Object.prototype.toString.call(body?.get('portfolio'))).toBe('[object File]');

    await p.user.click(screen.getByRole('button', { name: JOB_SUCCESS_COPY.reset }));
    expect(p.name()).toHaveValue('');
    expect(p.email()).toHaveValue('');
    expect(p.position()).toHaveValue('');
    expect(p.introduction()).toHaveValue('');
    expect(p.resume().files).toHaveLength(0);
    expect(p.consent()).not.toBeChecked();
    expect(p.name()).toHaveFocus();
  });

  it('shows the failure text and the server detail, keeping everything typed', async () => {
    server.use(
      http.post(JOB_APPLICATION_API, () =>
        HttpResponse.json(
          { detail: M.resumeType, errors: [{ field: 'resume', message: M.resumeType }] },
          { status: 415 },
        ),
      ),
    );
    const p = renderPage();
    await fillIn(p);
    await p.user.click(p.submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.failed);
    expect(alert).toHaveTextContent(M.resumeType);
    expect(p.name()).toHaveValue('김지원');
    expect(p.introduction()).toHaveValue('상속 실무 5년차입니다.');
    expect(p.consent()).toBeChecked();
  });

  it('shows the failure text when nothing answers', async () => {
    server.use(http.post(JOB_APPLICATION_API, () => HttpResponse.error()));
    const p = renderPage();
    await fillIn(p);
    await p.user.click(p.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.failed);
    expect(p.email()).toHaveValue('jiwon@example.com');
  });
});
