import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { container } from '../../styles/utilities.css';

export const heroInner = style([container, { display: 'grid', gap: vars.space.sm }]);

export const eyebrow = style({
  color: vars.color.textOnDarkMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
});

export const client = style({ color: vars.color.textOnDarkMuted });

export const body = style({
  width: '100%',
  maxWidth: '960px',
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xxl,
  '@media': { [media.mobile]: { paddingBlock: vars.space.xl, gap: vars.space.xl } },
});

export const summary = style({
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const summaryTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const summaryGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'center',
  marginTop: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const figure = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const image = style({
  width: '100%',
  aspectRatio: '8 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const stamp = style({
  display: 'inline-grid',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  transform: 'rotate(-3deg)',
});

export const stampLabel = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const factHighlight = style({
  background: vars.color.brand,
  color: vars.color.textOnDarkMuted,
});

export const factValueOnDark = style({ color: vars.color.textOnDark });

export const factValueSuccess = style({ color: vars.color.success });

export const chapter = style({ display: 'grid', gap: vars.space.md });

export const chapterTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
});

export const paragraph = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const steps = style({ display: 'grid', gap: vars.space.md });

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.textOnDark,
  fontWeight: vars.fontWeight.bold,
});

export const stepTitle = style({
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const pager = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'stretch' },
  },
});

export const pagerLink = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const pagerNext = style({ textAlign: 'end' });

export const pagerLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const back = style({
  justifySelf: 'center',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { borderColor: vars.color.accent } },
  '@media': { [media.mobile]: { order: 3 } },
});
