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
import { build } from 'esbuild';
import { CSP_FILE } from '../server/plugins/security';
import { DEFAULT_SITE_URL } from '../src/content/seo';
import { htmlText, siteCodePoints, siteFontFace, splitFontFaces, subsetWoff2 } from './fonts';
import { importsFirst, type Manifest } from './moduleOrder';

type EntryServer = typeof import('../src/entry-server');

const root = path.resolve(import.meta.dirname, '..');
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
  const jsFile = (key: string) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? [`/${file}`] : [];
  };
  const scripts = [...linked, ...needed].flatMap(jsFile);
  // The entry starts the app (src/boot.ts), so neither is evaluated ahead.
  const evaluateAhead = importsFirst(manifest, [...linked, ...needed])
    .filter((key) => key !== entryKey && key !== APP_MODULE)
    .flatMap(jsFile);
  return { styles: [...styles], scripts: [...new Set(scripts)], evaluateAhead };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page's high-priority image (its LCP), when it has one. React hoists its preload into the
 * head itself (`<link rel="preload" as="image" fetchPriority="high">`).
 */
function priorityImageSrc(appHtml: string): string | undefined {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(appHtml)?.[0];
  return img && /\bsrc="([^"]+)"/.exec(img)?.[1];
}

/**
 * What src/pageModules.ts loads, entry first; the modules it evaluates one at a time before the
 * entry; and the image it lets finish first.
 */
function pageModulesMeta(scripts: string[], evaluateAhead: string[], appHtml: string): string {
  const image = priorityImageSrc(appHtml);
  // Taken from an attribute of the page's HTML, so it is escaped already.
  const afterImage = image ? ` data-after-image="${image}"` : '';
  return `<meta name="page-modules" content="${escapeAttribute(scripts.join(' '))}" data-evaluate-ahead="${escapeAttribute(evaluateAhead.join(' '))}"${afterImage}>`;
}

