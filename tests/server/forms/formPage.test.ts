import { expect, test } from 'vitest';
import { answerPage, staticFormPage } from '../../../server/nativeForms/formPage';

// The page a form sent without JavaScript comes back on, as the server cuts it once and answers
// from it each time (server/nativeForms/formPage.ts).

const page = [
  '<!doctype html><html><head><link rel="modulepreload" href="/a.js">',
  '<script type="module" src="/b.js"></script></head>',
  '<body class="b"><header><input name="name" value="header search"/></header>',
  '<main><form method="post" action="/apply-counsel"><input type="text" name="name" value=""/>',
  '<textarea name="content"></textarea></form>',
  '<p>양식 아래의 안내</p><input name="content" value="after the form"/></main></body></html>',
].join('');

test('the notice is the first thing in the form, the values go into the form and nowhere else', () => {
  const answer = answerPage(
    staticFormPage(page),
    { name: '김상속', content: '<b>상담</b>' },
    '<div role="alert">확인해 주세요</div>',
  );
  expect(answer).not.toMatch(/<script|modulepreload/);
  expect(answer).toContain(
    '<form method="post" action="/apply-counsel"><div role="alert">확인해 주세요</div><input type="text" name="name" value="김상속"/>',
  );
  expect(answer).toContain('<textarea name="content">&lt;b&gt;상담&lt;/b&gt;</textarea></form>');
  // What is outside the form is the page as it was.
  expect(answer).toContain('<input name="name" value="header search"/>');
  expect(answer).toContain(
    '</form><p>양식 아래의 안내</p><input name="content" value="after the form"/>',
  );
});

test('the same cut page answers each visitor with their own values only', () => {
  const cut = staticFormPage(page);
  answerPage(cut, { name: '첫 방문자' }, '');
  const second = answerPage(cut, { content: '두 번째' }, '');
  expect(second).not.toContain('첫 방문자');
  expect(second).toContain('<input type="text" name="name" value=""/>');
  expect(second).toContain('<textarea name="content">두 번째</textarea>');
});

test('a page without a form gets the notice first in its body, and one without a body at its start', () => {
  const notice = '<div role="status">접수되었습니다</div>';
  expect(
    answerPage(staticFormPage('<html><body class="x"><p>본문</p></body></html>'), {}, notice),
  ).toBe(`<html><body class="x">${notice}<p>본문</p></body></html>`);
  expect(answerPage(staticFormPage('<p>조각</p>'), {}, notice)).toBe(`${notice}<p>조각</p>`);
});

test('a box comes back ticked only with the value a ticked box sends', () => {
  const boxes = staticFormPage(
    '<form><input type="checkbox" name="agreement"/><input type="checkbox" name="news" value="yes"/></form>',
  );
  const ticked = (values: Record<string, string>) =>
    [...answerPage(boxes, values, '').matchAll(/name="(\w+)"[^>]*checked=""/g)].map((m) => m[1]);
  expect(ticked({ agreement: 'on', news: 'yes' })).toEqual(['agreement', 'news']);
  for (const refused of ['off', 'ON', 'yes', 'true', ' on', '']) {
    expect(ticked({ agreement: refused, news: 'on' })).toEqual([]);
  }
});

test('a text that starts with a line break keeps it: the parser drops the first one after <textarea>', () => {
  const page = staticFormPage('<form><textarea name="content"></textarea></form>');
  expect(answerPage(page, { content: '\nfirst' }, '')).toBe(
    '<form><textarea name="content">\n\nfirst</textarea></form>',
  );
  expect(answerPage(page, { content: '\r\nfirst' }, '')).toBe(
    '<form><textarea name="content">\n\r\nfirst</textarea></form>',
  );
  expect(answerPage(page, { content: 'first\n' }, '')).toBe(
    '<form><textarea name="content">first\n</textarea></form>',
  );
});

test('every script goes, not only the first: nothing may run over the values put back', () => {
  const cut = staticFormPage(
    '<html><head><script>a()</script><script type="module" src="/b.js"></script></head><body><form></form><script type="application/json">{}</script></body></html>',
  );
  expect(answerPage(cut, {}, '')).not.toMatch(/<script/i);
});
