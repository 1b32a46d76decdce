import { style } from '@vanilla-extract/css';
import { revealMotion } from './revealMotion';

export const reveal = style(revealMotion('28px', '0.7s'));
