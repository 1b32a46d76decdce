import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heroTitleText, homeTexts } from '../../../contract/homeTexts';
import { renderApp } from '../layout/renderApp';

describe('unknown paths', () => {
  it('redirect to the home page, replacing the unknown entry', async () => {
    const { router, history } = await renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(history.location.pathname).toBe('/');
    expect(history.length).toBe(1);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(heroTitleText(homeTexts));
  });

  it('redirect nested unknown paths too', async () => {
    const { router } = await renderApp('/faq/nothing/here');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
