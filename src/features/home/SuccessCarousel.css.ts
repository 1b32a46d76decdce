import { style } from '@vanilla-extract/css';
import { CAROUSEL } from '../../../contract/limits';
import { media, vars } from '../../styles/theme.css';

export const carousel = style({ position: 'relative' });

export const viewport = style({
  overflow: 'hidden',
  // Room for the cards' hover lift and shadow inside the clipped strip, above and below and at
  // the sides: the leading card stands whole, its border and shadow uncut, where the track starts.
  // The negative margin keeps that card's edge in line with the section's heading.
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  marginInline: `calc(-1 * ${vars.space.md})`,
  '@media': {
    // Edge to edge on a phone: the strip starts at the page's gutter, as the heading does.
    [media.mobile]: { paddingInline: vars.space.lg, marginInline: 0 },
  },
});

export const track = style({
  display: 'flex',
  gap: CAROUSEL.cardGapPx,
  width: 'max-content',
  willChange: 'transform',
});

export const slide = style({
  flex: '0 0 auto',
  width: 340,
  '@media': {
    [media.mobile]: { width: 'min(300px, calc(100vw - 72px))' },
  },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.brand,
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

const icon = style({ display: 'block', position: 'relative' });

export const pauseIcon = style([
  icon,
  {
    width: 12,
    height: 14,
    borderLeft: '4px solid currentColor',
    borderRight: '4px solid currentColor',
  },
]);

export const playIcon = style([
  icon,
  {
    width: 0,
    height: 0,
    marginLeft: 3,
    borderTop: '8px solid transparent',
    borderBottom: '8px solid transparent',
    borderLeft: '13px solid currentColor',
  },
]);

const arrow = style([
  icon,
  {
    width: 10,
    height: 10,
    borderTop: '2px solid currentColor',
    borderRight: '2px solid currentColor',
  },
]);

export const arrowPrevious = style([arrow, { transform: 'rotate(-135deg)', marginLeft: 4 }]);
export const arrowNext = style([arrow, { transform: 'rotate(45deg)', marginRight: 4 }]);

export const dots = style({ display: 'flex', gap: vars.space.xxs, marginInline: vars.space.xs });

// A 24 px target (WCAG 2.5.8) around a small visible dot.
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  selectors: {
    '&::before': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: vars.radius.pill,
      // Inactive dots keep 3:1 against white (WCAG 1.4.11); the current one is brand and wider.
      background: vars.color.textMuted,
      transition: `width ${vars.duration.fast}, background-color ${vars.duration.fast}`,
    },
    '&[aria-current="true"]::before': { width: 22, background: vars.color.brand },
  },
});
