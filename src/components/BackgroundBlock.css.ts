import { globalStyle, style } from '@vanilla-extract/css';
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

/**
 * Media under the blue overlay is drawn in grey only, so it reads as shades of the brand blue: a
 * yellow sun or door mixed with the translucent blue turned into muddy brown shapes behind the
 * title. Media without the overlay keeps its colours.
 */
export const underOverlay = style({ filter: 'grayscale(1)' });

/** An inline drawing fills the block as the image did; its own viewBox slices it to cover. */
export const drawing = style({});
globalStyle(`${drawing} > svg`, { display: 'block', width: '100%', height: '100%' });
