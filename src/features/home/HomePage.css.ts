import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { container } from '../../styles/utilities.css';

// A grid, not flex: the block's content wrapper must span the full width for the container.
export const hero = style({
  display: 'grid',
  alignContent: 'center',
  minHeight: 'min(100svh, 860px)',
  paddingTop: vars.layout.headerHeight,
  paddingBottom: vars.space.xxl,
});

export const heroInner = style([
  container,
  { display: 'grid', justifyItems: 'start', gap: vars.space.lg },
]);

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  color: vars.color.textOnDarkMuted,
});

export const heroTitle = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'pre-line',
});

export const heroLead = style({
  maxWidth: '38em',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textOnDarkMuted,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const section = style({ paddingBlock: vars.space.section });
export const muted = style({ background: vars.color.surface });
export const dark = style({ background: vars.color.brand, color: vars.color.textOnDark });

export const inner = style([container]);

export const sectionTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  marginBottom: vars.space.md,
});

export const sectionLead = style({
  fontSize: vars.fontSize.lg,
  color: 'inherit',
  opacity: 0.85,
  marginBottom: vars.space.xl,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const comparison = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const comparisonSide = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  selectors: {
    '&[data-side="success"]': {
      background: vars.color.brand,
      color: vars.color.textOnDark,
      borderColor: vars.color.brand,
    },
  },
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const comparisonLabel = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.md,
});

export const comparisonList = style({ display: 'grid', gap: vars.space.sm });

globalStyle(`${comparisonList} > li`, { position: 'relative', paddingLeft: vars.space.lg });
globalStyle(`${comparisonList} > li::before`, {
  content: '"✕"',
  position: 'absolute',
  left: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`[data-side="success"] ${comparisonList} > li::before`, {
  content: '"✓"',
  color: vars.color.textOnDark,
});

export const statistics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const statistic = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: 'rgba(255, 255, 255, 0.08)',
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const statisticLabel = style({ fontWeight: vars.fontWeight.bold, order: 2 });

export const statisticValue = style({
  order: 1,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
});

export const statisticNote = style({ order: 3, color: vars.color.textOnDarkMuted });

export const warning = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  borderLeft: `6px solid ${vars.color.danger}`,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const warningList = style({
  display: 'grid',
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
});

globalStyle(`${warningList} > li`, { position: 'relative', paddingLeft: vars.space.lg });
globalStyle(`${warningList} > li::before`, {
  content: '"!"',
  position: 'absolute',
  left: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.heavy,
});

export const warningNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const information = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const paragraph = style({
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  selectors: { '& + &': { marginTop: vars.space.md } },
});

export const informationImage = style({ width: '100%', borderRadius: vars.radius.lg });

export const feature = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const featureNumber = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.accent,
});

export const featureTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

// The carousel runs edge to edge on small screens and inside the page width on large ones.
export const carouselFrame = style({
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.mobile]: { paddingInline: 0 } },
});

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

export const cta = style({ paddingBlock: vars.space.section, textAlign: 'center' });

export const ctaInner = style([container, { display: 'grid', justifyItems: 'center' }]);

export const warningLink = style({ marginTop: vars.space.lg });
