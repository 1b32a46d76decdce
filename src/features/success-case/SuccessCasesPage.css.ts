import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': {
    'screen and (max-width: 1024px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    // Two columns down to phone widths: one card 720 px wide at a tablet's 768 px made the
    // illustrations ~430 px tall and the page longer than on a phone.
    'screen and (max-width: 559px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const cell = style({ display: 'flex' });
