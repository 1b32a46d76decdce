import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firm } from '../../../contract/firm';
import { repositoryContent, type SiteContent } from '../../../contract/siteContent';
import { fillShell, type PageShells, SHELLS_FILE } from '../../../server/content/pageShell';

// A build as small as the publishing code needs (decision 149): a few page shells, the content
// they were filled with, and an SSR entry that renders the facts, the first answer, the open
// positions' titles, the hero's lead and the first success case a visitor would see, and a head
// whose title names the case on the case's page (decision 153). The real bundle and real pages are exercised by the browser tests
// (tests/e2e/publishing.desktop.spec.ts).

const SSR_ENTRY = `
const openTitles = (content) =>
  content.jobs.filter((job) => job.open).map((job) => job.title).join('|');
export async function render(path, content) {
  const f = content.firm;
  const item = content.successCases[0];
  return {
    pathname: path,
    headHtml: '<title>' + (path === '/success-case/1' ? item.title + ' | 성공사례' : 't') + '</title>',
    title: 't',
    description: 'd',
    appHtml: '<footer><p class="phone">' + f.mainPhone + '</p><p class="officer">' +
      f.privacyOfficer.email + '</p><p class="faq">' + content.faq[0].answer[0] +
      '</p><p class="jobs">' + openTitles(content) + '</p><p class="hero">' +
      content.home.hero.lead + '</p><p class="case">' + item.title + '</p><p class="path">' +
      path + '</p></footer>',
    contentScript:
      '<script type="application/json" id="site-content">' + JSON.stringify(content) + '</script>',
  };
}
export function pageHead(page, path, siteUrl) {
  return page.headHtml + '<meta property="og:url" content="' + siteUrl + path + '">';
}
export function structuredDataFor(path, siteUrl, content) {
  return path === '/'
    ? ['<script type="application/ld+json">{"telephone":"' + content.firm.mainPhone + '"}</script>']
    : [];
}
`;

const SITE_URL = 'https://tax.example.kr';
const PAGES = ['/', '/privacy', '/apply-counsel', '/job', '/success-case', '/success-case/1'];

const openTitles = (content: SiteContent) =>
  content.jobs
    .filter((job) => job.open)
    .map((job) => job.title)
    .join('|');

const shell = (structured: boolean) =>
  `<!doctype html><html><head><!--content:head-->${structured ? '<!--content:structured-0-->' : ''}` +
  '<!--content:data--></head><body><div id="root"><!--content:app--></div></body></html>';

/** The page the build wrote for `path`, filled with the repository's content. */
function builtPage(path: string): string {
  const content: SiteContent = repositoryContent;
  const item = content.successCases[0];
  const title = path === '/success-case/1' ? `${item?.title} | 성공사례` : 't';
  return fillShell(shell(path === '/'), {
    head: `<title>${title}</title><meta property="og:url" content="${SITE_URL}${path}">`,
    appHtml: `<footer><p class="phone">${firm.mainPhone}</p><p class="officer">${firm.privacyOfficer.email}</p><p class="faq">${content.faq[0]?.answer[0]}</p><p class="jobs">${openTitles(content)}</p><p class="hero">${content.home.hero.lead}</p><p class="case">${item?.title}</p><p class="path">${path}</p></footer>`,
    contentScript: `<script type="application/json" id="site-content">${JSON.stringify(content)}</script>`,
    structuredData:
      path === '/'
        ? [`<script type="application/ld+json">{"telephone":"${firm.mainPhone}"}</script>`]
        : [],
  });
}

/** A dist directory with the build's pages, shells and SSR entry; `dispose` removes it. */
export function fakeBuild(options: { renderer?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'fake-build-'));
  mkdirSync(join(dir, '.vite'));
  for (const path of PAGES) {
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), builtPage(path));
  }
  writeFileSync(join(dir, '.vite', 'csp.json'), JSON.stringify({ scriptHashes: [] }));
  if (options.renderer !== false) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, '.ssr', 'entry-server.js'), SSR_ENTRY);
    // An ES module, as the real bundle is under the project's "type": "module".
    writeFileSync(join(dir, '.ssr', 'package.json'), '{"type":"module"}');
    const shells: PageShells = {
      siteUrl: SITE_URL,
      content: repositoryContent,
      pages: Object.fromEntries(PAGES.map((path) => [path, shell(path === '/')])),
    };
    writeFileSync(join(dir, '.vite', SHELLS_FILE), JSON.stringify(shells));
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
