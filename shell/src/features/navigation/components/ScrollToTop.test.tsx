import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'shared-ui/router';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top, at once, on every route change, and leaves the first page where the browser put it', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollToTop />
        <Link to="/People">People</Link>
        <Link to="/People?tab=NOVA">NOVA tab</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    await userEvent.click(screen.getByRole('link', { name: 'NOVA tab' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
