import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const section = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.section} ${vars.space.lg}`,
  background: vars.color.brand,
  color: vars.color.textOnDark,
  textAlign: 'center',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.heavy });

export const body = style({ color: vars.color.textOnDarkMuted });
