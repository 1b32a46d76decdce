import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVEAL } from '../../../contract/limits';
import { successCases as SUCCESS_CASES } from '../../../contract/successCases';
import { SUCCESS_RESULT_TEXT } from '../../../src/content/successCases';
import { expectPageTitle, renderApp, TEST_CONTENT } from '../renderWithRouter';

describe('/success-case', () => {
  it('shows the banner and the six cases, fading in 0.1 s after one another', async () => {
    await renderApp('/success-case');
    await expectPageTitle('성공사례');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const item = SUCCESS_CASES[index];
      if (!item) throw new Error(`case ${index} is missing`);
      expect(within(card).getByRole('link', { name: item.title })).toHaveAttribute(
        'href',
        `/success-case/${item.id}`,
      );
      expect(within(card).getByText(SUCCESS_RESULT_TEXT)).toBeInTheDocument();
      const delay = card.parentElement?.style.transitionDelay || '0ms';
      expect(delay).toBe(`${index * REVEAL.successCardStaggerMs}ms`);
    });
  });

  it('draws the first card’s picture with the first paint and leaves the others to scrolling', async () => {
    // Decision 175: the first card is on every screen's first row; lazily loaded, its picture was
    // the phone's largest paint, after everything else on the screen.
    await renderApp('/success-case');
    const pictures = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('img') as HTMLImageElement);
    const loading = pictures.map((picture) => [
      picture.getAttribute('loading'),
      picture.getAttribute('fetchpriority'),
      picture.getAttribute('decoding'),
    ]);
    expect(loading[0]).toEqual(['eager', 'high', 'sync']);
    for (const later of loading.slice(1)) expect(later).toEqual(['lazy', 'auto', 'async']);
  });

  it('shows the spec examples in the units Korean readers use', async () => {
    await renderApp('/success-case');
    const amountsOf = (title: string) => {
      const card = screen.getByRole('link', { name: title }).closest('article');
      if (!card) throw new Error(`no card for ${title}`);
      return within(card)
        .getAllByRole('definition')
        .map((dd) => dd.textContent);
    };
    expect(amountsOf('상속재산 15억 원 상속세 신고')).toEqual([
      '3,200만 원',
      '1,900만 원',
      '1,300만 원',
    ]);
    expect(amountsOf('20억 원 아파트 부담부증여')).toEqual([
      '5억 6,000만 원',
      '1억 9,000만 원',
      '3억 7,000만 원',
    ]);
    expect(amountsOf('250억 원 빌딩 양도')).toEqual(['60억 원', '45억 원', '15억 원']);
  });

  it('opens a case from its card', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/success-case');
    await user.click(screen.getByRole('link', { name: '250억 원 빌딩 양도' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-case/3'));
    await expectPageTitle('250억 원 빌딩 양도');
  });
});

describe('/success-case/$caseId', () => {
  it('shows the contract summary, the story and the consultation link', async () => {
    await renderApp('/success-case/2');
    await expectPageTitle('20억 원 아파트 부담부증여');

    const summary = screen.getByRole('region', { name: '계약 요약' });
    const facts = within(summary)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['예상 세액', '5억 6,000만 원'],
      ['최종 세액', '1억 9,000만 원'],
      ['절세 금액', '3억 7,000만 원'],
      ['결과', SUCCESS_RESULT_TEXT],
    ]);
    expect(within(summary).getByText('증여세 컨설팅 2024.06')).toBeInTheDocument();
    expect(within(summary).getByRole('img')).toHaveAttribute('src', '/images/cases/case-2.svg');

    const story = SUCCESS_CASES[1]?.story;
    if (!story) throw new Error('case 2 is missing');
    const strategy = screen.getByRole('region', { name: '절세 전략' });
    expect(within(strategy).getAllByRole('listitem')).toHaveLength(story.strategy.length);
    expect(screen.getByRole('region', { name: '의뢰 상황' })).toHaveTextContent(
      story.situation[0] ?? '',
    );
    expect(screen.getByRole('region', { name: '결과' })).toHaveTextContent(story.result[0] ?? '');
    expect(screen.getByRole('link', { name: '상담 신청하기' })).toHaveAttribute(
      'href',
      '/apply-counsel',
    );
    expect(screen.getByRole('link', { name: /성공사례 목록/ })).toHaveAttribute(
      'href',
      '/success-case',
    );
  });

  it('leads to the previous and next cases, wrapping around the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/success-case/1');
    const pager = await screen.findByRole('navigation', { name: '다른 성공사례' });
    expect(within(pager).getByRole('link', { name: /이전 사례/ })).toHaveAttribute(
      'href',
      '/success-case/6',
    );
    await user.click(within(pager).getByRole('link', { name: /다음 사례/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-case/2'));
    await expectPageTitle('20억 원 아파트 부담부증여');
  });

  it('hides the summary image behind a placeholder when it fails to load', async () => {
    await renderApp('/success-case/1');
    const summary = await screen.findByRole('region', { name: '계약 요약' });
    fireEvent.error(within(summary).getByRole('img'));
    await waitFor(() => expect(summary.querySelector('img')).toBeNull());
    expect(within(summary).getByRole('img').tagName).toBe('DIV');
    expect(within(summary).getByText('3,200만 원')).toBeInTheDocument();
  });

  it('gives every case its own document title', async () => {
    await renderApp('/success-case/6');
    await waitFor(() => expect(document.title).toContain('배우자 공제를 활용한 30억 원 상속'));
  });

  it('shows the cases as published, not as the repository holds them: list, page, title, picture', async () => {
    const title = '아파트 두 채 부담부증여로 증여세 절감';
    const src = `/images/uploads/${'a'.repeat(64)}-640.webp`;
    const content = {
      ...TEST_CONTENT,
      successCases: TEST_CONTENT.successCases.map((item) =>
        item.id === 2 ? { ...item, title, image: { ...item.image, src, alt: '새 사진' } } : item,
      ),
    };
    const list = await renderApp('/success-case', content);
    expect(await screen.findByRole('link', { name: title })).toHaveAttribute(
      'href',
      '/success-case/2',
    );
    expect(screen.queryByRole('link', { name: '20억 원 아파트 부담부증여' })).toBeNull();
    list.unmount();
    await renderApp('/success-case/2', content);
    await expectPageTitle(title);
    await waitFor(() => expect(document.title).toBe(`${title} | 성공사례 | 상속증여 전담센터`));
    const summary = screen.getByRole('region', { name: '계약 요약' });
    expect(within(summary).getByRole('img', { name: '새 사진' })).toHaveAttribute(
      'srcset',
      `${src} 1x, ${src.replace('-640.webp', '-1280.webp')} 2x`,
    );
  });

  it.each(['/success-case/99', '/success-case/0', '/success-case/abc', '/success-case/1.5'])(
    'sends an unknown case %s back to the list',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/success-case'));
      await expectPageTitle('성공사례');
    },
  );
});
