import { globalStyle, style } from '@vanilla-extract/css';

// A request printed from its dialog: the record alone on the page, as the office files it. In
// print everything else is hidden (visibility, so the dialog's place in the page does not
// matter), and the controls to change or delete it are left out.
export const printable = style({});
export const noPrint = style({
  '@media': { print: { display: 'none' } },
});

globalStyle('body *', {
  '@media': { print: { visibility: 'hidden' } },
});
globalStyle(`${printable}, ${printable} *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(printable, {
  '@media': {
    print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, inlineSize: '100%' },
  },
});
