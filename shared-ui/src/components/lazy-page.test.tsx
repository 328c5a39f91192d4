import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { firstRenderLoadsSettled } from '../utils/first-render-loads';
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

  it('starts the download at once when the visit begins at a path its route matches, in any case', () => {
    for (const [here, route] of [
      ['/timeline/add', '/timeline/add'],
      ['/TIMELINE/ADD', '/timeline/add'],
      ['/timeline/add/', '/timeline/add'],
      ['/timeline/edit/3f2a', '/timeline/edit/:timelineId'],
      ['/projects/Coding%20Team', '/projects/:projectId'],
    ]) {
      window.history.replaceState(null, '', here);
      const load = jest.fn(() => Promise.resolve(Page));
      lazyPage(load, route);
      expect(load).toHaveBeenCalledTimes(1);
    }
  });

  it('waits where its route does not match: another page under it, or a missing parameter', () => {
    for (const [here, route] of [
      ['/timeline/add/more', '/timeline/add'],
      ['/timeline/edit', '/timeline/edit/:timelineId'],
      ['/lab_highlights', '/lab_highlights/:highlightId'],
    ]) {
      window.history.replaceState(null, '', here);
      const load = jest.fn(() => Promise.resolve(Page));
      lazyPage(load, route);
      expect(load).not.toHaveBeenCalled();
    }
  });

  it('has the first render wait for a page started as the visit begins, and draws it without the loading state', async () => {
    window.history.replaceState(null, '', '/People');
    const LazyPage = lazyPage(() => Promise.resolve(Page), '/People');
    await firstRenderLoadsSettled();
    render(<LazyPage />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives a page drawn first no boundary of its own: on its way, it is the boundary around it that waits', async () => {
    window.history.replaceState(null, '', '/timeline/add');
    const LazyPage = lazyPage(() => Promise.resolve(Page), '/timeline/add');
    render(
      <Suspense fallback={<p>The remote's pages are on their way</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(screen.getByText("The remote's pages are on their way")).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
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
