/**
 * The page the server answers to a form sent without JavaScript: the site's own prerendered page
 * for that path, made static (no scripts: nothing may hydrate over what the server filled in),
 * with a notice at the top of its form and, when the form comes back, the visitor's values in it.
 * The prerendered markup is React's, so the edits below rely on its stable shape: attributes in
 * double quotes, `value=""` on text inputs, `selected=""` on the chosen option.
 */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Without module scripts and their preloads: the page stays exactly as the server wrote it. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** Every form control of the page, in one pass: inputs, textareas with content, selects with options. */
const FORM_CONTROL =
  /<input\b[^>]*>|(<textarea\b[^>]*>)[\s\S]*?(<\/textarea>)|(<select\b[^>]*>)([\s\S]*?)(<\/select>)/g;
const NAME = /\sname="([^"]*)"/;
const TYPE = /\stype="([^"]*)"/;
const VALUE = /(\svalue=")[^"]*(")/;
const OWN_VALUE = /\svalue="([^"]*)"/;

/**
 * Puts `values` (by field name) into the page's form: inputs, textareas, selects, checkboxes.
 * One pass over the page, looking each control's name up in `values`: the work is the page plus
 * the page's own fields, whatever names a client sends (decision 115: 17,000 unknown names used to
 * cost four regular expressions over the page each).
 */
export function fillForm(html: string, values: Record<string, string>): string {
  const filled = new Set<string>();
  return html.replace(
    FORM_CONTROL,
    (
      control: string,
      textareaHead?: string,
      textareaEnd?: string,
      selectHead?: string,
      options?: string,
      selectEnd?: string,
    ) => {
      const name = NAME.exec(textareaHead ?? selectHead ?? control)?.[1];
      if (name === undefined || filled.has(name) || !Object.hasOwn(values, name)) return control;
      filled.add(name);
      const value = values[name] ?? '';
      const text = escapeHtml(value);
      // The HTML parser drops one line feed right after <textarea>: a value that starts with
      // one keeps it only behind another.
      if (textareaHead)
        return `${textareaHead}${/^[\r\n]/.test(value) ? '\n' : ''}${text}${textareaEnd}`;
      if (selectHead) {
        return (
          selectHead +
          (options ?? '')
            .replace(/ selected=""/g, '')
            .replace(`<option value="${text}">`, `<option value="${text}" selected="">`) +
          selectEnd
        );
      }
      const type = TYPE.exec(control)?.[1];
      if (type === 'file') return control;
      if (type === 'checkbox') {
        // Ticked again only when it came with the box's own value ("on" when it has none), as a
        // browser sends a ticked box: `agreement=off` is refused, and must not come back ticked.
        const own = OWN_VALUE.exec(control)?.[1] ?? 'on';
        return value === own ? control.replace(/\s*(\/?>)$/, ' checked=""$1') : control;
      }
      return control.replace(VALUE, (_match, head: string, end: string) => `${head}${text}${end}`);
    },
  );
}

/**
 * A form's page made static, cut once around its first form: no answer reads the file or strips
 * its scripts again, and each scans only the form's own markup for controls, not the whole page.
 */
export interface StaticFormPage {
  /** Up to the end of the first form's opening tag (or of `<body>`), where the notice goes. */
  head: string;
  /** The form's controls, filled with the visitor's values. */
  form: string;
  /** From the form's end tag on. */
  tail: string;
}

export function staticFormPage(html: string): StaticFormPage {
  const page = withoutScripts(html);
  const open = /<form\b[^>]*>/.exec(page) ?? /<body\b[^>]*>/.exec(page);
  if (!open) return { head: '', form: '', tail: page };
  const start = open.index + open[0].length;
  const isForm = open[0].startsWith('<form');
  const end = isForm ? page.indexOf('</form>', start) : -1;
  const formEnd = end < 0 ? start : end;
  return {
    head: page.slice(0, start),
    form: page.slice(start, formEnd),
    tail: page.slice(formEnd),
  };
}

/** The page with `notice` (trusted HTML) first in its form (or body) and `values` in the form. */
export function answerPage(
  page: StaticFormPage,
  values: Record<string, string>,
  notice: string,
): string {
  return page.head + notice + fillForm(page.form, values) + page.tail;
}

const NOTICE_STYLE =
  'margin:0 0 24px;padding:16px 20px;border-radius:12px;border:2px solid;line-height:1.6;';

export function noticeHtml(
  kind: 'error' | 'success',
  heading: string,
  lines: string[],
  links: { href: string; label: string }[] = [],
): string {
  const colours =
    kind === 'error'
      ? 'border-color:#c62828;background:#fff5f5;'
      : 'border-color:#1b5e20;background:#f1f8f1;';
  return (
    `<div role="${kind === 'error' ? 'alert' : 'status'}" style="${NOTICE_STYLE}${colours}">` +
    `<p style="margin:0 0 8px;font-weight:700">${escapeHtml(heading)}</p>` +
    (lines.length
      ? `<ul style="margin:0;padding-left:20px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '') +
    (links.length
      ? `<p style="margin:12px 0 0">${links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(' · ')}</p>`
      : '') +
    '</div>'
  );
}

/** When the site is not built (API-only deployments, tests): a page of its own. */
export function barePage(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:720px;margin:40px auto;padding:0 20px"><main>${body}</main></body></html>`;
}
