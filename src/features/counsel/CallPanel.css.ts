import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const panel = style({
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const lead = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const phones = style({ display: 'grid', gap: vars.space.xs, marginTop: vars.space.xs });

export const line = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const number = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
