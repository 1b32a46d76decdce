import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// The content pages (centre info, services, success cases, FAQ) lay their sections out alike:
// a centred band with the section rhythm above and below, and a centred brand-colour title.

const band = {
  width: '100%',
  marginInline: 'auto',
  padding: `${vars.space.section} ${vars.space.lg}`,
} as const;

/** A section's content, as wide as the layout. */
export const sectionInner = style({ ...band, maxWidth: vars.layout.maxWidth });

/** A section's content at reading width, for text that runs in one column. */
export const narrowSectionInner = style({ ...band, maxWidth: '880px' });

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  textAlign: 'center',
});
