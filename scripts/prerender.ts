// `npm run build`, last step: turns every path of the site into its own static HTML file, in the
// layout the server's static plugin serves (<DIST_DIR>/index.html for /, <DIST_DIR>/<path>/index.html
// otherwise), then writes sitemap.xml and robots.txt. Run after the client build and the SSR build
// of src/entry-server.tsx (see vite.config.ts).

import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { DEFAULT_SITE_URL } from '../src/content/seo';
import { buildFontFaceSplit } from './fonts';

type EntryServer = typeof import('../src/entry-server');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const ssrDir = path.join(distDir, '.ssr');
/** The app module src/boot.ts imports once the prerendered page has painted. */
const APP_MODULE = 'src/main.tsx';
const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

/** `/` → `routes/index.tsx`, `/success-case/$caseId` → `routes/success-case.$caseId.tsx` (flat routes). */
function routeSourcePrefix(routeId: string): string {
  const file = routeId.slice(1).replace(/\/$/, '/index').replace(/\//g, '.') || 'index';
  return `src/routes/${file}.tsx?tsr-split=`;
}

/**
 * What a page loads: `scripts`, every JS chunk of the entry, the app (src/main.tsx, fetched after
 * the first paint by src/boot.ts) and the matched routes; `styles`, the stylesheets of the app and
 * the routes that index.html does not link already. Linked in the HTML, they apply before the first
 * paint, and Vite's loader later finds them and does not add them twice.
 */
function pageAssets(manifest: Manifest, routeIds: string[]) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  const linked = new Set<string>();
  collect(entryKey, linked);

  const needed = new Set<string>();
  if (!manifest[APP_MODULE]) throw new Error(`${APP_MODULE} is not in the Vite manifest.`);
  collect(APP_MODULE, needed);
  for (const routeId of routeIds) {
    if (routeId === '__root__') continue;
    const prefix = routeSourcePrefix(routeId);
    const keys = Object.keys(manifest).filter((key) => key.startsWith(prefix));
    if (keys.length === 0) {
      throw new Error(`No code-split chunk for route ${routeId} (looked for ${prefix}*).`);
    }
    for (const key of keys) collect(key, needed);
  }
  const alreadyLinked = new Set([...linked].flatMap((key) => manifest[key]?.css ?? []));
  const styles = new Set<string>();
  for (const key of needed) {
    for (const css of manifest[key]?.css ?? []) if (!alreadyLinked.has(css)) styles.add(`/${css}`);
  }
  const scripts = [...linked, ...needed].flatMap((key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? [`/${file}`] : [];
  });
  return { styles: [...styles], scripts: [...new Set(scripts)] };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The largest above-the-fold image is the one rendered with fetchpriority="high". */
function lcpImagePreload(appHtml: string, headHtml: string): string {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/.exec(appHtml)?.[0];
  const src = img && /\bsrc="([^"]+)"/.exec(img)?.[1];
  if (!src || headHtml.includes(`rel="preload"`)) return '';
  return `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
}

function pageFile(pagePath: string): string {
  return pagePath === '/'
    ? path.join(distDir, 'index.html')
    : path.join(distDir, pagePath.replace(/^\//, ''), 'index.html');
}

function hashedName(content: string, base: string): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return `assets/${base}-${hash}.css`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:html|js|css|svg|xml|txt|json)$/;

/**
 * Writes `.br` and `.gz` beside every text file so the server sends them as they are
 * (@fastify/static `preCompressed`) instead of compressing on each request.
 */
async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = await readFile(file);
    if (content.length < 1024) continue;
    await writeFile(
      `${file}.br`,
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
  }
}

async function main() {
  const ssr: EntryServer = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  const manifest: Manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  );
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) {
    throw new Error('index.html has no <!--app-html--> placeholder inside #root.');
  }

  const pages: { path: string; html: string }[] = [];
  const loads: Record<string, { scripts: string[] }> = {};
  for (const pagePath of ssr.SITE_PATHS) {
    const page = await ssr.render(pagePath);
    if (page.pathname !== pagePath) {
      throw new Error(`${pagePath} redirected to ${page.pathname} while prerendering.`);
    }
    const { styles, scripts } = pageAssets(manifest, page.routeIds);
    loads[pagePath] = { scripts };
    const head = [
      page.headHtml,
      ssr.socialTags({
        path: pagePath,
        title: page.title,
        description: page.description,
        siteUrl,
      }),
      lcpImagePreload(page.appHtml, page.headHtml),
    ]
      .filter(Boolean)
      .join('\n    ');
    // After index.html's own stylesheets, so the cascade keeps the order of the client's loads.
    const tail = [
      ...styles.map(
        (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
      ),
      ...ssr.structuredDataFor(pagePath, siteUrl),
    ].join('\n    ');
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace('</head>', () => `  ${tail}\n  </head>`)
      .replace('<!--app-html-->', () => page.appHtml);
    pages.push({ path: pagePath, html });
  }

  // Pretendard's dynamic subset declares ~90 @font-face rules. None of them may hold up the first
  // paint: fonts fetched before it would count in (and dominate) LCP. The rules the prerendered
  // text needs apply right after the first paint (src/boot.ts, font-display: swap); the others
  // only at the first interaction (src/main.tsx), for reviews and typed input. The original
  // stylesheet stays on disk: a lazy chunk may still list it as a dependency.
  const linked = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g),
  ];
  const fontSheets: { tag: string; replacement: string }[] = [];
  const text = pages.map((page) => page.html).join('');
  for (const [tag, file = ''] of linked) {
    const css = await readFile(path.join(distDir, file), 'utf8');
    if (!css.includes('@font-face')) continue;
    const { rest, used, unused } = buildFontFaceSplit(css, text);
    const restFile = hashedName(rest, path.basename(file, '.css').replace(/-[^-]+$/, ''));
    const usedFile = hashedName(used, 'fonts');
    const unusedFile = hashedName(unused, 'fonts-more');
    await writeFile(path.join(distDir, restFile), rest);
    await writeFile(path.join(distDir, usedFile), used);
    await writeFile(path.join(distDir, unusedFile), unused);
    const usedFonts = [...used.matchAll(/url\(\s*['"]?([^'")\s]+)/g)].map(([, url]) => url);
    fontSheets.push({
      tag,
      replacement: [
        tag.replace(`/${file}`, `/${restFile}`),
        `<link rel="stylesheet" href="/${usedFile}" media="print" data-fonts="${escapeAttribute(usedFonts.join(' '))}">`,
        `<link rel="stylesheet" href="/${unusedFile}" media="print" data-deferred-fonts>`,
      ].join('\n    '),
    });
  }

  for (const page of pages) {
    let html = page.html;
    for (const { tag, replacement } of fontSheets) html = html.replace(tag, () => replacement);
    const file = pageFile(page.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }

  const urls = ssr.SITE_PATHS.map(
    (pagePath) => `  <url><loc>${new URL(pagePath, `${siteUrl}/`).href}</loc></url>`,
  );
  await writeFile(
    path.join(distDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    path.join(distDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  // For `npm run bench`: the scripts each page loads, which its HTML alone does not show.
  await writeFile(path.join(distDir, '.vite', 'pages.json'), `${JSON.stringify(loads, null, 2)}\n`);
  await rm(ssrDir, { recursive: true, force: true });
  await precompress(distDir);

  console.log(
    `prerendered ${pages.length} pages into ${path.relative(process.cwd(), distDir) || '.'}`,
  );
}

await main();
