import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
