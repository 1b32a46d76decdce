import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from '../../../src/earlyInput';

// Stands in for <html>: the real one keeps data-hydrated once any view test has rendered the root.
let page: HTMLElement;
let app: HTMLElement;

function setUp(markup: string) {
  page = document.createElement('div');
  app = document.createElement('div');
  app.innerHTML = markup;
  page.append(app);
  document.body.append(page);
  holdEarlyInput(page);
}

/** What hydration does: handlers appear on the app's container, then the root marks the page. */
async function hydrate() {
  page.setAttribute('data-hydrated', '');
  // The MutationObserver reports in a microtask.
  await Promise.resolve();
}

afterEach(async () => {
  if (!page.hasAttribute('data-hydrated')) await hydrate();
  page.remove();
});

describe('holdEarlyInput', () => {
  it('holds a button press until hydration, then gives it to the new handler once', async () => {
    setUp('<button type="button">메뉴 열기</button>');
    const targets: EventTarget[] = [];
    const handler = vi.fn((event: Event) => event.target && targets.push(event.target));
    app.addEventListener('click', handler);
    const button = app.querySelector('button') as HTMLButtonElement;

    button.click();
    expect(handler).not.toHaveBeenCalled();

    await hydrate();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(targets).toEqual([button]);
  });

  it('replays only the last press when several came early', async () => {
    setUp(
      '<button type="button" id="first">첫째</button><button type="button" id="second">둘째</button>',
    );
    const pressed: string[] = [];
    app.addEventListener('click', (event) => pressed.push((event.target as Element).id));

    (app.querySelector('#first') as HTMLButtonElement).click();
    (app.querySelector('#second') as HTMLButtonElement).click();
    (app.querySelector('#second') as HTMLButtonElement).click();
    await hydrate();

    expect(pressed).toEqual(['second']);
  });

  it('keeps an early form submission from leaving the page and submits it after hydration', async () => {
    setUp('<form><input name="phone" value="010-1234-5678"><button>상담 신청</button></form>');
    const form = app.querySelector('form') as HTMLFormElement;
    const early = vi.fn();
    document.addEventListener('submit', early);
    const submitted = vi.fn((event: Event) => event.preventDefault());

    form.requestSubmit();
    expect(early).not.toHaveBeenCalled();

    form.addEventListener('submit', submitted);
    await hydrate();
    expect(submitted).toHaveBeenCalledTimes(1);
    document.removeEventListener('submit', early);
  });

  it('leaves links alone and stops holding once the page is live', async () => {
    setUp('<a href="#faq">자주 묻는 질문</a><button type="button">재생</button>');
    const clicks = vi.fn();
    app.addEventListener('click', clicks);

    (app.querySelector('a') as HTMLAnchorElement).click();
    expect(clicks).toHaveBeenCalledTimes(1);

    await hydrate();
    (app.querySelector('button') as HTMLButtonElement).click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('drops a held press whose button hydration removed', async () => {
    setUp('<button type="button">닫기</button>');
    const clicks = vi.fn();
    document.addEventListener('click', clicks);
    const button = app.querySelector('button') as HTMLButtonElement;
    button.click();
    button.remove();
    await hydrate();
    expect(clicks).not.toHaveBeenCalled();
    document.removeEventListener('click', clicks);
  });
});

function ConsultationLikeForm({ onSubmit }: { onSubmit: (values: object) => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [consent, setConsent] = useState(false);
  return (
    <form
      aria-label="상담 신청서"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name, type, content, consent });
      }}
    >
      <input aria-label="이름" value={name} onChange={(event) => setName(event.target.value)} />
      <select aria-label="상담 유형" value={type} onChange={(event) => setType(event.target.value)}>
        <option value="">선택</option>
        <option value="gift">증여세</option>
      </select>
      <textarea
        aria-label="상담 내용"
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <input
        type="checkbox"
        aria-label="동의"
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
      />
      <button type="submit">상담 신청</button>
    </form>
  );
}

describe('holdEarlyInput with a hydrated React form', () => {
  it('hands what was typed before hydration to the form state and then submits it', async () => {
    const submitted = vi.fn();
    const form = <ConsultationLikeForm onSubmit={submitted} />;
    setUp(renderToString(form));

    // The visitor fills the prerendered form with the browser's own controls, then sends it.
    const field = <T extends Element>(label: string) =>
      app.querySelector(`[aria-label="${label}"]`) as unknown as T;
    const type = (target: HTMLInputElement | HTMLTextAreaElement, text: string) => {
      target.value = text;
      target.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(field<HTMLInputElement>('이름'), '김이른');
    type(field<HTMLTextAreaElement>('상담 내용'), '아파트 증여 문의');
    field<HTMLSelectElement>('상담 유형').value = 'gift';
    field<HTMLSelectElement>('상담 유형').dispatchEvent(new Event('change', { bubbles: true }));
    field<HTMLInputElement>('동의').click();
    (app.querySelector('button') as HTMLButtonElement).click();

    await act(async () => {
      hydrateRoot(app, form);
    });
    expect(submitted).not.toHaveBeenCalled();
    await act(hydrate);

    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith({
      name: '김이른',
      type: 'gift',
      content: '아파트 증여 문의',
      consent: true,
    });
    expect(field<HTMLInputElement>('이름').value).toBe('김이른');
    expect(field<HTMLInputElement>('동의').checked).toBe(true);
  });
});
