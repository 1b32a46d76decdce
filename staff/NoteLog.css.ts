import { style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css';

export const log = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: vars.space.sm,
  borderLeft: `3px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const byline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A note keeps its line breaks and never widens the dialog. */
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The list's latest-note cell: one clipped line, the whole note in the dialog. */
export const latest = style({
  display: 'block',
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
