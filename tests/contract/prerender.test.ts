import { describe, expect, it } from 'vitest';
import { type ContentNeed, pageContent, storyNeed } from '../../contract/pageContent';
import { SITE_PATHS } from '../../contract/site';
import { repositoryContent as content } from '../../contract/siteContent';
import { render, structuredDataFor } from '../../src/entry-server';
import { SITE_CONTENT_ID } from '../../src/siteContent';

/** What each page must carry of the content (decision 156); every other page, the firm only. */
const CARRIED: Record<string, ContentNeed[]> = {
  '/': ['firm', 'home', 'cases'],
  '/faq': ['firm', 'faq'],
  '/job': ['firm', 'jobs'],
  '/success-case': ['firm', 'cases'],
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((id) => [`/success-case/${id}`, ['firm', 'cases', storyNeed(id)]]),
  ),
};

// The build's prerender step (scripts/prerender.ts) renders through this same entry; if a page
// stops rendering on the server, or loses its heading or title, the static HTML would be empty.
describe('prerendered pages', () => {
  it('renders the FAQ page with its heading, questions, title and description', async () => {
    const page = await render('/faq', content);
    expect(page.appHtml).toMatch(/<h1[^>]*>[^<]*자주 묻는 질문/);
    expect(page.appHtml).toContain('상속세와 증여세는 언제까지 신고해야 하나요?');
    expect(page.headHtml).toContain('<title>자주 묻는 질문 | 상속증여 전담센터</title>');
    expect(page.description).not.toBe('');
    expect(page.routeIds).toEqual(['__root__', '/faq']);
  });

  it('renders a success case with its own heading and title', async () => {
    const page = await render('/success-case/3', content);
    expect(page.pathname).toBe('/success-case/3');
    expect(page.appHtml).toContain('250억 원 빌딩 양도');
    expect(page.headHtml).toMatch(/<title>250억 원 빌딩 양도[^<]*<\/title>/);
    expect(page.appHtml).not.toMatch(/^<(title|meta|link)\b/);
  });

  it('carries in every page the parts its routes read, and nothing else', async () => {
    for (const path of SITE_PATHS) {
      const page = await render(path, content);
      const block = new RegExp(`id="${SITE_CONTENT_ID}">([^<]*)<`).exec(page.contentScript)?.[1];
      expect(JSON.parse(block ?? 'null'), path).toEqual(
        JSON.parse(JSON.stringify(pageContent(content, CARRIED[path] ?? ['firm']))),
      );
    }
  });

  it('fails, naming the error, when a page’s component fails on the server', async () => {
    const withoutStory = {
      ...content,
      successCases: content.successCases.map((item) =>
        item.id === 3 ? { ...item, story: undefined } : item,
      ),
    } as unknown as typeof content;
    await expect(render('/success-case/3', withoutStory)).rejects.toThrow(
      /\/success-case\/3 did not render on the server: [\s\S]*story-3/,
    );
    expect((await render('/success-case/2', withoutStory)).appHtml).toContain(
      content.successCases[1]?.story.client,
    );
  });

  it('describes the firm on the home page and the questions on the FAQ page as JSON-LD', () => {
    const home = structuredDataFor('/', 'https://example.org', content);
    expect(home.join('')).toContain('"@type":"AccountingService"');
    const faq = structuredDataFor('/faq', 'https://example.org', content).join('');
    expect(faq).toContain('"@type":"FAQPage"');
    expect(faq).toContain('상속세와 증여세는 언제까지 신고해야 하나요?');
    expect(faq).not.toMatch(/<(?!\/?script)/);
  });
});
