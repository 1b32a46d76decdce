import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { container } from '../styles/utilities.css';

export const inner = style([container, { display: 'grid', gap: vars.space.md }]);

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
