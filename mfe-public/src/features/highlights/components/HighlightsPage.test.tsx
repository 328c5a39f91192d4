import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { ApiError, highlightsApi, type Highlight } from 'shared-ui';
import { highlight, setWindowWidth } from 'shared-ui/testing';
import { HighlightsPage } from './HighlightsPage';

function renderHighlights(highlights: Promise<Highlight[]>) {
  jest.spyOn(highlightsApi, 'list').mockReturnValue(highlights);
  return render(
    <MemoryRouter>
      <HighlightsPage />
    </MemoryRouter>,
  );
}

describe('HighlightsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner while loading', () => {
    renderHighlights(new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('features the first highlight and puts the rest in the grid', async () => {
    renderHighlights(
      Promise.resolve([
        highlight('a1', { title: 'Poster prize', project: 'Image Transitions', date: '2026-03-05T12:00:00.000Z' }),
        highlight('b2', { title: 'New grant' }),
        highlight('c3', { title: 'Lab retreat' }),
      ]),
    );
    const featured = await screen.findByRole('heading', { level: 2, name: 'Poster prize' });
    expect(within(featured).getByRole('link')).toHaveAttribute('href', '/lab_highlights/a1');
    const card = featured.closest('.card') as HTMLElement;
    expect(await within(card).findByText('March 05, 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Image Transitions' })).toHaveAttribute(
      'href',
      '/projects/Image%20Transitions',
    );

    const grid = screen.getByRole('region', { name: 'More Highlights' });
    const titles = within(grid).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['New grant', 'Lab retreat']);
    expect(within(grid).getByRole('link', { name: 'Lab retreat' })).toHaveAttribute('href', '/lab_highlights/c3');
  });

  it('shows one highlight alone, without the grid', async () => {
    renderHighlights(Promise.resolve([highlight('a1', { title: 'Highlight a1' })]));
    expect(await screen.findByRole('heading', { level: 2, name: 'Highlight a1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More Highlights' })).not.toBeInTheDocument();
  });

  it('says so when nothing has been posted', async () => {
    renderHighlights(Promise.resolve([]));
    expect(await screen.findByText('No Lab Highlights Have Been Posted')).toBeInTheDocument();
  });

  it("shows the server's message as an error alert", async () => {
    renderHighlights(Promise.reject(new ApiError('Highlights are unavailable right now', 503)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Highlights are unavailable right now');
  });

  it('gives each image its box before it loads, so nothing moves, and loads those of the grid as the visitor nears them, at low priority', async () => {
    setWindowWidth(375, { stylesheets: [readFileSync(join(__dirname, 'highlights.css'), 'utf8')] });
    const { container } = renderHighlights(
      Promise.resolve(['a1', 'b2', 'c3'].map((id) => highlight(id, { title: `Highlight ${id}`, image: `/api/highlights/${id}/image` }))),
    );
    await screen.findByRole('heading', { level: 2, name: 'Highlight a1' });
    const [featured, ...grid] = Array.from(container.querySelectorAll('img'));
    expect(grid).toHaveLength(2);
    for (const image of [featured, ...grid]) expect(image).toHaveStyle({ width: '100%', aspectRatio: '16 / 9' });
    expect(featured).not.toHaveAttribute('loading');
    expect(featured).toHaveAttribute('fetchpriority', 'high');
    for (const image of grid) expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of grid) expect(image).toHaveAttribute('fetchpriority', 'low');
    // Asked for once the app has the page, in a frame of the same box (PictureAfterPaint).
    expect(featured!.parentElement).not.toHaveClass('picture-after-paint');
    for (const image of grid) expect(image.parentElement).toHaveClass('picture-after-paint', 'highlight-card__frame');
    for (const image of grid) expect(image.parentElement).toHaveStyle({ aspectRatio: '16 / 9', maxHeight: '12rem' });
  });

  it('offers each image at the widths the API serves, sized for the featured card across the page and for the grid', async () => {
    const { container } = renderHighlights(
      Promise.resolve(['a1', 'b2'].map((id) => highlight(id, { title: `Highlight ${id}`, image: `/api/highlights/${id}/image?v=1` }))),
    );
    await screen.findByRole('heading', { level: 2, name: 'Highlight a1' });
    const [featured, card] = Array.from(container.querySelectorAll('img'));
    expect(featured.getAttribute('srcset')).toContain('/api/highlights/a1/image?v=1&w=480 480w');
    expect(card.getAttribute('srcset')).toContain('/api/highlights/b2/image?v=1&w=1600 1600w');
    expect(featured.getAttribute('sizes')).toContain('(min-width: 1400px) 1296px');
    expect(card.getAttribute('sizes')).toContain('(min-width: 1400px) 416px');
  });
});
