import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const inner = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.mobile]: { paddingInline: vars.space.md } },
});

export const section = style([inner, { paddingBlock: vars.space.section }]);

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

/**
 * The column beside the form: the status table (its own height, so it keeps scrolling), the
 * call panel, which takes the rest, so the column ends where the form ends, and the calculator link.
 */
export const aside = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.lg,
  alignSelf: 'stretch',
  minWidth: 0,
  '@media': { [media.mobile]: { alignSelf: 'start' } },
});

export const formCard = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const directions = style({
  paddingBlock: vars.space.section,
  background: vars.color.surface,
});

export const directionsGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const facts = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xs });

globalStyle(`${fact} > dt`, {
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});

globalStyle(`${fact} > dd`, {
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

export const address = style({ fontStyle: 'normal' });

export const phones = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', padding: 0 });

export const phoneLabel = style({
  display: 'inline-block',
  minWidth: '7em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const phone = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});

export const calculatorLink = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${calculatorLink} > a`, {
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});
