import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({
  borderTop: `2px solid ${vars.color.brand}`,
});

export const paragraph = style({
  selectors: { '& + &': { marginTop: vars.space.sm } },
});

export const link = style({ marginTop: vars.space.lg });

export const cta = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space.xxl,
});
