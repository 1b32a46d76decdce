import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { CONSULTATION_MESSAGES as M } from '../../../contract/messages';
import { COUNSEL_FORM_COPY as copy } from '../../../src/content/counsel';
import { CONSULTATION_CONSENT } from '../../../src/content/privacy';
import { ConsultationForm } from '../../../src/features/counsel/ConsultationForm';
import { server } from '../msw';

function renderForm() {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="form-heading">{copy.heading}</h2>
      <ConsultationForm headingId="form-heading" />
    </>,
  );
  const form = screen.getByRole('form', { name: copy.heading });
  return {
    user,
    form,
    type: within(form).getByRole('combobox', { name: copy.typeLabel }),
    name: within(form).getByRole('textbox', { name: copy.nameLabel }),
    phone: within(form).getByRole('textbox', { name: copy.phoneLabel }),
    content: within(form).getByRole('textbox', { name: copy.contentLabel }),
    consent: within(form).getByRole('checkbox', { name: CONSULTATION_CONSENT.label }),
    submit: within(form).getByRole('button', { name: copy.submit }),
  };
}

type Form = ReturnType<typeof renderForm>;

async function fillIn(f: Form, { agree = true } = {}) {
  await f.user.selectOptions(f.type, '증여세');
  await f.user.type(f.name, ' 홍길동 ');
  await f.user.type(f.phone, '010-1234-5678');
  await f.user.type(f.content, '아파트 증여 문의');
  if (agree) await f.user.click(f.consent);
}

/** Answers the next POST with `respond`, recording each body it receives. */
function answerWith(respond: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(CONSULTATION_API, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

async function expectAlert(text: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(alert).toHaveAccessibleName(text);
  return alert;
}

describe('consultation form', () => {
  it('sends the request, reads 전송중... while sending, then alerts success and resets', async () => {
    let release: () => void = () => {};
    const bodies = answerWith(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve(HttpResponse.json({ status: 'success', message: '접수' }, { status: 201 }));
        }),
    );
    const f = renderForm();
    await fillIn(f);
    await f.user.click(f.submit);

    const busy = await within(f.form).findByRole('button', { name: M.submitting });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    // A second press while sending sends nothing more.
    await f.user.click(busy);
    release();

    const alert = await expectAlert(M.succeeded);
    expect(bodies).toEqual([
      {
        consultation_type: 'gift',
        name: '홍길동',
        phone: '010-1234-5678',
        content: '아파트 증여 문의',
        website: '',
      },
    ]);
    await f.user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(f.type).toHaveValue('');
    expect(f.name).toHaveValue('');
    expect(f.phone).toHaveValue('');
    expect(f.content).toHaveValue('');
    expect(f.consent).not.toBeChecked();
    expect(within(f.form).getByRole('button', { name: copy.submit })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('treats partial_success (stored, staff e-mail failed) as a success', async () => {
    answerWith(() =>
      HttpResponse.json(
        { status: 'partial_success', message: M.storedNotificationFailed },
        { status: 201 },
      ),
    );
    const f = renderForm();
    await fillIn(f);
    await f.user.click(f.submit);
    const alert = await expectAlert(M.succeeded);
    await f.user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(f.name).toHaveValue('');
  });

  it("shows the server's detail after the spec's prefix and keeps what was typed", async () => {
    answerWith(() => HttpResponse.json({ detail: '연락처를 입력해주세요.' }, { status: 422 }));
    const f = renderForm();
    await fillIn(f);
    await f.user.click(f.submit);
    const alert = await expectAlert(`${M.failedPrefix}연락처를 입력해주세요.`);
    await f.user.keyboard('{Escape}');
    expect(alert).not.toBeInTheDocument();
    expect(f.name).toHaveValue(' 홍길동 ');
    expect(f.phone).toHaveValue('010-1234-5678');
    expect(f.consent).toBeChecked();
  });

  it('falls back to the message, then to 알 수 없는 오류, when the error has no detail', async () => {
    answerWith(() => HttpResponse.json({ message: '점검 중입니다.' }, { status: 503 }));
    const f = renderForm();
    await fillIn(f);
    await f.user.click(f.submit);
    await f.user.click(
      within(await expectAlert(`${M.failedPrefix}점검 중입니다.`)).getByRole('button'),
    );

    answerWith(() => new HttpResponse('<html>bad gateway</html>', { status: 502 }));
    await f.user.click(f.submit);
    await expectAlert(`${M.failedPrefix}${M.unknownErrorShort}`);
  });

  it('alerts the message of a non-success status, or the unknown-error sentence', async () => {
    answerWith(() => HttpResponse.json({ status: 'rejected', message: '중복 신청입니다.' }));
    const f = renderForm();
    await fillIn(f);
    await f.user.click(f.submit);
    await f.user.click(within(await expectAlert('중복 신청입니다.')).getByRole('button'));

    answerWith(() => HttpResponse.json({ status: 'rejected' }));
    await f.user.click(f.submit);
    await expectAlert(M.unknownError);
  });

  it('says the server could not be reached when nothing answers', async () => {
    answerWith(() => HttpResponse.error());
    const f = renderForm();
    await fillIn(f);
    await f.user.click(f.submit);
    await expectAlert(M.noResponse);
    expect(f.content).toHaveValue('아파트 증여 문의');
  });

  it('asks for the agreement in an alert and sends nothing without it', async () => {
    const bodies = answerWith(() => HttpResponse.json({ status: 'success' }, { status: 201 }));
    const f = renderForm();
    await fillIn(f, { agree: false });
    await f.user.click(f.submit);
    const alert = await expectAlert(M.consentRequired);
    expect(within(alert).getByRole('button', { name: '확인' })).toHaveFocus();
    await f.user.click(within(alert).getByRole('button', { name: '확인' }));
    expect(bodies).toEqual([]);
    expect(f.name).toHaveValue(' 홍길동 ');
  });

  it('shows the required-field messages inline and focuses the first one', async () => {
    const bodies = answerWith(() => HttpResponse.json({ status: 'success' }, { status: 201 }));
    const f = renderForm();
    await f.user.click(f.submit);
    expect(f.type).toHaveAccessibleDescription(M.typeRequired);
    expect(f.name).toHaveAccessibleDescription(M.nameRequired);
    expect(f.phone).toHaveAccessibleDescription(M.phoneRequired);
    expect(f.type).toHaveAttribute('aria-invalid', 'true');
    expect(f.type).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await f.user.type(f.name, '김');
    expect(f.name).not.toHaveAccessibleDescription();
    expect(bodies).toEqual([]);
  });

  it('has a phone field of type tel with the example and no format check', async () => {
    const f = renderForm();
    expect(f.phone).toHaveAttribute('type', 'tel');
    expect(f.phone).toHaveAttribute('placeholder', '010-0000-0000');
    // The full consent text is on the page, not behind a link.
    for (const item of CONSULTATION_CONSENT.items) {
      expect(within(f.form).getByText(item.description)).toBeInTheDocument();
    }
    expect(within(f.form).getByText(/3년간 보관/)).toBeInTheDocument();
  });

  it('hides the honeypot from people, screen readers and the Tab key', async () => {
    const f = renderForm();
    const honeypot = f.form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(f.form).queryByRole('textbox', { name: copy.honeypotLabel })).toBeNull();
    const reached = new Set<Element | null>();
    for (let i = 0; i < 12; i += 1) {
      await f.user.tab();
      reached.add(document.activeElement);
    }
    expect(reached.has(honeypot)).toBe(false);
    expect(reached.has(f.submit)).toBe(true);
  });
});
