import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { ApiError, highlightsApi, type Highlight } from 'shared-ui';
import { highlight, setWindowWidth } from 'shared-ui/testing';
import { HighlightDetailPage } from './HighlightDetailPage';

function renderDetail(id: string, answer: Promise<Highlight>) {
  const get = jest.spyOn(highlightsApi, 'get').mockReturnValue(answer);
  render(
    <MemoryRouter initialEntries={[`/lab_highlights/${id}`]}>
      <Routes>
        <Route path="/lab_highlights/:highlightId" element={<HighlightDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return get;
}

describe('HighlightDetailPage', () => {
  beforeEach(() => setWindowWidth(375, { stylesheets: [readFileSync(join(__dirname, 'highlights.css'), 'utf8')] }));
  afterEach(() => jest.restoreAllMocks());

  it('shows the highlight: title, paragraphs, image and project link', async () => {
    const get = renderDetail(
      'a1',
      Promise.resolve(
        highlight('a1', {
          title: 'Poster prize',
          date: '2026-03-05T12:00:00.000Z',
          image: '/api/highlights/a1/image',
          highlights: { paragraph1: 'One.', paragraph2: 'Two.', paragraph3: 'Three.', paragraph4: 'Four.' },
        }),
      ),
    );
    expect(get).toHaveBeenCalledWith('a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Poster prize' })).toBeInTheDocument();
    for (const text of ['One.', 'Two.', 'Three.', 'Four.']) expect(screen.getByText(text)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Poster prize' });
    expect(image).toHaveAttribute('src', '/api/highlights/a1/image?w=1080');
    expect(image.getAttribute('srcset')).toContain('/api/highlights/a1/image?w=720 720w');
    expect(image.getAttribute('sizes')).toContain('(min-width: 1400px) 1296px');
    // Its box before it loads, whatever its shape, so the paragraphs below do not move.
    expect(screen.getByRole('img', { name: 'Poster prize' })).toHaveStyle({ width: '100%', aspectRatio: '16 / 9', objectFit: 'contain' });
    expect(screen.getByRole('link', { name: 'NOVA' })).toHaveAttribute('href', '/projects/NOVA');
    expect(await screen.findByText('March 05, 2026')).toBeInTheDocument();
    expect(document.title).toMatch(/^Poster prize \| /);
  });

  it('shows the 404 page for an unknown id', async () => {
    renderDetail('missing', Promise.reject(new ApiError('Highlight not found', 404)));
    expect(await screen.findByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });

  it('shows other failures as an error alert', async () => {
    renderDetail('a1', Promise.reject(new ApiError('Failed to connect to server', 0)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to connect to server');
  });
});
