import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { box, columns, heading, subheading } from './CalculatorPage.css';
import { pictureLegend, pictureSvg } from './EstimatePicture.css';

export const panel = style({
  ...box,
  background: vars.color.surface,
  // The breakdown is scrolled into view under the fixed header.
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
});

export const announcement = style({
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:empty': { display: 'none' } },
});

export const placeholder = style({ color: vars.color.textMuted });

export const payable = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.textOnDark,
});

export const payableLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textOnDarkMuted,
});

export const payableWords = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const payableDigits = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textOnDarkMuted,
});

export const lines = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `2px solid ${vars.color.brand}`,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-sign="="]': { fontWeight: vars.fontWeight.bold },
  },
});

export const lineLabel = style({ display: 'flex', gap: vars.space.xxs });

export const sign = style({ display: 'inline-block', width: '1ch', color: vars.color.textMuted });

export const lineAmount = style({
  display: 'grid',
  justifyItems: 'end',
  textAlign: 'right',
  overflowWrap: 'anywhere',
});

export const lineDigits = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const lineNote = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const notice = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const omitted = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: '1.25em',
  color: vars.color.textMuted,
  listStyle: 'disc',
});

export const law = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: '1.25em',
  fontSize: vars.fontSize.sm,
  listStyle: 'disc',
});

/** On screen the inputs are in the form; on paper they are printed above the result. */
export const printOnly = style({ display: 'none', '@media': { print: { display: 'grid' } } });

export const noPrint = style({ '@media': { print: { display: 'none' } } });

/**
 * The printed estimate (A4, one page): everything but the result panel and its ancestors is left
 * out, the two columns become one, and the panel's type is set small enough for one sheet.
 */
globalStyle(`body *:not(:has(${panel})):not(${panel}):not(${panel} *)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`${columns}, ${columns} > *`, {
  '@media': { print: { display: 'block', padding: 0, border: 0, boxShadow: 'none' } },
});
globalStyle(`${panel}`, {
  '@media': {
    print: {
      gap: '2mm',
      fontSize: '8pt',
      lineHeight: 1.3,
      background: 'none',
      printColorAdjust: 'exact',
    },
  },
});
globalStyle(`${panel} ${line}`, { '@media': { print: { paddingBlock: '0.6mm' } } });
globalStyle(`${panel} ${lineNote}, ${panel} ${lineDigits}, ${panel} ${notice}`, {
  '@media': { print: { fontSize: '6.5pt' } },
});
globalStyle(`${panel} ${payable}`, { '@media': { print: { padding: '2mm' } } });
globalStyle(
  `${panel} ${lineDigits}, ${panel} ${payableDigits}, ${panel} ${announcement}, ${panel} ${pictureLegend}`,
  { '@media': { print: { display: 'none' } } },
);
globalStyle(`${panel} ${pictureSvg}`, { '@media': { print: { height: '8mm' } } });
globalStyle(`${panel} ${lines}`, {
  '@media': { print: { display: 'block', columns: 2, columnGap: '6mm' } },
});
globalStyle(`${panel} ${line}`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${panel} ${omitted}`, {
  '@media': { print: { display: 'block', columns: 2, columnGap: '6mm' } },
});
globalStyle(`${panel} ${heading}, ${panel} ${subheading}, ${panel} ${payableWords}`, {
  '@media': { print: { fontSize: '10pt' } },
});
// Grid items are laid out whole on paper: as blocks the panel and its notice may break between
// lines instead of moving whole to a second sheet.
globalStyle(`${panel}, ${panel} ${notice}`, { '@media': { print: { display: 'block' } } });
globalStyle(`${panel} > *, ${panel} ${notice} > *`, {
  '@media': { print: { marginBlock: '0 1.5mm' } },
});
globalStyle(`${panel} ${lineNote}, ${panel} ${omitted}`, {
  '@media': { print: { fontSize: '6pt', lineHeight: 1.25 } },
});
// On paper the notice's list runs on as one paragraph: a list in columns moves whole to a new sheet.
globalStyle(`${panel} ${omitted}`, {
  '@media': { print: { display: 'block', columns: 'auto', paddingLeft: 0 } },
});
globalStyle(`${panel} ${omitted} > li`, { '@media': { print: { display: 'inline' } } });
globalStyle(`${panel} ${omitted} > li:not(:last-child)::after`, {
  '@media': { print: { content: '" · "' } },
});
