import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const detail = style({ display: 'grid', gap: vars.space.lg });

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

globalStyle(`${meta} dt`, {
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

globalStyle(`${meta} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

export const content = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
});
