import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/**
 * Takes the failed illustration's place at its size (the caller's class gives the aspect ratio):
 * a quiet brand-tinted panel with a document mark, so the card keeps its shape and rhythm.
 */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.brand,
  selectors: {
    // The caller's class may set a background of its own (the card's flat image well): the
    // panel's must win whichever stylesheet comes later, and the order of the files that
    // carry them is the bundler's choice (decision 145).
    '&&': {
      background: `linear-gradient(135deg, ${vars.color.surfaceAlt}, ${vars.color.surface})`,
    },
  },
});

export const mark = style({ width: '22%', maxWidth: 96, height: 'auto', opacity: 0.35 });
