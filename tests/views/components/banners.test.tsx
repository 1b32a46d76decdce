import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackgroundBlock } from '../../../src/components/BackgroundBlock';
import { PageBanner } from '../../../src/components/PageBanner';

const drawing = { src: '/images/banners/faq.svg', width: 1600, height: 560 };

/** The one image of the rendered section (decorative images have no accessible name). */
function bannerImage(container: HTMLElement): HTMLImageElement {
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  return images[0] as HTMLImageElement;
}

describe('a content page banner (decision 162)', () => {
  it('shows the title over the brand colour and loads its decorative drawing lazily, without priority', () => {
    const { container } = render(
      <PageBanner titleId="faq-title" copy={{ title: '자주 묻는 질문', image: drawing }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeTruthy();
    const image = bannerImage(container);
    expect(image.getAttribute('src')).toBe(drawing.src);
    expect(image.getAttribute('alt')).toBe('');
    // Built while the HTML is parsed, an SVG image (a document of its own) held the first paint
    // back; lazily, the first layout starts it and the brand colour shows until then.
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBe('auto');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('has no image at all when the page names none', () => {
    const { container } = render(<PageBanner titleId="job-title" copy={{ title: '채용' }} />);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('a background block that is the largest paint (a case page)', () => {
  it('loads its image at once and first, decoded with the paint', () => {
    const { container } = render(
      <BackgroundBlock image={drawing} overlay priority aria-labelledby="case-title">
        <h1 id="case-title">빌딩 양도</h1>
      </BackgroundBlock>,
    );
    const image = bannerImage(container);
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('decoding')).toBe('sync');
  });
});
