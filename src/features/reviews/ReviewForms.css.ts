import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export { visuallyHidden } from '../../styles/utilities.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

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
  // Where the dialog must scroll (a short window, an open on-screen keyboard) the buttons stay
  // in sight at its bottom edge instead of waiting below the fold. The bar reaches down over
  // the dialog's bottom padding (Modal.css) so nothing scrolls by underneath it.
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.xl})`,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.xl,
  marginBottom: `calc(-1 * ${vars.space.xl})`,
  background: vars.color.background,
  '@media': {
    [media.mobile]: {
      bottom: `calc(-1 * ${vars.space.lg})`,
      paddingBottom: vars.space.lg,
      marginBottom: `calc(-1 * ${vars.space.lg})`,
    },
  },
});

/** Author and password side by side where the dialog is wide enough, so the form fits 800 px. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
