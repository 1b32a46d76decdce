import { describe, expect, it } from 'vitest';
import { importsFirst, type Manifest } from '../../scripts/prerender/moduleOrder';

// src/pageModules.ts evaluates a page's chunks one per task in this order: a chunk whose imports
// had not run yet would run them too, in the same task.
const chunk = (imports: string[] = []) => ({ file: 'x.js', imports });

describe('the order a page evaluates its chunks in', () => {
  it('puts every chunk after the chunks it imports, each once', () => {
    const manifest: Manifest = {
      entry: chunk(['shell']),
      app: chunk(['framework', 'shell']),
      route: chunk(['shell', 'card']),
      card: chunk(['framework']),
      shell: chunk(['framework']),
      framework: chunk(),
    };
    const order = importsFirst(manifest, ['entry', 'app', 'route']);
    expect(order).toHaveLength(6);
    expect(new Set(order).size).toBe(6);
    for (const [key, { imports = [] }] of Object.entries(manifest)) {
      for (const imported of imports) {
        expect(order.indexOf(imported), `${imported} before ${key}`).toBeLessThan(
          order.indexOf(key),
        );
      }
    }
  });

  it('ends at dynamic imports: those load when the page asks for them', () => {
    const manifest: Manifest = {
      entry: { file: 'entry.js', imports: ['framework'], dynamicImports: ['map'] },
      framework: chunk(),
      map: chunk(['framework']),
    };
    expect(importsFirst(manifest, ['entry'])).toEqual(['framework', 'entry']);
  });
});
