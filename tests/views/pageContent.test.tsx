import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import {
  type ContentNeed,
  contentKey,
  type PageContent,
  pageContent,
  storyNeed,
  wholeContent,
} from '../../contract/pageContent';
import { repositoryContent } from '../../contract/siteContent';
import { COUNSEL_BANNER } from '../../src/content/counsel';
import { ROUTE_ERROR_COPY } from '../../src/content/layout';
import { FaqPage } from '../../src/features/faq/FaqPage';
import {
  type ContentStore,
  pageContentStore,
  renderingContentStore,
  SiteContentProvider,
  useFaq,
  useFirm,
  useHomeTexts,
  useOpenPositions,
  useSuccessCaseCards,
  useSuccessStory,
} from '../../src/siteContent';
import { expectPageTitle, renderApp } from './renderWithRouter';

// A page carries only its own parts of the content (decision 156); moving on to a page that
// reads more fetches the rest of the same version first, and when that version is no longer
// served, the browser loads the page as a document, which carries its own.

const HOME: ContentNeed[] = ['firm', 'home', 'cases'];
const key = contentKey(repositoryContent);

/** A fetch of the whole version that answers when the test says so. */
function deferredFetch() {
  let answer: (page: PageContent) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const fetchWhole = vi.fn(
    (_key: string) =>
      new Promise<PageContent>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return {
    fetchWhole,
    answer: () => answer(wholeContent(repositoryContent, key)),
    fail: () => fail(new Error('404')),
  };
}

const nav = () => within(screen.getByRole('navigation', { name: /주 메뉴|메뉴/ }));

/**
 * The home page's store, fetching through `version`; it reads where the visitor is headed from
 * the app's router (as the browser's address bar would tell), once `renderHome` has made it.
 */
async function renderHome(version: ReturnType<typeof deferredFetch>) {
  const loadDocument = vi.fn();
  let headedTo = () => '/';
  const store = pageContentStore(pageContent(repositoryContent, HOME), {
    fetchWhole: version.fetchWhole,
    loadDocument,
    currentHref: () => headedTo(),
  });
  const view = await renderApp('/', store);
  headedTo = () => view.router.state.location.href;
  return { ...view, loadDocument };
}

describe('moving on from a page that carries only its own parts', () => {
  test('the FAQ waits for the rest of the version, fetched once by its key, then a case needs nothing more', async () => {
    const version = deferredFetch();
    const { router, loadDocument } = await renderHome(version);
    const user = userEvent.setup();
    await user.click(nav().getByRole('link', { name: '자주 묻는 질문' }));
    expect(version.fetchWhole).toHaveBeenCalledWith(key);
    // Until the rest comes, the home page stays.
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('자주 묻는 질문');
    version.answer();
    await expectPageTitle('자주 묻는 질문');
    expect(screen.getByRole('button', { name: repositoryContent.faq[0]?.question })).toBeVisible();

    await router.navigate({ to: '/success-case/$caseId', params: { caseId: 4 } });
    const [, , , fourth] = repositoryContent.successCases;
    if (!fourth) throw new Error('the repository has six cases');
    await expectPageTitle(fourth.title);
    expect(screen.getByText(fourth.story.client, { exact: false })).toBeVisible();
    expect(version.fetchWhole).toHaveBeenCalledTimes(1);
    expect(loadDocument).not.toHaveBeenCalled();
  });

  test('while the rest comes, the page shown keeps its own layout: the home page stays under a see-through header', async () => {
    const version = deferredFetch();
    const { router } = await renderHome(version);
    // The home page's banner runs under the header; the FAQ starts below it.
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-under-header', '');
    void router.navigate({ to: '/faq' });
    await waitFor(() => expect(version.fetchWhole).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/faq');
    // The home page, still shown, is not pushed down for the FAQ to come.
    expect(main).toHaveAttribute('data-under-header', '');
    version.answer();
    await expectPageTitle('자주 묻는 질문');
    expect(main).not.toHaveAttribute('data-under-header');
  });

  test('a case’s page from the home page waits for its story, though the cards are at hand', async () => {
    const version = deferredFetch();
    const { router, loadDocument } = await renderHome(version);
    const [, , third] = repositoryContent.successCases;
    void router.navigate({ to: '/success-case/$caseId', params: { caseId: 3 } });
    await waitFor(() => expect(version.fetchWhole).toHaveBeenCalledTimes(1));
    version.answer();
    expect(await screen.findByText(third?.story.client ?? '', { exact: false })).toBeVisible();
    expect(loadDocument).not.toHaveBeenCalled();
  });

  test('a page whose parts are at hand fetches nothing: the counsel page reads only the firm', async () => {
    const version = deferredFetch();
    const { router } = await renderHome(version);
    await router.navigate({ to: '/apply-counsel' });
    expect(router.state.location.pathname).toBe('/apply-counsel');
    await router.navigate({ to: '/success-case' });
    expect(router.state.location.pathname).toBe('/success-case');
    expect(version.fetchWhole).not.toHaveBeenCalled();
  });

  test('a version no longer served loads the page as a document; a hover’s preload only fails', async () => {
    const version = deferredFetch();
    const { router, loadDocument } = await renderHome(version);

    const preload = router.preloadRoute({ to: '/faq' });
    await waitFor(() => expect(version.fetchWhole).toHaveBeenCalledTimes(1));
    version.fail();
    await preload.catch(() => {});
    expect(loadDocument).not.toHaveBeenCalled();

    void router.navigate({ to: '/faq', search: {} });
    // The failed fetch is not kept: the navigation asks again.
    await waitFor(() => expect(version.fetchWhole).toHaveBeenCalledTimes(2));
    version.fail();
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/faq'));
    expect(loadDocument).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('자주 묻는 질문');
  });

  test('a click while the hover’s preload is under way shares its fetch, and its failure loads the page as a document', async () => {
    const version = deferredFetch();
    const { router, loadDocument } = await renderHome(version);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    void router.preloadRoute({ to: '/faq' }).catch(() => {});
    await waitFor(() => expect(version.fetchWhole).toHaveBeenCalledTimes(1));
    const arrival = router.navigate({ to: '/faq' });
    version.fail();
    await waitFor(() => expect(loadDocument).toHaveBeenCalledWith('/faq'));
    expect(loadDocument).toHaveBeenCalledTimes(1);
    // The page stays as it was until the document comes: no error page in between.
    expect(screen.getByRole('main')).toBeVisible();
    expect(screen.queryByText(/went wrong/i)).toBeNull();
    void arrival;
    vi.restoreAllMocks();
  });

  test('a visitor who moved on while the rest was coming stays where they went when it fails', async () => {
    const version = deferredFetch();
    const { router, loadDocument } = await renderHome(version);
    void router.navigate({ to: '/faq' }).catch(() => {});
    await waitFor(() => expect(version.fetchWhole).toHaveBeenCalledTimes(1));
    await router.navigate({ to: '/apply-counsel' });
    version.fail();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COUNSEL_BANNER.slogan),
    );
    await new Promise((done) => setTimeout(done, 20));
    expect(loadDocument).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/apply-counsel');
  });
});

