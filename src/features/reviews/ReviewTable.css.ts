import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { visuallyHidden } from '../../styles/utilities.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  borderTop: `2px solid ${vars.color.brand}`,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
  '@media': { [media.mobile]: { display: 'block', borderTop: 0 } },
});

export const caption = style([visuallyHidden]);

export const head = style({
  background: vars.color.surface,
  '@media': {
    // Hidden visually on cards, still read by screen readers.
    [media.mobile]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${head} th`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody`, {
  '@media': { [media.mobile]: { display: 'grid', gap: vars.space.sm } },
});

export const row = style({
  cursor: 'pointer',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:hover': { background: vars.color.surface } },
  '@media': {
    [media.mobile]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.card,
    },
  },
});

globalStyle(`${row} > td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  '@media': {
    [media.mobile]: {
      padding: 0,
      textAlign: 'left',
      fontSize: vars.fontSize.xs,
      color: vars.color.textMuted,
    },
  },
});

// On cards every value but the title carries its column name, since the header row is hidden.
globalStyle(`${row} > td[data-label]::before`, {
  '@media': {
    [media.mobile]: { content: 'attr(data-label) " "', fontWeight: vars.fontWeight.bold },
  },
});

export const number = style({
  width: '4.5rem',
  '@media': { [media.mobile]: { display: 'none' } },
});
export const author = style({ width: '7rem' });
export const type = style({ width: '7rem' });
export const date = style({ width: '7.5rem' });
export const views = style({ width: '5rem' });

export const title = style({
  '@media': { [media.mobile]: { order: -1, flexBasis: '100%' } },
});

globalStyle(`${row} > td${title}`, {
  textAlign: 'left',
  whiteSpace: 'normal',
  '@media': { [media.mobile]: { color: vars.color.text, fontSize: vars.fontSize.md } },
});

export const titleButton = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.xxs} 0`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': { [media.mobile]: { fontWeight: vars.fontWeight.bold } },
});
