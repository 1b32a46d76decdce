import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Form fields shared by the consultation and job forms: label above, message below, the
// invalid state marked by colour and by text (never by colour alone).

export const form = style({ display: 'grid', gap: vars.space.lg });

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const required = style({ color: vars.color.danger, marginLeft: 2 });

const control = {
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
} as const;

export const input = style({
  ...control,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surface, cursor: 'not-allowed' },
  },
});

export const textarea = style([input, { minHeight: 160, resize: 'vertical' }]);

// The native file control keeps its behaviour and announcements; only its look joins the form:
// a dashed drop area whose button is the site's outline button, not the browser's grey box.
export const file = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    padding: vars.space.xs,
    borderStyle: 'dashed',
    background: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'pointer',
    fontSize: vars.fontSize.sm,
    selectors: {
      '&::file-selector-button': {
        marginRight: vars.space.sm,
        padding: `${vars.space.xs} ${vars.space.md}`,
        border: `1px solid ${vars.color.brand}`,
        borderRadius: vars.radius.pill,
        background: vars.color.background,
        color: vars.color.brand,
        font: 'inherit',
        fontWeight: vars.fontWeight.bold,
        cursor: 'pointer',
        transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
      },
      '&:hover::file-selector-button': {
        background: vars.color.brand,
        color: vars.color.textOnDark,
      },
      '&:hover': { borderColor: vars.color.brand },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
]);

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.lg,
});

export const consent = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const consentHeading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const consentList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  '@media': {
    'screen and (max-width: 480px)': { gridTemplateColumns: '1fr', rowGap: 0 },
  },
});

globalStyle(`${consentList} dt`, { fontWeight: vars.fontWeight.bold, color: vars.color.text });
globalStyle(`${consentList} dd`, {
  margin: 0,
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 480px)': { marginBottom: vars.space.xs } },
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 1,
  accentColor: vars.color.accent,
});

export const submit = style({ width: '100%' });

/** Off-screen for people and screen readers alike (aria-hidden and no tab stop in the markup). */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});
