// The order a page's chunks are fetched and evaluated in (scripts/prerender.ts, src/pageModules.ts).

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * `roots` and every chunk they import statically, each once and after everything it imports. In
 * this order each import() of the next chunk evaluates that chunk's own top-level code only, its
 * imports having run already; the page's start-up is then a row of short tasks, not one long one.
 */
export function importsFirst(manifest: Manifest, roots: Iterable<string>): string[] {
  const seen = new Set<string>();
  const ordered: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    ordered.push(key);
  };
  for (const key of roots) visit(key);
  return ordered;
}
