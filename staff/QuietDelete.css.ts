import { style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css';

// A delete sits folded below the harmless actions, as small muted text until opened.
export const quietDelete = style({
  marginBlockStart: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const summary = style({
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
});

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  paddingBlockStart: vars.space.sm,
});
