import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const area = style({
  position: 'relative',
  minHeight: 360,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
  '@media': { [media.mobile]: { minHeight: 280 } },
});

export const map = style({
  position: 'absolute',
  inset: 0,
  // Leaflet's panes and controls stack up to z-index 1000; keep them under the header and modals.
  zIndex: 0,
  isolation: 'isolate',
});

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
});

export const marker = style({
  background: 'transparent',
  border: 0,
});

// The pin: a brand-blue drop with a white dot, drawn in CSS.
globalStyle(`${marker}::before`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: '50% 50% 50% 0',
  transform: 'rotate(-45deg)',
  background: vars.color.brand,
  border: `3px solid ${vars.color.textOnDark}`,
  boxShadow: vars.shadow.raised,
});

globalStyle(`${marker}::after`, {
  content: '""',
  position: 'absolute',
  top: 9,
  left: 9,
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: vars.color.textOnDark,
});

export const fallback = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'start',
  gap: vars.space.sm,
  minHeight: 'inherit',
  height: '100%',
  padding: vars.space.xl,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const fallbackAddress = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const fallbackLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});

export const external = style({ fontWeight: vars.fontWeight.regular });
