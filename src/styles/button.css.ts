import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.2,
    textAlign: 'center',
    transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnDark,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      brand: {
        background: vars.color.brand,
        color: vars.color.textOnDark,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandDeep } },
      },
      outline: {
        background: vars.color.background,
        color: vars.color.brand,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.brand } },
      },
      onDark: {
        background: vars.color.textOnDark,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceAlt } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnDark,
      },
      ghost: {
        background: 'transparent',
        color: 'inherit',
      },
    },
    size: {
      sm: { minHeight: 36, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: 44, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: 56, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
