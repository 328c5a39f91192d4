import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

function Page() {
  return <h1>The page</h1>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('lazyPage', () => {
  it('shows the loading state, then the page once it has arrived', async () => {
    const LazyPage = lazyPage(() => Promise.resolve(Page));
    render(<LazyPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('starts the download at once when the visit begins at its path or under it, in any case', () => {
    for (const here of ['/timeline/add', '/TIMELINE/ADD', '/timeline/add/']) {
      window.history.replaceState(null, '', here);
      const load = jest.fn(() => Promise.resolve(Page));
      lazyPage(load, '/timeline/add');
      expect(load).toHaveBeenCalledTimes(1);
    }
  });

  it('waits for the first render elsewhere, and downloads once however often it renders', async () => {
    window.history.replaceState(null, '', '/timeline/added');
    const load = jest.fn(() => Promise.resolve(Page));
    const LazyPage = lazyPage(load, '/timeline/add');
    expect(load).not.toHaveBeenCalled();
    const { unmount } = render(<LazyPage />);
    await screen.findByRole('heading', { name: 'The page' });
    unmount();
    render(<LazyPage />);
    await screen.findByRole('heading', { name: 'The page' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
