import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as form from '../src/styles/form.css';
import { media, vars } from '../src/styles/theme.css';

export const page = style({ minHeight: '100vh', background: vars.color.surface });

export const header = style({
  background: vars.color.brand,
  color: vars.color.textOnDark,
});

export const headerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const brand = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.heavy });

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const nav = style({
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '3px solid transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      borderBottomColor: vars.color.accent,
      color: vars.color.accent,
      fontWeight: vars.fontWeight.bold,
    },
    '&:hover': { color: vars.color.accent },
  },
  '@media': { [media.mobile]: { padding: `${vars.space.xs} ${vars.space.sm}` } },
});

export const main = style({
  display: 'grid',
  // A column as wide as the screen, not as its widest content: wide things scroll in their box.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const signIn = style([
  panel,
  { width: 'min(100%, 420px)', margin: `${vars.space.xl} auto` },
]);

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
});

export const filterField = style({ display: 'grid', gap: vars.space.xxs, minWidth: 150 });

/** The day presets (오늘, 이번 주, 이번 달): one row of small buttons under their legend. */
export const presets = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** A line the console says about the last action: an error or a success. */
export const message = recipe({
  base: {
    padding: vars.space.sm,
    borderLeft: '4px solid',
    background: vars.color.surface,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      danger: { borderLeftColor: vars.color.danger, color: vars.color.danger },
      success: { borderLeftColor: vars.color.success, color: vars.color.success },
    },
  },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Wide tables scroll inside their own region on a phone instead of widening the page. */
export const tableScroll = style({ overflowX: 'auto', borderTop: `2px solid ${vars.color.brand}` });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

// Cells hold short values (dates, names, labels, a button): kept on one line, the region scrolls.
globalStyle(`${table} th, ${table} td`, { whiteSpace: 'nowrap' });
globalStyle(`${table} th`, { background: vars.color.surface });

/** A cell of free text (the audit detail) wraps within a readable width instead. */
export const textCell = style({ minWidth: '16rem' });
globalStyle(`${table} td${textCell}`, { whiteSpace: 'normal', overflowWrap: 'anywhere' });

/** The detail dialog: the record, then the status form. */
export const dialogBody = style({ display: 'grid', gap: vars.space.lg });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const hiddenBadge = style([
  badge,
  {
    background: vars.color.background,
    color: vars.color.danger,
    border: `1px solid ${vars.color.danger}`,
  },
]);

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

globalStyle(`${details} dt`, { fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const reviewList = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const reviewTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const reviewContent = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const noticeHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xxs,
});

export const noticeList = style({
  marginTop: vars.space.xs,
  paddingLeft: vars.space.lg,
  listStyle: 'disc',
  overflowWrap: 'anywhere',
});

export const contentForm = style([form.form, { gridTemplateColumns: 'minmax(0, 1fr)' }]);

/** 사이트 내용: one part of the content, folded until opened. */
export const contentPart = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const contentSummary = style({
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

/** A group of fields (an object, a list): its fields below its legend, indented by a rule. */
export const contentGroup = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  margin: `${vars.space.sm} 0 0`,
  padding: `0 0 0 ${vars.space.md}`,
  border: 0,
  borderLeft: `2px solid ${vars.color.border}`,
});

export const contentLegend = style({ fontWeight: vars.fontWeight.bold, padding: 0 });

export const contentThumb = style({
  width: 160,
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const contentItem = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

globalStyle(`${contentItem} > *`, { width: '100%' });
globalStyle(`${contentItem} > button`, { width: 'auto' });

export const contentTextarea = style([form.input, { minHeight: 80, resize: 'vertical' }]);

/** The preview: the page at three widths, each frame drawn at half size. */
export const previewFrames = style({
  display: 'flex',
  overflowX: 'auto',
  maxWidth: '100%',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const previewFrame = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const previewViewport = style({
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const previewIframe = style({
  border: 0,
  transformOrigin: '0 0',
  transform: 'scale(0.5)',
});
