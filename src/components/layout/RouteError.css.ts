import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Below the header whatever the page would have been: some pages run their banner under it.
export const section = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `calc(${vars.layout.headerHeight} + ${vars.space.xl}) ${vars.space.md} ${vars.space.xxl}`,
  textAlign: 'center',
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
});

export const body = style({ marginBottom: vars.space.lg, lineHeight: vars.lineHeight.relaxed });
