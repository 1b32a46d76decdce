// The one inline script of every page and the CSP hash that admits it.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { CSP_FILE } from '../../server/plugins/security';

export interface InlineScript {
  /** Minified, with `</script` escaped. */
  code: string;
  /** `'sha256-…'` for the Content-Security-Policy's script-src. */
  hash: string;
}

/**
 * It holds input from the first paint (src/earlyInput.ts), fetches the page's modules
 * (src/pageModules.ts), shows the sections scrolled to before the page is live and lays the
 * page out before a jump within it (src/earlyReveal.ts).
 */
export async function buildInlineScript(root: string): Promise<InlineScript> {
  const result = await build({
    stdin: {
      contents: [
        "import { holdEarlyInput } from './src/earlyInput';",
        "import { loadPageModules } from './src/pageModules';",
        "import { layOutBeforeJumps, revealEarly } from './src/earlyReveal';",
        'holdEarlyInput();',
        'loadPageModules();',
        'revealEarly();',
        'layOutBeforeJumps();',
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

/** The server admits exactly this inline script in its CSP (server/plugins/security.ts). */
export async function writeCspHashes(viteDir: string, script: InlineScript): Promise<void> {
  await writeFile(
    path.join(viteDir, CSP_FILE),
    `${JSON.stringify({ scriptHashes: [script.hash] }, null, 2)}\n`,
  );
}
