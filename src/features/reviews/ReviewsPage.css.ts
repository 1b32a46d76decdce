import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export { visuallyHidden } from '../../styles/utilities.css';

export const section = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': { [media.mobile]: { padding: `${vars.space.xl} ${vars.space.md}` } },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const total = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  '@media': { [media.mobile]: { width: '100%' } },
});

export const selectLabel = style({
  '@media': { [media.mobile]: { flex: '1 1 0', minWidth: 0 } },
});

export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { width: '100%' } },
});

// On a phone the two selects share a row and the write button takes the next one whole, so
// "10개씩 보기" is never cut off.
export const writeButton = style({
  '@media': { [media.mobile]: { flexBasis: '100%' } },
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  borderTop: `2px solid ${vars.color.brand}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
