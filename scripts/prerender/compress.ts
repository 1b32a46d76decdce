// `.br` and `.gz` beside every text file, so the server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compressedCopies } from '../../server/content/compressedCopies';

const COMPRESSIBLE = /\.(?:html|js|css|svg|xml|txt|json)$/;
/** Below this a compressed copy saves less than its own request overhead. */
const MIN_BYTES = 1024;

export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    const copies = await compressedCopies(content, 11);
    await writeFile(`${file}.br`, copies.br);
    await writeFile(`${file}.gz`, copies.gzip);
  }
}
