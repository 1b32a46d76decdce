import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const form = style({ gap: vars.space.md });

export const modes = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});
globalStyle(`${modes} > legend`, { gridColumn: '1 / -1', marginBottom: vars.space.xs });

export const modeInput = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
});

export const mode = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.textOnDark,
    },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  border: 0,
});
globalStyle(`${inline} > legend`, { marginBottom: vars.space.xs });

/** The amount in 억·만 words under its field, while it is a valid amount. */
export const words = style({
  selectors: { '&:empty': { display: 'none' } },
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

/** Two fields side by side whose hints differ in length: each input stays under its label. */
export const row = style({ alignItems: 'start' });
