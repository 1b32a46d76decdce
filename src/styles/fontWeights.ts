/**
 * Every weight the site's text is set in. The theme names them; the build cuts Pretendard's
 * weight axis to their range (scripts/prerender/fonts.ts), so a weight outside it would be drawn
 * at the nearest end.
 */
export const FONT_WEIGHTS = { regular: 400, medium: 500, bold: 700, heavy: 800 } as const;
