// subset-font ships no types; this is the one call the build makes (scripts/prerender/fonts.ts).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
      /** OpenType feature tags kept (with the glyphs only they reach); harfbuzz's defaults if absent. */
      keepFeatures?: string[];
      /** Per axis: pinned to a value, or cut to a range. */
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}
