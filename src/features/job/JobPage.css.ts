import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

const inner = {
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.mobile]: { paddingInline: vars.space.md } },
} as const;

export const section = style({
  ...inner,
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.section,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus': { outline: 'none' } },
});

export const about = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '46em',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr auto auto',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  // The whole card opens the position (spec: "a card opens a detail modal"): its 자세히 보기
  // button stretches over it (cardButton::after), so there is still one control to tab to and
  // one name to announce, and a click anywhere on the card is a click on that button.
  position: 'relative',
  transition: 'border-color 0.2s, box-shadow 0.2s',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.raised },
    '&:has(:focus-visible)': { borderColor: vars.color.brand },
  },
});

export const cardTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tag = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const cardText = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.text,
});

export const location = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const locationLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const cardButton = style({
  justifySelf: 'start',
  marginTop: vars.space.xs,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});

export const dialogBody = style({ display: 'grid', gap: vars.space.lg });

export const dialogSection = style({ display: 'grid', gap: vars.space.xs });

export const dialogHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const bullets = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingLeft: '1.25em',
  margin: 0,
  listStyle: 'disc',
  lineHeight: vars.lineHeight.normal,
});

export const formSection = style({
  background: vars.color.surface,
  paddingBlock: vars.space.section,
  // The fixed header must not cover the form's heading after "scroll to the form".
  scrollMarginTop: vars.layout.headerHeight,
});

export const formCard = style({
  ...inner,
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: 880,
});

export const success = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
});

export const successTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
  selectors: { '&:focus': { outline: 'none' } },
});

export const successText = style({ lineHeight: vars.lineHeight.relaxed });

export const failure = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.background,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const failureDetail = style({ fontWeight: vars.fontWeight.regular, color: vars.color.text });
