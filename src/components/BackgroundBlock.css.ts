import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const block = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  backgroundColor: vars.color.brand,
  color: vars.color.textOnDark,
});

export const media = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: vars.color.overlay,
});

export const content = style({ position: 'relative' });
