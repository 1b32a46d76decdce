import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { successCases as SUCCESS_CASES } from '../../../contract/successCases';
import { SUCCESS_RESULT_TEXT } from '../../../src/content/successCases';
import { SuccessCaseCard } from '../../../src/features/success-case/SuccessCaseCard';
import { renderWithRouter } from '../renderWithRouter';

const [inheritance] = SUCCESS_CASES;
if (!inheritance) throw new Error('the first success case is missing');

describe('SuccessCaseCard', () => {
  it('shows the title, the three amounts formatted in won, the result and the stamp', async () => {
    await renderWithRouter(<SuccessCaseCard item={inheritance} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: inheritance.title })).toBeInTheDocument();
    const amounts = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(amounts).toEqual(['3,200만 원', '1,900만 원', '1,300만 원']);
    expect(within(card).getByText('예상 세액')).toBeInTheDocument();
    expect(within(card).getByText('최종 세액')).toBeInTheDocument();
    expect(within(card).getByText('절세 금액')).toBeInTheDocument();
    expect(within(card).getByText(SUCCESS_RESULT_TEXT)).toBeInTheDocument();
    expect(within(card).getByText(inheritance.stamp)).toBeInTheDocument();
  });

  it('formats large amounts in 억', async () => {
    const building = SUCCESS_CASES.find((item) => item.id === 3);
    if (!building) throw new Error('case 3 is missing');
    await renderWithRouter(<SuccessCaseCard item={building} />);
    const amounts = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(amounts).toEqual(['60억 원', '45억 원', '15억 원']);
  });

  it('hides an image that fails to load behind a placeholder and keeps the rest of the card', async () => {
    const { container } = await renderWithRouter(<SuccessCaseCard item={inheritance} />);
    const image = screen.getByRole('img', { name: inheritance.image.alt });
    fireEvent.error(image);
    // No broken <img> is left; the placeholder in its place still says what it showed.
    await waitFor(() => expect(container.querySelector('img')).toBeNull());
    expect(screen.getByRole('img', { name: inheritance.image.alt }).tagName).toBe('DIV');
    expect(screen.getByRole('heading', { name: inheritance.title })).toBeInTheDocument();
  });

  it('links to the case detail page', async () => {
    const { router } = await renderWithRouter(<SuccessCaseCard item={inheritance} />);
    const link = screen.getByRole('link', { name: inheritance.title });
    expect(link).toHaveAttribute('href', '/success-case/1');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-case/1'));
  });

  it('an inert clone is neither announced nor focusable', async () => {
    await renderWithRouter(<SuccessCaseCard item={inheritance} inert />);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const link = document.querySelector('a');
    expect(link).toHaveAttribute('tabindex', '-1');
    expect(link?.closest('article')).toHaveAttribute('inert');
  });
});
