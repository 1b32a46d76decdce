import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/**
 * Takes the failed illustration's place at its size (the caller's class gives the aspect ratio):
 * a quiet brand-tinted panel with a document mark, so the card keeps its shape and rhythm.
 */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  background: `linear-gradient(135deg, ${vars.color.surfaceAlt}, ${vars.color.surface})`,
  color: vars.color.brand,
});

export const mark = style({ width: '22%', maxWidth: 96, height: 'auto', opacity: 0.35 });
