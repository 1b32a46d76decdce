import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { container } from '../../styles/utilities.css';

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.header,
  height: vars.layout.headerHeight,
  background: vars.color.background,
  color: vars.color.brand,
  boxShadow: '0 1px 0 rgba(9, 14, 80, 0.08)',
  transition: `background-color ${vars.duration.normal}, color ${vars.duration.normal}, box-shadow ${vars.duration.normal}`,
  selectors: {
    '&[data-look="transparent"]': {
      background: 'transparent',
      color: vars.color.textOnDark,
      boxShadow: 'none',
    },
  },
});

export const bar = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    height: '100%',
  },
]);

export const logo = style({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
});

const toggleShape = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  marginRight: -10,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
} as const;

const noScript = '(scripting: none)';

export const toggle = style({
  display: 'none',
  '@media': {
    [media.mobile]: toggleShape,
    [`${media.mobile} and ${noScript}`]: { display: 'none' },
  },
});

// Shown instead of the toggle when scripts never run: the open link until the menu is the
// fragment's target, then the close link.
export const noScriptOpen = style({
  display: 'none',
  '@media': {
    [`${media.mobile} and ${noScript}`]: {
      ...toggleShape,
      selectors: { [`header:has(#site-menu:target) &`]: { display: 'none' } },
    },
  },
});

export const noScriptClose = style({
  display: 'none',
  '@media': {
    [`${media.mobile} and ${noScript}`]: {
      selectors: { [`header:has(#site-menu:target) &`]: toggleShape },
    },
  },
});

// Three bars drawn by one element and its shadows; they cross into an X while the menu is open.
export const toggleBars = style({
  position: 'relative',
  width: 22,
  height: 2,
  background: 'currentColor',
  borderRadius: 1,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      width: 22,
      height: 2,
      background: 'currentColor',
      borderRadius: 1,
      transition: `transform ${vars.duration.fast}`,
    },
    '&::before': { transform: 'translateY(-7px)' },
    '&::after': { transform: 'translateY(7px)' },
    '[aria-expanded="true"] > &': { background: 'transparent' },
    '[aria-expanded="true"] > &::before': { transform: 'rotate(45deg)' },
    '[aria-expanded="true"] > &::after': { transform: 'rotate(-45deg)' },
    '&[data-crossed="true"]': { background: 'transparent' },
    '&[data-crossed="true"]::before': { transform: 'rotate(45deg)' },
    '&[data-crossed="true"]::after': { transform: 'rotate(-45deg)' },
  },
});

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': {
    [media.mobile]: {
      display: 'none',
      position: 'fixed',
      top: vars.layout.headerHeight,
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: vars.zIndex.menu,
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space.lg,
      padding: vars.space.lg,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      background: vars.color.background,
      color: vars.color.brand,
      selectors: { '&[data-open="true"], &:target': { display: 'flex' } },
    },
  },
});

export const menu = style({
  display: 'flex',
  gap: vars.space.lg,
  '@media': {
    [media.mobile]: { flexDirection: 'column', gap: 0 },
  },
});

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  fontWeight: vars.fontWeight.bold,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover, &[aria-current="page"]': { borderBottomColor: 'currentColor' },
  },
  '@media': {
    [media.mobile]: {
      display: 'flex',
      minHeight: 56,
      fontSize: vars.fontSize.lg,
      borderBottom: `1px solid ${vars.color.border}`,
      selectors: {
        '&:hover, &[aria-current="page"]': { borderBottomColor: vars.color.border },
        '&[aria-current="page"]': { color: vars.color.accent },
      },
    },
  },
});

export const counsel = style({
  flexShrink: 0,
  '@media': {
    [media.mobile]: { minHeight: 52, fontSize: vars.fontSize.md },
  },
});

/** The menu's extra items: the desktop header keeps the seed's items; the footer lists these. */
export const mobileOnly = style({
  '@media': { [media.desktop]: { display: 'none' } },
});
