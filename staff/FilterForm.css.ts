import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css';

// The filters folded on a phone: the summary is a full finger's height and says what is set.
export const disclosure = style({ marginBlockEnd: vars.space.md });

globalStyle(`${disclosure} > summary`, {
  cursor: 'pointer',
  // A list item keeps the disclosure's triangle, which says it opens.
  display: 'list-item',
  minHeight: 44,
  paddingBlock: 10,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** A typed day and its calendar button on one line. */
export const dayField = style({ display: 'flex', gap: vars.space.xxs, alignItems: 'center' });
