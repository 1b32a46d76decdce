import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A text file's brotli and gzip copies, made on libuv's threads rather than the event loop: the
 * build writes them beside its files (quality 11), and a publish keeps them with each page it
 * renders (quality 9, faster, while visitors are being served).
 */
export async function compressedCopies(
  bytes: Buffer,
  brotliQuality: number,
): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
}
