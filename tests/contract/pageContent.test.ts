import { describe, expect, test } from 'vitest';
import {
  carries,
  contentKey,
  pageContent,
  storyNeed,
  wholeContent,
} from '../../contract/pageContent';
import { repositoryContent, type SiteContent } from '../../contract/siteContent';

// Each page carries the parts of the content its routes read, under the key of the whole version
// (decision 156).

/** The same content with every object's keys in reverse order, as jsonb may give them back. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([name, item]) => [name, reordered(item)]),
    );
  }
  return value;
}

describe('a version’s key', () => {
  test('does not depend on the order of keys, and changes with any word', () => {
    const key = contentKey(repositoryContent);
    expect(key).toMatch(/^[0-9a-z]{6,}$/);
    expect(contentKey(reordered(repositoryContent) as SiteContent)).toBe(key);
    const phone: SiteContent = {
      ...repositoryContent,
      firm: { ...repositoryContent.firm, mainPhone: '02-555-0102' },
    };
    expect(contentKey(phone)).not.toBe(key);
    const [first, ...rest] = repositoryContent.faq;
    if (!first) throw new Error('the repository has FAQ items');
    const answer: SiteContent = {
      ...repositoryContent,
      faq: [{ ...first, answer: [`${first.answer[0]}.`] }, ...rest],
    };
    expect(contentKey(answer)).not.toBe(key);
    // Two texts that swap a word between neighbouring fields are two versions.
    const swapped: SiteContent = {
      ...repositoryContent,
      home: {
        ...repositoryContent.home,
        hero: { ...repositoryContent.home.hero, lead: repositoryContent.home.cta.lead },
        cta: { ...repositoryContent.home.cta, lead: repositoryContent.home.hero.lead },
      },
    };
    expect(contentKey(swapped)).not.toBe(key);
  });
});

describe('what a page carries', () => {
  test('the parts named, the cards without their stories, and one case’s story by its id', () => {
    const page = pageContent(repositoryContent, ['firm', 'cases', storyNeed(3)]);
    expect(page).toEqual({
      key: contentKey(repositoryContent),
      firm: repositoryContent.firm,
      cases: repositoryContent.successCases.map(({ story: _, ...card }) => card),
      stories: { 3: repositoryContent.successCases[2]?.story },
    });
    expect(page.cases?.every((card) => !('story' in card))).toBe(true);
    for (const need of ['firm', 'cases', storyNeed(3)] as const)
      expect(carries(page, need)).toBe(true);
    for (const need of ['home', 'faq', 'jobs', storyNeed(2)] as const) {
      expect(carries(page, need), need).toBe(false);
    }
  });

  test('nothing named, nothing carried but the key; the whole version carries every part', () => {
    expect(pageContent(repositoryContent, [])).toEqual({ key: contentKey(repositoryContent) });
    const whole = wholeContent(repositoryContent, 'k');
    expect(whole.key).toBe('k');
    expect(whole.faq).toBe(repositoryContent.faq);
    expect(whole.jobs).toBe(repositoryContent.jobs);
    expect(whole.home).toBe(repositoryContent.home);
    for (const item of repositoryContent.successCases) {
      expect(whole.stories?.[item.id]).toBe(item.story);
    }
  });
});
