// The Korean system font the benchmark's Chromium draws with, shared with the browser tests'
// screenshot comparisons (tests/e2e/visual.spec.ts), so both see the same pinned font.

import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The system's fonts plus bench/fonts/ (see bench/fonts.conf). A Korean font is required: without
 * one Chromium draws Korean as boxes until Pretendard swaps in, so CLS would measure a rewrap that
 * no visitor sees (every visitor's system has a Korean font; Android's is Noto Sans CJK KR).
 */
export const FONT_ENV = {
  ...process.env,
  FONTCONFIG_FILE: fileURLToPath(new URL('./fonts.conf', import.meta.url)),
};

/** A Korean font family fontconfig offers Chromium (a Korean one first), or an error saying how to install one. */
export function koreanFont(): string {
  // Android's Korean font is a sans: a Korean sans first, serif and monospaced faces last.
  const preference = (family: string) =>
    Number(family.includes(' KR')) * 2 - Number(/Mono|Serif/.test(family)) * 3;
  const families = execFileSync('fc-list', [':lang=ko', 'family'], {
    env: FONT_ENV,
    encoding: 'utf8',
  })
    .split('\n')
    .flatMap((line) => line.split(','))
    .filter(Boolean)
    .sort((a, b) => preference(b) - preference(a));
  const [family] = families;
  if (!family) {
    throw new Error(
      'No Korean font for the benchmark: `apt-get install fonts-noto-cjk`, or put ' +
        'NotoSansCJK-Regular.ttc and NotoSansCJK-Bold.ttc (from that package) in bench/fonts/.',
    );
  }
  return family;
}