/** Vite's entry script and module preloads: the inline script loads them (src/pageModules.ts). */
function withoutScriptFiles(template: string): string {
  return template
    .replace(/\s*<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

function pageFile(pagePath: string): string {
  return pagePath === '/'
    ? path.join(distDir, 'index.html')
    : path.join(distDir, pagePath.replace(/^\//, ''), 'index.html');
}

const PRETENDARD_VARIABLE = path.join(
  root,
  'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
);

/** Every file's text under `dirs`: the messages and copy the site can show besides its pages. */
async function sourceTexts(dirs: string[]): Promise<string[]> {
  const texts: string[] = [];
  for (const dir of dirs) {
    for (const entry of await readdir(path.join(root, dir), { recursive: true })) {
      // The staff console's texts (contract/staff.ts, src/content/staff.ts) never reach a public
      // page; the console loads Pretendard's full dynamic subset instead.
      if (/\.tsx?$/.test(entry) && !/(^|\/)staff\.ts$/.test(entry)) {
        texts.push(await readFile(path.join(root, dir, entry), 'utf8'));
      }
    }
  }
  return texts;
}

/**
 * The page's render-blocking stylesheets, inlined: the first paint needs no stylesheet request
 * (LCP on a slow phone). Each keeps a disabled `<link>` with its URL — not fetched, but Vite's
 * preload helper sees it and does not load the same file again when the route's code arrives.
 */
async function inlineStylesheets(html: string): Promise<string> {
  const blocking = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g),
  ];
  let page = html;
  for (const [tag, file = ''] of blocking) {
    const css = (await readFile(path.join(distDir, file), 'utf8')).replace(
      /<\/style/gi,
      '<\\/style',
    );
    page = page.replace(
      tag,
      () =>
        `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`,
    );
  }
  return page;
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

/**
 * The one inline script of every page, and its CSP hash: it holds input from the first paint
 * (src/earlyInput.ts) and then fetches the page's modules (src/pageModules.ts).
 */
async function buildInlineScript(): Promise<{ code: string; hash: string }> {
  const result = await build({
    stdin: {
      contents: [
        "import { holdEarlyInput } from './src/earlyInput';",
        "import { loadPageModules } from './src/pageModules';",
        'holdEarlyInput();',
        'loadPageModules();',
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  const code = (result.outputFiles[0]?.text ?? '').trim().replace(/<\/script/gi, '<\\/script');
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

async function main() {
  const inlineScript = await buildInlineScript();
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
    const { styles, scripts, evaluateAhead } = pageAssets(manifest, page.routeIds);
    loads[pagePath] = { scripts };
    const head = [
      page.headHtml,
      ssr.socialTags({
        path: pagePath,
        title: page.title,
        description: page.description,
        siteUrl,
      }),
      // What the page's inline script fetches once the first paint is done, entry first
      // (src/pageModules.ts); the template's own entry script and preloads are taken out.
      pageModulesMeta(scripts, evaluateAhead, page.appHtml),
      // Input is held from the first paint, before any script file arrives (src/earlyInput.ts).
      `<script>${inlineScript.code}</script>`,
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
    const html = withoutScriptFiles(template)
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace('</head>', () => `  ${tail}\n  </head>`)
      .replace('<!--app-html-->', () => page.appHtml);
    pages.push({ path: pagePath, html });
  }

  // Pretendard: the prerendered text and every message the site can show come from one subset of
  // the variable font built here (scripts/fonts.ts), applied right after the first paint
  // (src/boot.ts, font-display: swap) so no font holds up LCP. Pretendard's ~90 dynamic-subset
  // @font-face rules stay for characters the site itself never writes (reviews, typed input), in
  // a disabled sheet enabled where such text can appear (src/deferredFonts.ts). The original stylesheet
  // stays on disk: a lazy chunk may still list it as a dependency.
  const linked = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g),
  ];
  const points = siteCodePoints([
    ...pages.map((page) => htmlText(page.html)),
    ...(await sourceTexts(['contract', 'src/content'])),
  ]);
  const subset = await subsetWoff2(await readFile(PRETENDARD_VARIABLE), points);
  const subsetFile = `assets/pretendard-site-${createHash('sha256').update(subset).digest('base64url').slice(0, 8)}.woff2`;
  await writeFile(path.join(distDir, subsetFile), subset);
  const fontSheets: { tag: string; replacement: string }[] = [];
  for (const [tag, file = ''] of linked) {
    const css = await readFile(path.join(distDir, file), 'utf8');
    if (!css.includes('@font-face')) continue;
    const { rest, faces } = splitFontFaces(css);
    // Relative font URLs in the moved rules stay valid: the new sheets live beside the old one.
    const site = siteFontFace(`/${subsetFile}`, points);
    const restFile = hashedName(rest, path.basename(file, '.css').replace(/-[^-]+$/, ''));
    const siteFile = hashedName(site, 'fonts');
    const moreFile = hashedName(faces, 'fonts-more');
    await writeFile(path.join(distDir, restFile), rest);
    await writeFile(path.join(distDir, siteFile), site);
    await writeFile(path.join(distDir, moreFile), faces);
    fontSheets.push({
      tag,
      replacement: [
        tag.replace(`/${file}`, `/${restFile}`),
        // Disabled: not even fetched until src/deferredFonts.ts enables it.
        `<link rel="stylesheet" href="/${moreFile}" disabled data-deferred-fonts>`,
        `<link rel="stylesheet" href="/${siteFile}" media="print" data-fonts="/${escapeAttribute(subsetFile)}">`,
      ].join('\n    '),
    });
  }
  console.log(
    `Pretendard subset: ${points.length} characters, ${Math.round(subset.length / 1024)} KB woff2`,
  );

  for (const page of pages) {
    let html = page.html;
    for (const { tag, replacement } of fontSheets) html = html.replace(tag, () => replacement);
    html = await inlineStylesheets(html);
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
  // The server admits exactly this inline script in its CSP (server/plugins/security.ts).
  await writeFile(
    path.join(distDir, '.vite', CSP_FILE),
    `${JSON.stringify({ scriptHashes: [inlineScript.hash] }, null, 2)}\n`,
  );
  await rm(ssrDir, { recursive: true, force: true });
  await precompress(distDir);

  console.log(
    `prerendered ${pages.length} pages into ${path.relative(process.cwd(), distDir) || '.'}`,
  );
}

await main();
