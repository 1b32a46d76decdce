import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** Without scripts the form could not compute: the page then says so and shows the rules. */
export const noScript = style({
  display: 'none',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@media': { '(scripting: none)': { display: 'block' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
    '(scripting: none)': { display: 'none' },
  },
});

/** The two columns' boxes: the form's card and the result's panel. */
export const box = {
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.mobile]: { padding: vars.space.lg } },
} as const;

export const card = style({
  ...box,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});

export const subheading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
});

export const rules = style({ background: vars.color.surface });

export const rulesLead = style({
  marginBlock: vars.space.md,
  lineHeight: vars.lineHeight.relaxed,
});

export const tableScroll = style({ overflowX: 'auto', marginBlock: vars.space.lg });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.background,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
globalStyle(`${table} thead th`, { background: vars.color.brand, color: vars.color.textOnDark });

export const caption = style({
  captionSide: 'top',
  paddingBottom: vars.space.xs,
  textAlign: 'left',
  fontWeight: vars.fontWeight.bold,
});

export const ruleColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  marginBlock: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const ruleList = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  paddingLeft: '1.25em',
  listStyle: 'disc',
  lineHeight: vars.lineHeight.relaxed,
});
