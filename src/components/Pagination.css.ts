import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const nav = style({ marginTop: vars.space.xl });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

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
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:disabled': {
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
