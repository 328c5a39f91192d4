import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageNav } from './PageNav';

function renderPagination(page: number, pageCount: number) {
  const onChange = jest.fn();
  render(<PageNav label="Timeline pages" page={page} pageCount={pageCount} onChange={onChange} />);
  return onChange;
}

/** The page numbers offered, the current one included. */
const pageNumbers = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .filter((text) => /^\d/.test(text))
    .map((text) => parseInt(text, 10));

describe('PageNav', () => {
  it('is a navigation landmark named by its label', () => {
    renderPagination(1, 2);
    expect(screen.getByRole('navigation', { name: 'Timeline pages' })).toBeInTheDocument();
  });

  it('goes to the first, previous and next pages', async () => {
    const onChange = renderPagination(4, 8);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(onChange).toHaveBeenLastCalledWith(8);
  });

  it('numbers two pages either side of the current one, within the pages there are', () => {
    renderPagination(4, 8);
    expect(pageNumbers()).toEqual([2, 3, 4, 5, 6]);
    expect(screen.getByText('4').closest('[aria-current="page"]')).not.toBeNull();
  });

  it.each([
    [1, [1, 2, 3]],
    [2, [1, 2, 3, 4]],
    [7, [5, 6, 7, 8]],
    [8, [6, 7, 8]],
  ])('on page %i of 8 numbers the pages %j', (page, numbers) => {
    renderPagination(page, 8);
    expect(pageNumbers()).toEqual(numbers);
  });

  it('offers no way back from the first page and none on from the last', () => {
    renderPagination(1, 8);
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('offers no way on from the last page', () => {
    renderPagination(8, 8);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toBeInTheDocument();
  });
});
