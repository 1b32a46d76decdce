import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const picture = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const pictureSvg = style({ display: 'block', width: '100%', height: '5.5rem' });

export const pictureBar = style({
  fill: vars.color.brand,
  selectors: {
    '&[data-bar="1"]': { fill: vars.color.success },
    '&[data-bar="3"]': { fill: vars.color.accent },
  },
});

export const pictureLegend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const pictureText = style({ fontSize: vars.fontSize.sm });
