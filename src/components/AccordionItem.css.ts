import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 56,
  padding: `${vars.space.md} ${vars.space.xs}`,
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  selectors: {
    '&:hover': { color: vars.color.accent },
  },
});

export const marker = style({
  flexShrink: 0,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.heavy,
});

export const title = style({ flex: 1 });

export const arrow = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.normal} ease`,
  selectors: {
    '&[data-direction="up"]': { transform: 'rotate(180deg)' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

// Height animates through the grid track (0fr → 1fr), which works for content of any height.
// Visibility flips only after the closing transition, so the text does not vanish mid-animation.
export const panel = style({
  display: 'grid',
  gridTemplateRows: '0fr',
  visibility: 'hidden',
  transition: `grid-template-rows ${vars.duration.normal} ease, visibility 0s linear ${vars.duration.normal}`,
  selectors: {
    '&[data-open="true"]': {
      gridTemplateRows: '1fr',
      visibility: 'visible',
      transition: `grid-template-rows ${vars.duration.normal} ease, visibility 0s linear 0s`,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const panelClip = style({ minHeight: 0, overflow: 'hidden' });

export const panelBody = style({
  padding: `0 ${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
