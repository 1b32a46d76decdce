import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  CHARACTER_BYTES,
  FILE_BYTES,
  planFontSlices,
  slicesFor,
} from '../../scripts/prerender/fontSlices';

/** What the pages download together under a plan, by the planner's own cost model. */
function downloaded(slices: number[][], pages: number[][]): number {
  return pages.reduce(
    (sum, page) =>
      sum +
      slicesFor(slices, page).reduce(
        (bytes, index) => bytes + FILE_BYTES + CHARACTER_BYTES * (slices[index]?.length ?? 0),
        0,
      ),
    0,
  );
}

test('characters shown together travel together; one page alone does not pay for the rest', () => {
  const shell = [0x41, 0x42, 0xac00];
  const privacyOnly = Array.from({ length: 40 }, (_, i) => 0xb000 + i);
  const faqOnly = Array.from({ length: 40 }, (_, i) => 0xc000 + i);
  const pages = [
    [...shell, ...privacyOnly],
    [...shell, ...faqOnly],
    [...shell, 0xd000],
  ];
  const slices = planFontSlices(pages, [0xe000, 0xac00]);
  // the FAQ never downloads the privacy page's 40 characters, nor the reverse
  const faqFiles = slicesFor(slices, pages[1] ?? []).flatMap((index) => slices[index] ?? []);
  expect(faqFiles).toEqual(expect.arrayContaining(faqOnly));
  expect(faqFiles.some((point) => privacyOnly.includes(point))).toBe(false);
  // a character only a message shows is in a file of its own, which no page lists
  const messages = slices.findIndex((slice) => slice.includes(0xe000));
  expect(slices[messages]).toEqual([0xe000]);
  for (const page of pages) expect(slicesFor(slices, page)).not.toContain(messages);
  // one lone character is not worth a file: it joins the shell's
  expect(slices.find((slice) => slice.includes(0xd000))).toContain(0x41);
});

test('every character in exactly one file, sorted, and never more bytes than one file for all', () => {
  const point = fc.integer({ min: 0x20, max: 0xd7a3 });
  fc.assert(
    fc.property(
      fc.array(fc.uniqueArray(point, { maxLength: 60 }), { minLength: 1, maxLength: 8 }),
      fc.uniqueArray(point, { maxLength: 20 }),
      (pages, others) => {
        const slices = planFontSlices(pages, others);
        const all = slices.flat();
        expect(new Set(all).size).toBe(all.length);
        expect(new Set(all)).toEqual(new Set([...pages.flat(), ...others]));
        for (const slice of slices) expect(slice).toEqual([...slice].sort((a, b) => a - b));
        const firsts = slices.map((slice) => slice[0] ?? 0);
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
        expect(planFontSlices(pages, others)).toEqual(slices);
        const oneFile = [[...new Set([...pages.flat(), ...others])]];
        expect(downloaded(slices, pages)).toBeLessThanOrEqual(downloaded(oneFile, pages));
      },
    ),
  );
});

test('two groups are merged only when that saves bytes: at exactly no saving they stay apart', () => {
  // A group on page 0 alone beside a group on pages 0 and 1: merging saves page 0 one file
  // (FILE_BYTES) and costs page 1 the first group's characters (CHARACTER_BYTES each).
  const even = FILE_BYTES / CHARACTER_BYTES;
  const plan = (alone: number) => {
    const first = Array.from({ length: alone }, (_, i) => 0xb000 + i);
    return planFontSlices([[...first, 0xc000], [0xc000]], []);
  };
  expect(plan(even)).toHaveLength(2);
  expect(plan(even - 1)).toHaveLength(1);
});
