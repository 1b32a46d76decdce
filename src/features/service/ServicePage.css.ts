import { style } from '@vanilla-extract/css';
import { card } from '../../styles/section.css';
import { media, vars } from '../../styles/theme.css';

export const sectionLead = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const services = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '880px',
  marginInline: 'auto',
  marginTop: vars.space.xl,
});

export const service = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  selectors: {
    '&[data-open="true"]': { borderColor: vars.color.accent },
  },
});

export const serviceButton = style({
  padding: `${vars.space.lg} ${vars.space.lg}`,
  fontSize: vars.fontSize.lg,
  '@media': { [media.mobile]: { padding: vars.space.md, fontSize: vars.fontSize.md } },
});

export const servicePanel = style({
  paddingInline: vars.space.lg,
  '@media': { [media.mobile]: { paddingInline: vars.space.md } },
});

export const serviceSummary = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const serviceLines = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  paddingLeft: vars.space.lg,
  listStyle: 'disc',
});

export const processSection = style({ background: vars.color.surface });

export const step = style([card, { padding: vars.space.lg }]);

export const stepNumber = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.heavy,
  letterSpacing: '0.08em',
});

export const stepTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const stepText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The closing text is longer than other pages' call to action: a narrower measure, looser lines.
export const closingText = style({ maxWidth: '36em', lineHeight: vars.lineHeight.relaxed });
