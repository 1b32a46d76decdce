import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '../../contract/limits';
import { CONSULTATION_MESSAGES, REVIEW_MESSAGES } from '../../contract/messages';
import { formsReference } from '../../scripts/formsReference';

// Written once: every field is tried against its schema many times over.
const page = formsReference();

describe('docs/forms.md, the forms reference a newcomer reads', () => {
  it('says what the schemas take today (run npm run docs:forms after changing one)', () => {
    const written = readFileSync(new URL('../../docs/forms.md', import.meta.url), 'utf8');
    expect(written).toBe(page);
  });

  it('finds a limit exactly, the least length too, and the message past it', () => {
    expect(page).toContain(
      `| \`content\` | ${REVIEW_LIMITS.contentMax}자까지 | ${REVIEW_MESSAGES.contentRequired} | ${REVIEW_MESSAGES.contentTooLong} |`,
    );
    expect(page).toContain(
      `| \`password\` | ${REVIEW_LIMITS.passwordMin}–${REVIEW_LIMITS.passwordMax}자 | ${REVIEW_MESSAGES.passwordRequired} | ${REVIEW_MESSAGES.passwordLength} |`,
    );
  });

  it('tells an optional field and a choice from a required text', () => {
    expect(page).toContain(`| 없어도 됨 | ${CONSULTATION_MESSAGES.contentTooLong} |`);
    expect(page).toContain(
      `| \`consultation_type\` | 하나 고름: 상속세, 증여세, 양도소득세, 컨설팅 |`,
    );
    expect(page).not.toContain('`website`');
  });
});
