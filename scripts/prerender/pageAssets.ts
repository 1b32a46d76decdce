// Which script and stylesheet files a prerendered page loads, read from Vite's manifest.
import { importsFirst, type Manifest } from './moduleOrder';

/** The app module src/boot.ts imports once the prerendered page has painted. */
export const APP_MODULE = 'src/main.tsx';

/**
 * `/` → `routes/index.tsx`, `/success-case/$caseId` → `routes/success-case.$caseId.tsx` (flat
 * routes). The `?tsr-split=` suffix is how the TanStack Router plugin names a route's code-split
 * chunks in the manifest; should it change, pageAssets throws rather than build pages without
 * their routes (tests/contract/prerenderParts.test.ts).
 */
export function routeSourcePrefix(routeId: string): string {
  const file = routeId.slice(1).replace(/\/$/, '/index').replace(/\//g, '.') || 'index';
  return `src/routes/${file}.tsx?tsr-split=`;
}

export interface PageAssets {
  /** Every JS file the page loads: the entry's chunks, the app and the matched routes. */
  scripts: string[];
  /** The same, in the order src/pageModules.ts evaluates them ahead of the entry. */
  evaluateAhead: string[];
  /** Stylesheets of the app and the routes that index.html does not link already. */
  styles: string[];
}

/**
 * What a page loads. Linked in the HTML, the stylesheets apply before the first paint, and Vite's
 * loader later finds them and does not add them twice.
 */
export function pageAssets(manifest: Manifest, routeIds: string[]): PageAssets {
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
