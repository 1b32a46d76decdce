// sitemap.xml and robots.txt for the site's paths under its public address.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const urls = paths.map(
    (pagePath) => `  <url><loc>${new URL(pagePath, `${siteUrl}/`).href}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export async function writeSitemap(
  distDir: string,
  paths: readonly string[],
  siteUrl: string,
): Promise<void> {
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(paths, siteUrl));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
}
