import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firm } from '../../../contract/firm';
import { repositoryContent } from '../../../contract/siteContent';
import { fillShell, type PageShells, SHELLS_FILE } from '../../../server/pageShell';

// A build as small as the publishing code needs (decision 149): a few page shells, the content they
// were filled with, and an SSR entry that renders the facts, the first answer, the open positions'
// titles and the hero's lead a visitor would see. The real bundle
// and real pages are exercised by the browser tests (tests/e2e/publishing.desktop.spec.ts).

const SSR_ENTRY = `
const openTitles = (content) =>
  content.jobs.filter((job) => job.open).map((job) => job.title).join('|');
export async function render(path, content) {
  const f = content.firm;
  return {
    pathname: path,
    appHtml: '<footer><p class="phone">' + f.mainPhone + '</p><p class="officer">' +
      f.privacyOfficer.email + '</p><p class="faq">' + content.faq[0].answer[0] +
      '</p><p class="jobs">' + openTitles(content) + '</p><p class="hero">' +
      content.home.hero.lead + '</p><p class="path">' + path + '</p></footer>',
  };
}
export function structuredDataFor(path, siteUrl, content) {
  return path === '/'
    ? ['<script type="application/ld+json">{"telephone":"' + content.firm.mainPhone + '"}</script>']
    : [];
}
export function siteContentScript(content) {
  return '<script type="application/json" id="site-content">' + JSON.stringify(content) + '</script>';
}
`;

const shell = (structured: boolean) =>
  `<!doctype html><html><head><title>t</title>${structured ? '<!--content:structured-0-->' : ''}` +
  '<!--content:data--></head><body><div id="root"><!--content:app--></div></body></html>';

/** The page the build wrote for `path`, filled with the repository's facts. */
function builtPage(path: string): string {
  return fillShell(shell(path === '/'), {
    appHtml: `<footer><p class="phone">${firm.mainPhone}</p><p class="officer">${firm.privacyOfficer.email}</p><p class="faq">${repositoryContent.faq[0]?.answer[0]}</p><p class="jobs">${repositoryContent.jobs
      .filter((job) => job.open)
      .map((job) => job.title)
      .join(
        '|',
      )}</p><p class="hero">${repositoryContent.home.hero.lead}</p><p class="path">${path}</p></footer>`,
    contentScript: `<script type="application/json" id="site-content">${JSON.stringify(repositoryContent)}</script>`,
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
  mkdirSync(join(dir, 'privacy'));
  mkdirSync(join(dir, 'apply-counsel'));
  mkdirSync(join(dir, 'job'));
  writeFileSync(join(dir, 'index.html'), builtPage('/'));
  writeFileSync(join(dir, 'privacy', 'index.html'), builtPage('/privacy'));
  writeFileSync(join(dir, 'apply-counsel', 'index.html'), builtPage('/apply-counsel'));
  writeFileSync(join(dir, 'job', 'index.html'), builtPage('/job'));
  writeFileSync(join(dir, '.vite', 'csp.json'), JSON.stringify({ scriptHashes: [] }));
  if (options.renderer !== false) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, '.ssr', 'entry-server.js'), SSR_ENTRY);
    // An ES module, as the real bundle is under the project's "type": "module".
    writeFileSync(join(dir, '.ssr', 'package.json'), '{"type":"module"}');
    const shells: PageShells = {
      siteUrl: 'https://tax.example.kr',
      content: repositoryContent,
      pages: {
        '/': shell(true),
        '/privacy': shell(false),
        '/apply-counsel': shell(false),
        '/job': shell(false),
      },
    };
    writeFileSync(join(dir, '.vite', SHELLS_FILE), JSON.stringify(shells));
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
