import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.textOnDark,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// The pause/play button keeps its one-word label on one line at 375 px; the sample note beside
// it wraps instead.
export const toggle = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const sampleNote = style({
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textOnDarkMuted,
});

export const viewport = style({
  // About seven rows beside the form, six on a phone; the rest scroll by.
  height: 420,
  overflowY: 'auto',
  // Every step is a 1 px jump written by the machine; smooth scrolling would fight it.
  scrollBehavior: 'auto',
  scrollbarWidth: 'thin',
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { [media.mobile]: { height: 320 } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const caption = style({
  captionSide: 'bottom',
  padding: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

globalStyle(`${table} th`, {
  position: 'sticky',
  top: 0,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  // The line under the header is the header's own: a first row's collapsed border is covered by
  // the sticky header as soon as the rows scroll (or the section is painted on its own layer).
  boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
});

globalStyle(`${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

globalStyle(`${table} tbody tr:first-child td`, { borderTopColor: 'transparent' });

// At 375 px the content column needs every pixel the others can spare.
globalStyle(`${table} th, ${table} td`, {
  '@media': { [media.mobile]: { paddingInline: vars.space.xs } },
});

export const date = style({
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  // The dates arrive right after hydration (they depend on the visit); the column is as wide
  // before as after, so nothing beside it moves. In em, not ch: `ch` follows whichever font has
  // loaded, so the columns moved by 4 px when Pretendard arrived (and screenshots differed).
  boxSizing: 'content-box',
  width: '6em',
});

export const type = style({
  display: 'inline-block',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
