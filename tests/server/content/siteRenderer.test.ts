import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { repositoryContent } from '../../../contract/siteContent';
import { loadSiteRenderer } from '../../../server/content/siteRenderer';
import { fakeBuild } from '../support/fakeBuild';

const build = fakeBuild();
afterAll(() => build.dispose());

test('a publish renders page by page with visitors served in between, and compresses each page faithfully', async () => {
  const renderer = await loadSiteRenderer(build.dir);
  if (!renderer) throw new Error('the fake build has a renderer');
  // The bundle loads on the first render (file reads); what is measured is a publish after it.
  await renderer.renderAll(repositoryContent);
  // Anything waiting on the event loop (a visitor's request) is a macrotask like these ticks.
  let ticks = 0;
  let rendering = true;
  const tick = () => {
    ticks += 1;
    if (rendering) setImmediate(tick);
  };
  setImmediate(tick);
  const pages = await renderer.renderAll(repositoryContent);
  rendering = false;

  expect(pages.size).toBeGreaterThan(2);
  // At least once per page: a publish never holds the loop for the whole site.
  expect(ticks).toBeGreaterThanOrEqual(pages.size);
  for (const page of pages.values()) {
    expect(brotliDecompressSync(page.br).equals(page.html)).toBe(true);
    expect(gunzipSync(page.gzip).equals(page.html)).toBe(true);
  }
});