describe('a page that cannot be shown after a navigation', () => {
  test('says so in Korean under the header, with a link that loads it as a document', async () => {
    // Whatever failed (the page's code, the network): here its loader.
    const failing: ContentStore = {
      page: () => pageContent(repositoryContent, HOME),
      ensure: (needs) =>
        needs.includes('faq') ? Promise.reject(new Error('Failed to fetch')) : undefined,
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderApp('/', failing);
    await router.navigate({ to: '/faq' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      ROUTE_ERROR_COPY.title,
    );
    expect(alert).toHaveTextContent(ROUTE_ERROR_COPY.body);
    expect(within(alert).getByRole('link', { name: ROUTE_ERROR_COPY.retry })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.queryByText(/went wrong/i)).toBeNull();
    vi.restoreAllMocks();
  });
});

describe('rendering a page on the server', () => {
  /** Renders `element` as the server does for a route that asked for no part of the content. */
  function renderAskingNothing(element: ReactElement) {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <SiteContentProvider store={renderingContentStore(repositoryContent)}>
          {element}
        </SiteContentProvider>,
      );
    } finally {
      vi.restoreAllMocks();
    }
  }
  const notAskedFor = (part: string) =>
    `The content part "${part}" was read, but no loader of the route asked for it.`;

  test('a component reading a part its route did not ask for fails the render, naming the part', () => {
    expect(() => renderAskingNothing(<FaqPage />)).toThrow(notAskedFor('faq'));
  });

  test.each([
    ['firm', () => useFirm()],
    ['faq', () => useFaq()],
    ['jobs', () => useOpenPositions()],
    ['home', () => useHomeTexts()],
    ['cases', () => useSuccessCaseCards()],
    ['story-4', () => useSuccessStory(4)],
  ])('every content hook fails on a part nobody asked for: %s', (part, read) => {
    function Reader() {
      read();
      return null;
    }
    expect(() => renderAskingNothing(<Reader />)).toThrow(notAskedFor(part));
  });

  test('the page carries exactly what its routes asked for', () => {
    const store = renderingContentStore(repositoryContent);
    expect(store.page()).toEqual({ key });
    store.ensure(['firm']);
    store.ensure(['cases', storyNeed(2)]);
    expect(store.page()).toEqual(pageContent(repositoryContent, ['firm', 'cases', storyNeed(2)]));
  });
});
