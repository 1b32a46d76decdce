import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css';

// The content editor's own pieces (decisions 298–300): the map link, a group's hint, the
// publish confirmation's list of changes. Each wraps at 375px: no line of it scrolls sideways.

export const mapLink = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const mapLinkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

globalStyle(`${mapLinkRow} > input`, { flex: '1 1 14rem', minWidth: 0 });

export const mapLinkPlaced = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  overflowWrap: 'anywhere',
});

export const groupHint = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
});

export const changes = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const changesHeading = style({ fontWeight: vars.fontWeight.bold });
