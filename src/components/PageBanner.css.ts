import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const banner = style({
  // The header is fixed (and transparent at the top on some pages): the banner runs under it.
  paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.xxl})`,
  paddingBottom: vars.space.xxl,
  '@media': {
    [media.mobile]: {
      paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.xl})`,
      paddingBottom: vars.space.xl,
    },
  },
});

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});

export const eyebrow = style({
  color: vars.color.textOnDarkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textOnDark,
});

export const lead = style({
  maxWidth: '42em',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textOnDarkMuted,
});
