import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT_NATIVE_AFTER_MS } from '../../../contract/limits';
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

  describe('when the scripts never come', () => {
    const NATIVE_FORM =
      '<form method="post" action="/apply-counsel"><input name="phone" value="010-1234-5678"><button>상담 신청</button></form>';
    let nativePosts: HTMLFormElement[];

    beforeEach(() => {
      vi.useFakeTimers();
      nativePosts = [];
      vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
        this: HTMLFormElement,
      ) {
        nativePosts.push(this);
      });
    });
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('posts a form the server takes without JavaScript natively, once, after the wait', async () => {
      setUp(NATIVE_FORM);
      const form = app.querySelector('form') as HTMLFormElement;
      const replayed = vi.fn((event: Event) => event.preventDefault());

      form.requestSubmit();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS - 1);
      expect(nativePosts).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(nativePosts).toEqual([form]);

      // Scripts arriving after the native post replay nothing: the request went once.
      form.addEventListener('submit', replayed);
      await hydrate();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS);
      expect(replayed).not.toHaveBeenCalled();
      expect(nativePosts).toHaveLength(1);
    });

    it('waits from the last press: a second press starts the wait again', () => {
      setUp(NATIVE_FORM);
      const form = app.querySelector('form') as HTMLFormElement;

      form.requestSubmit();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS - 1);
      form.requestSubmit();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS - 1);
      expect(nativePosts).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(nativePosts).toEqual([form]);
    });

    it("posts after a press on the form's send button, which is held as a press", () => {
      setUp(NATIVE_FORM);
      (app.querySelector('button') as HTMLButtonElement).click();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS);
      expect(nativePosts).toEqual([app.querySelector('form')]);
    });

    it('forgets the wait when a later press is on something else (the last press is the one replayed)', () => {
      setUp(`${NATIVE_FORM}<button type="button">메뉴 열기</button>`);
      (app.querySelector('form button') as HTMLButtonElement).click();
      (app.querySelector(':scope > button') as HTMLButtonElement).click();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS * 2);
      expect(nativePosts).toEqual([]);
    });

    it('never posts natively once hydration came in time', async () => {
      setUp(NATIVE_FORM);
      const form = app.querySelector('form') as HTMLFormElement;
      const replayed = vi.fn((event: Event) => event.preventDefault());
      form.addEventListener('submit', replayed);

      form.requestSubmit();
      await hydrate();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS * 2);
      expect(replayed).toHaveBeenCalledTimes(1);
      expect(nativePosts).toEqual([]);
    });

    it.each([
      ['without an action', '<form method="post"><button>보내기</button></form>'],
      ['that sends by GET', '<form action="/search"><button>찾기</button></form>'],
    ])('keeps holding a form %s: posting it would lose or expose what was typed', (_, markup) => {
      setUp(markup);
      (app.querySelector('form') as HTMLFormElement).requestSubmit();
      vi.advanceTimersByTime(EARLY_SUBMIT_NATIVE_AFTER_MS * 2);
      expect(nativePosts).toEqual([]);
    });
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
