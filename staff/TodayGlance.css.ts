import { style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css';

/** The line of today's counts above the sections. */
export const glance = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});

export const glanceLabel = style({ fontWeight: vars.fontWeight.bold });

/** The tab's count: the number shown; its meaning is read out in words beside it. */
export const tabBadge = style({
  display: 'inline-block',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.background,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});
