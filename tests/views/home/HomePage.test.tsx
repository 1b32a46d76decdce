import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroTitleText, homeTexts } from '../../../contract/homeTexts';
import { FEATURES, HERO } from '../../../src/content/home';
import { renderApp } from '../layout/renderApp';
import { TEST_CONTENT } from '../renderWithRouter';

describe('HomePage', () => {
  it('shows every section of the spec in order', async () => {
    await renderApp('/');
    const main = screen.getByRole('main');
    const titles = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      homeTexts.comparison.title,
      homeTexts.statistics.title,
      homeTexts.taxWarning.title,
      homeTexts.information.title,
      homeTexts.features.title,
      homeTexts.cases.title,
      homeTexts.cta.title,
    ]);
    // The hero comes first and its heading is the page's only h1.
    const h1 = within(main).getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(heroTitleText(homeTexts));
    expect(main.firstElementChild).toContainElement(h1);
  });

  it('states both statistics claims and the three reasons to choose the centre', async () => {
    await renderApp('/');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('2023년 상속세 납세자');
    expect(main).toHaveTextContent('2만 명');
    expect(main).toHaveTextContent('OECD 회원국 중 가장 높은 상속세 실효세율');
    expect(FEATURES.items.map((item) => item.title)).toEqual([
      '원스톱 서비스',
      '맞춤형 상속·증여 플랜',
      '믿을 수 있는 세무조사 대비',
    ]);
    for (const feature of FEATURES.items) {
      expect(within(main).getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
    }
  });

  it('leads both calls to action to /apply-counsel', async () => {
    await renderApp('/');
    expect(screen.getByRole('link', { name: '상담 신청하기' })).toHaveAttribute(
      'href',
      '/apply-counsel',
    );
    expect(screen.getByRole('link', { name: '지금 상담 신청하기' })).toHaveAttribute(
      'href',
      '/apply-counsel',
    );
  });

  it('never hides the hero heading behind a reveal animation', async () => {
    await renderApp('/');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.closest('[class*="reveal"]')).toBeNull();
    // The sections below do animate in.
    const comparison = screen.getByRole('heading', { level: 2, name: homeTexts.comparison.title });
    expect(comparison.closest('[class*="reveal"]')).not.toBeNull();
  });

  it('plays the muted looping hero video with its poster', async () => {
    await renderApp('/');
    const video = document.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('src', HERO.video);
    expect(video).toHaveAttribute('poster', HERO.poster.src);
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
  });

  it('shows the lead texts as published, not the repository’s', async () => {
    const home = {
      ...homeTexts,
      hero: {
        ...homeTexts.hero,
        title: ['상속은 준비,', '증여는 설계'],
        lead: '첫 상담은 무료입니다.',
      },
      cta: { ...homeTexts.cta, lead: '전화 한 통으로 시작하세요.' },
      information: { ...homeTexts.information, paragraphs: ['가족의 자산을 함께 지킵니다.'] },
    };
    await renderApp('/', { ...TEST_CONTENT, home });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(
      '상속은 준비,\n증여는 설계',
    );
    for (const text of [home.hero.lead, home.cta.lead, '가족의 자산을 함께 지킵니다.']) {
      expect(within(main).getByText(text)).toBeInTheDocument();
    }
    for (const old of [
      homeTexts.hero.lead,
      homeTexts.cta.lead,
      ...homeTexts.information.paragraphs,
    ]) {
      expect(within(main).queryByText(old)).toBeNull();
    }
  });

  it('shows the six success cases once to assistive technology', async () => {
    await renderApp('/');
    const carousel = screen.getByRole('region', { name: '절세 성공사례' });
    expect(within(carousel).getAllByRole('article')).toHaveLength(6);
  });
});
