import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackgroundBlock } from '../../../src/components/BackgroundBlock';
import { PageBanner } from '../../../src/components/PageBanner';
import { faqDrawing } from '../../../src/content/bannerDrawings';

const picture = { src: '/images/cases/case-1.svg', width: 1600, height: 560 };

/** The one image of the rendered section (decorative images have no accessible name). */
function bannerImage(container: HTMLElement): HTMLImageElement {
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  return images[0] as HTMLImageElement;
}

describe('a content page banner (decision 175)', () => {
  it('shows the title over its drawing, drawn in the page rather than loaded as an image', () => {
    const { container } = render(
      <PageBanner titleId="faq-title" copy={{ title: '자주 묻는 질문', drawing: faqDrawing }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeTruthy();
    // An <img> (lazy or not) was Lighthouse's largest paint, after the title; shapes never are.
    expect(container.querySelector('img')).toBeNull();
    const drawing = container.querySelector('section > div > svg');
    expect(drawing?.getAttribute('viewBox')).toBe('0 0 1600 560');
    // Cut to the block's shape from the middle, as `object-fit: cover` did the image.
    expect(drawing?.getAttribute('preserveAspectRatio')).toBe('xMidYMid slice');
    // Decorative: its question mark is not read out.
    const media = drawing?.parentElement;
    expect(media?.getAttribute('aria-hidden')).toBe('true');
    // Under the brand overlay (the empty layer painted after it), so the title stays readable.
    const overlay = media?.nextElementSibling;
    expect(overlay?.getAttribute('aria-hidden')).toBe('true');
    expect(overlay?.childElementCount).toBe(0);
    expect(overlay?.nextElementSibling?.textContent).toBe('자주 묻는 질문');
  });

  it('has no drawing at all when the page names none', () => {
    const { container } = render(<PageBanner titleId="job-title" copy={{ title: '채용' }} />);
    expect(container.querySelector('img, svg')).toBeNull();
    expect(container.querySelector('section > [aria-hidden="true"]')).toBeNull();
  });
});

describe('a background block that is the largest paint (a case page)', () => {
  it('loads its image at once and first, decoded with the paint', () => {
    const { container } = render(
      <BackgroundBlock image={picture} overlay priority aria-labelledby="case-title">
        <h1 id="case-title">빌딩 양도</h1>
      </BackgroundBlock>,
    );
    const image = bannerImage(container);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('decoding')).toBe('sync');
  });
});
