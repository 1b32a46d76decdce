import { style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css';

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A chart and the table that says the same, side by side where there is room. */
export const figure = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  alignItems: 'start',
});

export const stackedFigure = style([figure, { gridTemplateColumns: '1fr' }]);

export const caption = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.xs,
});

/** The canvas' box: uPlot draws into it at its width. */
export const chart = style({ minHeight: 240, width: '100%', overflow: 'hidden' });

export const tableCaption = style({ textAlign: 'start', fontWeight: vars.fontWeight.bold });

export const numberCell = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
