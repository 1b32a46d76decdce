import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { container } from '../../styles/utilities.css';

export const footer = style({
  background: vars.color.brandDeep,
  color: vars.color.textOnDarkMuted,
  fontSize: vars.fontSize.sm,
  paddingBlock: vars.space.xl,
});

export const inner = style([container, { display: 'grid', gap: vars.space.md }]);

export const name = style({
  color: vars.color.textOnDark,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
});

export const fact = style({ display: 'flex', gap: vars.space.xs });

globalStyle(`${fact} dt`, { color: vars.color.textOnDark, fontWeight: vars.fontWeight.medium });
globalStyle(`${fact} a`, { textDecoration: 'underline', textUnderlineOffset: 3 });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
});

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.textOnDark,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});

export const privacyLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.textOnDark,
  fontWeight: vars.fontWeight.bold,
  textUnderlineOffset: 3,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const copyright = style({
  paddingTop: vars.space.md,
  borderTop: '1px solid rgba(255, 255, 255, 0.15)',
  fontSize: vars.fontSize.xs,
});
