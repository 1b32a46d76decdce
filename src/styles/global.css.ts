import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { LAID_OUT_ATTRIBUTE, SKIPPED_UNTIL_NEAR } from '../earlyReveal';
import { media, PRETENDARD_FALLBACK, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

// Pretendard swaps in after the first paint (docs/decisions.md 37). Until then Korean text is drawn
// in Noto Sans CJK KR (Android's Korean font) scaled to Pretendard's widths and line metrics, so
// the swap does not rewrap it. Measured in Chromium over the pages' text: Pretendard's Hangul is
// 93.94 % of Noto's width at every weight, its Latin 101.6-104.9 %; ascent 0.952, descent 0.241
// (the overrides are divided by size-adjust, which Chromium applies to them too).
const NOTO_REGULAR = "local('Noto Sans CJK KR Regular'), local('NotoSansCJKkr-Regular')";
const NOTO_BOLD = "local('Noto Sans CJK KR Bold'), local('NotoSansCJKkr-Bold')";
const HANGUL = 'U+1100-11FF, U+3130-318F, U+AC00-D7AF';
const LATIN = 'U+0000-00FF, U+2000-206F, U+20A9';
const matched = (sizeAdjust: number) => ({
  sizeAdjust: `${sizeAdjust}%`,
  ascentOverride: `${((95.2 / sizeAdjust) * 100).toFixed(2)}%`,
  descentOverride: `${((24.1 / sizeAdjust) * 100).toFixed(2)}%`,
  lineGapOverride: '0%',
});
globalFontFace(PRETENDARD_FALLBACK, [
  { src: NOTO_REGULAR, fontWeight: '100 599', unicodeRange: HANGUL, ...matched(93.94) },
  { src: NOTO_BOLD, fontWeight: '600 900', unicodeRange: HANGUL, ...matched(93.94) },
  { src: NOTO_REGULAR, fontWeight: '100 599', unicodeRange: LATIN, ...matched(102.5) },
  { src: NOTO_BOLD, fontWeight: '600 900', unicodeRange: LATIN, ...matched(103.5) },
]);

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.layout.headerHeight,
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  WebkitFontSmoothing: 'antialiased',
});

// A phone lays out and draws only what is on or near its screen: every section after a page's first
// and the footer are skipped until scrolled near. Laying out the whole page was the longest task
// of the first paint, and again when Pretendard swaps in (Lighthouse's Total Blocking Time;
// decisions.md 99). The remembered size (`auto`) keeps the scrollbar steady once seen. One the
// first screen reaches is laid out at once, marked so by the inline script (decision 176), and
// keeps the containment `auto` implies, so that it is drawn the same (margins, overflow).
globalStyle(SKIPPED_UNTIL_NEAR, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 600px',
});
globalStyle(`:is(${SKIPPED_UNTIL_NEAR})[${LAID_OUT_ATTRIBUTE}]`, {
  contentVisibility: 'visible',
  contain: 'layout style paint',
});

globalStyle('img, video, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('h1, h2, h3, h4, p, ul, ol, figure, dl, dd', { margin: 0 });
globalStyle('ul, ol', { padding: 0, listStyle: 'none' });
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

/** Set while a modal or the mobile menu is open (see src/components/scrollLock.ts). */
globalStyle('html[data-scroll-locked] body', { overflow: 'hidden' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
