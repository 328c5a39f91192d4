import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { highlightsApi, LAB, membersApi } from 'shared-ui';
import { hydrateServerMarkup, setWindowWidth } from 'shared-ui/testing';
import PublicRoutes from './PublicRoutes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PublicRoutes />
    </MemoryRouter>,
  );
}

describe('PublicRoutes', () => {
  beforeEach(() => {
    setWindowWidth(1280);
    jest.spyOn(membersApi, 'list').mockResolvedValue([]);
    jest.spyOn(highlightsApi, 'list').mockResolvedValue([]);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['/', LAB.name],
    ['/about', 'About the Lab'],
    ['/contact', 'Contact'],
    ['/join', 'Join the Lab'],
    ['/team', 'Our Team'],
    ['/get_involved', 'Get Involved'],
    ['/publications', 'Publications'],
    ['/People', 'People'],
    ['/Affiliations', 'Affiliations'],
    ['/lab_highlights', 'Lab Highlights'],
  ])('renders %s with its page heading', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/', '/about', '/contact', '/join', '/no-such-page'].flatMap((path) => [375, 1280].map((width) => [path, width] as const)))(
    'hydrates %s as the server drew it, unchanged, at %i px',
    async (path, width) => {
      setWindowWidth(width);
      const { server, hydrated, errors, unmount } = await hydrateServerMarkup(
        <MemoryRouter initialEntries={[path]}>
          <PublicRoutes />
        </MemoryRouter>,
      );
      expect(errors).toEqual([]);
      expect(hydrated).toBe(server);
      unmount();
    },
  );

  it('shows the 404 page for an unknown path', () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home!' })).toHaveAttribute('href', '/');
  });
});
