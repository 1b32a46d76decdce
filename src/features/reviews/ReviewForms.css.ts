import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export { visuallyHidden } from '../../styles/utilities.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const control = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surface },
  },
});

export const textarea = style({ resize: 'vertical', lineHeight: vars.lineHeight.relaxed });

export const below = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '1.25em',
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-invalid]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});

export const formError = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
