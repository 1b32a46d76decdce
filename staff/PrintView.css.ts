import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css';

// A request printed from its dialog: the record alone, from the top of the page, as the office
// files it. While a printable record is open, everything that does not hold it is left out of
// print (display, so nothing keeps its place), and the dialog's frame, scroll box and centring
// are undone so the whole record flows onto A4 instead of the visible part of a box.
export const printable = style({});
export const noPrint = style({
  '@media': { print: { display: 'none' } },
});

/** The dialog's title printed at the head of the record (the dialog's own header is left out). */
export const printOnly = style({
  display: 'none',
  '@media': {
    print: { display: 'block', margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 },
  },
});

globalStyle(`body:has(${printable}) > :not(:has(${printable}))`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body *:has(${printable}) > :not(:has(${printable})):not(${printable})`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body *:has(${printable})`, {
  '@media': {
    print: {
      position: 'static',
      display: 'block',
      inset: 'auto',
      maxWidth: 'none',
      maxHeight: 'none',
      overflow: 'visible',
      padding: 0,
      margin: 0,
      background: 'none',
      boxShadow: 'none',
      borderRadius: 0,
    },
  },
});
globalStyle(printable, {
  '@media': { print: { color: '#000', fontSize: '11pt' } },
});
