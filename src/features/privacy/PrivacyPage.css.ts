import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const preamble = style({
  marginTop: vars.space.xl,
  lineHeight: vars.lineHeight.relaxed,
});

export const toc = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const tocHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  marginBottom: vars.space.sm,
});

export const tocList = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingLeft: 0,
  listStyle: 'none',
});

globalStyle(`${tocList} a`, { color: vars.color.text, textUnderlineOffset: 3 });

// An article is laid out on its own (content-visibility, decision 176): a margin at its end no
// longer melts into the next article's, so the last block of one carries none.
const noMarginAtTheEnd = { '&:last-child': { marginBottom: 0 } };

export const section = style({
  marginTop: vars.space.xl,
  // The heading a table-of-contents link lands on stays clear of the fixed header.
  scrollMarginTop: 96,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  marginBottom: vars.space.sm,
  scrollMarginTop: 96,
});

export const paragraph = style({
  lineHeight: vars.lineHeight.relaxed,
  selectors: { '& + &': { marginTop: vars.space.sm } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBlock: vars.space.sm,
  paddingLeft: '1.25em',
  listStyle: 'disc',
  lineHeight: vars.lineHeight.relaxed,
  selectors: noMarginAtTheEnd,
});

export const tableScroll = style({
  overflowX: 'auto',
  marginBlock: vars.space.sm,
  selectors: noMarginAtTheEnd,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  borderTop: `2px solid ${vars.color.brand}`,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt, color: vars.color.brand });
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

export const effective = style({
  marginTop: vars.space.xxl,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
