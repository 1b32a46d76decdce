import { expect, test } from 'vitest';
import { CONTENT_FIELD_HINTS } from '../../contract/contentHints';
import { CONTENT_FIELD_LABELS } from '../../contract/contentLabels';

// Every field the console's form labels has its one line of help, and no hint is left for a
// field that is gone.
test.each(Object.keys(CONTENT_FIELD_LABELS))('every field of %s has one hint line', (part) => {
  const key = part as keyof typeof CONTENT_FIELD_LABELS;
  expect(Object.keys(CONTENT_FIELD_HINTS[key]).sort()).toEqual(
    Object.keys(CONTENT_FIELD_LABELS[key]).sort(),
  );
  for (const hint of Object.values(CONTENT_FIELD_HINTS[key])) {
    expect(hint).toMatch(/[가-힣]/);
    expect(hint).not.toMatch(/\n/);
    expect(hint.length).toBeLessThanOrEqual(60);
  }
});
