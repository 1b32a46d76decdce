import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const nav = style({ marginTop: vars.space.xl, containerType: 'inline-size' });

const row = {
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
} as const;

export const list = style({ ...row, flexWrap: 'wrap', rowGap: vars.space.xs });

/**
 * The widest row (« ‹ 1 … 5 6 7 8 9 … 14 › », 13 items) needs about 620 px; narrower, the
 * numbers move to a row of their own above the arrows.
 */
export const numbers = style({
  '@container': { '(max-width: 640px)': { order: -1, flexBasis: '100%' } },
});

// Wraps only with hundreds of pages, whose three-digit numbers no phone row can hold.
export const numberList = style({ ...row, flexWrap: 'wrap' });

const base = style({
  minWidth: 44,
  height: 44,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.brand },
    '&[aria-disabled="true"]': {
      color: vars.color.textMuted,
      background: vars.color.surface,
      cursor: 'not-allowed',
    },
  },
  '@media': { [media.mobile]: { minWidth: 36, height: 40 } },
});

export const step = style([base]);

export const number = style([
  base,
  {
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.textOnDark,
      },
    },
  },
]);

export const gap = style({
  minWidth: 24,
  textAlign: 'center',
  color: vars.color.textMuted,
});
