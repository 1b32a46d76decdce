import { style } from '@vanilla-extract/css';

// Hidden only when scripts run and motion is welcome, so prerendered HTML without JavaScript,
// and visitors who asked for less motion, always see the content.
export const reveal = style({
  '@media': {
    '(scripting: enabled) and (prefers-reduced-motion: no-preference)': {
      opacity: 0,
      transform: 'translateY(28px)',
      transition: 'opacity 0.7s ease-out, transform 0.7s ease-out',
      selectors: {
        '&[data-revealed]': { opacity: 1, transform: 'none' },
      },
    },
  },
});
