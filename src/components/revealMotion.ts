import type { StyleRule } from '@vanilla-extract/css';
import { REVEALED_ATTRIBUTE, REVEALS_READY_ATTRIBUTE } from '../earlyReveal';

// A plain module: a .css.ts file may export styles only.

/**
 * Hidden until marked on screen, then moved in from `offset` below over `duration`. Only when
 * scripts run and motion is welcome, so prerendered HTML without JavaScript, and visitors who
 * asked for less motion, always see the content; and only once the page knows its first screen
 * (src/earlyReveal.ts), so what is on it is never hidden (decision 175).
 */
export function revealMotion(offset: string, duration: string): StyleRule {
  return {
    '@media': {
      '(scripting: enabled) and (prefers-reduced-motion: no-preference)': {
        selectors: {
          [`html[${REVEALS_READY_ATTRIBUTE}] &:not([${REVEALED_ATTRIBUTE}])`]: {
            opacity: 0,
            transform: `translateY(${offset})`,
          },
          // Moved in when shown; hidden at once, off screen, when the page learns its first screen.
          [`&[${REVEALED_ATTRIBUTE}]`]: {
            transition: `opacity ${duration} ease-out, transform ${duration} ease-out`,
          },
        },
      },
    },
  };
}
