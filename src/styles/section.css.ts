import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css';

// The content pages lay their sections out alike: a title block under the header, then centred
// bands with the section rhythm above and below, each under a centred brand-colour title.

/** A page's title block (a page banner, a case's hero). */
export const bannerBlock = style({
  // The header is fixed (and transparent at the top on some pages): the block runs under it.
  paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.xxl})`,
  paddingBottom: vars.space.xxl,
  '@media': {
    [media.mobile]: {
      paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.xl})`,
      paddingBottom: vars.space.xl,
    },
  },
});

const band = {
  width: '100%',
  marginInline: 'auto',
  padding: `${vars.space.section} ${vars.space.lg}`,
} as const;

/** A section's content, as wide as the layout. */
export const sectionInner = style({ ...band, maxWidth: vars.layout.maxWidth });

/** A section's content at reading width, for text that runs in one column. */
export const narrowSectionInner = style({ ...band, maxWidth: '880px' });

/** Cards three abreast under a section title, one column on phones. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** A white card in such a grid; the page sets its padding. */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  textAlign: 'center',
});
