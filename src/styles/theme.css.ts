import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { BREAKPOINT_MOBILE_PX } from '../../contract/limits';
import { FONT_WEIGHTS } from './fontWeights';

/** Noto Sans CJK KR scaled to Pretendard's metrics (global.css.ts), drawn until Pretendard arrives. */
export const PRETENDARD_FALLBACK = 'Pretendard Fallback';

export const vars = createThemeContract({
  color: {
    brand: null,
    brandDeep: null,
    accent: null,
    accentHover: null,
    overlay: null,
    text: null,
    textMuted: null,
    textOnDark: null,
    textOnDarkMuted: null,
    background: null,
    surface: null,
    surfaceAlt: null,
    border: null,
    danger: null,
    success: null,
    focus: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, section: null },
  font: { body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  fontWeight: { regular: null, medium: null, bold: null, heavy: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { card: null, raised: null },
  layout: { maxWidth: null, headerHeight: null },
  zIndex: { header: null, menu: null, modal: null },
  duration: { fast: null, normal: null, slow: null },
});

createGlobalTheme(':root', vars, {
  color: {
    brand: '#090e50',
    brandDeep: '#05082f',
    accent: '#1d4ed8',
    accentHover: '#1e40af',
    overlay: 'rgba(9, 14, 80, 0.72)',
    text: '#111827',
    textMuted: '#4b5563',
    textOnDark: '#ffffff',
    textOnDarkMuted: '#d1d5f0',
    background: '#ffffff',
    surface: '#f5f7fb',
    surfaceAlt: '#eef1f8',
    border: '#d6dae5',
    danger: '#b91c1c',
    success: '#047857',
    focus: '#f59e0b',
  },
  space: {
    xxs: '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
    section: 'clamp(56px, 9vw, 120px)',
  },
  font: {
    body: `'Pretendard Variable', Pretendard, '${PRETENDARD_FALLBACK}', -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif`,
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.25rem',
    xl: 'clamp(1.5rem, 2.4vw, 2rem)',
    xxl: 'clamp(1.875rem, 3.6vw, 2.75rem)',
    display: 'clamp(2.125rem, 5.4vw, 3.75rem)',
  },
  lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.75' },
  fontWeight: {
    regular: String(FONT_WEIGHTS.regular),
    medium: String(FONT_WEIGHTS.medium),
    bold: String(FONT_WEIGHTS.bold),
    heavy: String(FONT_WEIGHTS.heavy),
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 4px 20px rgba(9, 14, 80, 0.08)',
    raised: '0 12px 40px rgba(9, 14, 80, 0.18)',
  },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
  zIndex: { header: '100', menu: '110', modal: '1000' },
  duration: { fast: '150ms', normal: '300ms', slow: '600ms' },
});

/** Media queries share the spec's 768 px breakpoint with the machines (contract/limits). */
export const media = {
  mobile: `screen and (max-width: ${BREAKPOINT_MOBILE_PX}px)`,
  desktop: `screen and (min-width: ${BREAKPOINT_MOBILE_PX + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
