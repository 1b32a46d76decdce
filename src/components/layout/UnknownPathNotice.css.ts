import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Fixed at the bottom: nothing on the page moves when it appears or goes (no layout shift).
export const notice = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '560px',
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.textOnDark,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const text = style({ flex: 1 });

export const dismiss = style({
  flex: 'none',
  minWidth: '44px',
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.textOnDarkMuted}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textOnDark,
  fontWeight: vars.fontWeight.bold,
});
