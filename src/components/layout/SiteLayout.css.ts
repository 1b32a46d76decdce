import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  top: -100,
  left: vars.space.md,
  zIndex: 2000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.textOnDark,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.md } },
});

export const main = style({
  display: 'block',
  minHeight: '60vh',
  paddingTop: vars.layout.headerHeight,
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-under-header]': { paddingTop: 0 },
  },
});
