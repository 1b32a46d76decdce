import { useState } from 'react';
import { CONTENT_EDITOR_COPY } from '../contract/contentEditorCopy';
import { SITE_PATHS } from '../contract/site';
import { CONTENT_API, type SiteContent } from '../contract/siteContent';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { COUNSEL_CTA, MORE_NAV_ITEMS, NAV_ITEMS } from '../src/content/navigation';
import { PAGE_META } from '../src/content/pages';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { STAFF_COPY } from './copy';
import { ScrollRegion } from './ScrollRegion';
import * as styles from './StaffConsole.css';

const C = STAFF_COPY.content;
const P = CONTENT_EDITOR_COPY.preview;
const PREVIEW_WIDTHS = [375, 768, 1280] as const;
const PREVIEW_HEIGHT = 800;
const CASE_PATH = /^\/success-case\/(\d+)$/;
/** The site's menus name most pages; their words are the ones the firm knows. */
const MENU_NAMES: ReadonlyMap<string, string> = new Map(
  [...NAV_ITEMS, COUNSEL_CTA, ...MORE_NAV_ITEMS].map((item) => [item.to, item.label]),
);

/**
 * A page's name as the firm knows it (decision 300): the site menu's word for it, the home page
 * as 홈, a success case by its number and its title in the content shown.
 */
export function previewPageName(path: string, content: SiteContent): string {
  if (path === '/') return P.home;
  const caseId = CASE_PATH.exec(path)?.[1];
  if (caseId !== undefined) {
    const id = Number(caseId);
    return P.successCase(id, content.successCases.find((item) => item.id === id)?.title ?? '');
  }
  // A page no menu names (the privacy policy) by its title's own name, before the site's.
  const meta = PAGE_META[path as keyof typeof PAGE_META] as { title: string } | undefined;
  return MENU_NAMES.get(path) ?? meta?.title.split(' | ')[0] ?? path;
}

/** The page at the three widths the site is checked at, drawn at half size. */
function PreviewFrames({ path, name, stamp }: { path: string; name: string; stamp: string }) {
  const src = `${CONTENT_API.preview}?path=${encodeURIComponent(path)}&v=${encodeURIComponent(stamp)}`;
  return (
    <ScrollRegion label={C.previewHeading} className={styles.previewFrames}>
      {PREVIEW_WIDTHS.map((width) => (
        <figure key={width} className={styles.previewFrame}>
          <div
            className={styles.previewViewport}
            style={{ width: width / 2, height: PREVIEW_HEIGHT / 2 }}
          >
            <iframe
              className={styles.previewIframe}
              title={P.frameTitle(name, width)}
              src={src}
              width={width}
              height={PREVIEW_HEIGHT}
            />
          </div>
          <figcaption>{C.previewFrame(width)}</figcaption>
        </figure>
      ))}
    </ScrollRegion>
  );
}

/** 미리보기: a page chosen by its name, shown as the saved draft would publish it. */
export function ContentPreview({
  content,
  shownPath,
  stamp,
  onOpen,
  onClose,
}: {
  /** The content the preview renders (the saved draft, else what is published). */
  content: SiteContent;
  shownPath: string | null;
  stamp: string;
  onOpen: (path: string) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<string>('/');
  return (
    <section className={styles.panel} aria-labelledby="content-preview-heading">
      <h3 id="content-preview-heading" className={styles.reviewTitle}>
        {C.previewHeading}
      </h3>
      <p className={styles.muted}>{C.previewNote}</p>
      <div className={styles.filters}>
        <FormField id="content-preview-path" label={C.previewPage} error={undefined}>
          <select
            {...fieldControlProps('content-preview-path', undefined)}
            className={form.input}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            {SITE_PATHS.map((path) => (
              <option key={path} value={path}>
                {previewPageName(path, content)}
              </option>
            ))}
          </select>
        </FormField>
        <button
          type="button"
          className={button({ tone: 'outline' })}
          onClick={() => onOpen(choice)}
        >
          {C.previewOpen}
        </button>
        {shownPath && (
          <button type="button" className={button({ tone: 'outline' })} onClick={onClose}>
            {C.previewClose}
          </button>
        )}
      </div>
      {shownPath && (
        <PreviewFrames path={shownPath} name={previewPageName(shownPath, content)} stamp={stamp} />
      )}
    </section>
  );
}
