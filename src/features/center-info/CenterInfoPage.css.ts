import { style } from '@vanilla-extract/css';
import { revealMotion } from '../../components/revealMotion';
import { card, narrowSectionInner } from '../../styles/section.css';
import { media, vars } from '../../styles/theme.css';

export const intro = style([narrowSectionInner, { textAlign: 'center' }]);

export const introTitle = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.16em',
});

export const messages = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.xl,
});

// Hidden until on screen, like a Reveal (the page's scroll handler marks it, useScrollReveal.ts).
export const message = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.brand,
  ...revealMotion('24px', vars.duration.slow),
});

export const servicesSection = style({ background: vars.color.surface });

export const service = style([
  card,
  { padding: vars.space.xl, '@media': { [media.mobile]: { padding: vars.space.lg } } },
]);

export const serviceNumber = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.heavy,
});

export const serviceTitle = style({
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const serviceLine = style({ color: vars.color.textMuted });
