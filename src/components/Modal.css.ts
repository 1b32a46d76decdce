import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: 'rgba(5, 8, 47, 0.6)',
});

export const dialog = style({
  position: 'relative',
  width: '100%',
  maxWidth: 640,
  maxHeight: 'calc(100dvh - 32px)',
  overflowY: 'auto',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xl,
  '@media': {
    [media.mobile]: { padding: vars.space.lg, borderRadius: vars.radius.md },
  },
  selectors: { '&:focus': { outline: 'none' } },
});

export const narrow = style({ maxWidth: 420 });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const close = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  marginTop: -8,
  marginRight: -8,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontSize: 24,
  lineHeight: 1,
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.surface } },
});
