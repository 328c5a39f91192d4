import { screen } from '@testing-library/react';
import { useLocation } from 'shared-ui/router';
import { admin, anonymous, member } from '../testing/auth-states';
import { renderWithStore } from '../testing/render';
import { TEST_ROUTE_TABLE } from '../testing/route-manifests';
import { reloadPage } from '../features/remotes/utils/page-preloads';
import { AppRoutes } from './AppRoutes';

jest.mock('../features/remotes/utils/page-preloads', () => ({ reloadPage: jest.fn() }));

// No federation runtime in tests: the slot just says which remote it would load.
jest.mock('../features/remotes/components/RemoteSlot', () => ({
  RemoteSlot: ({ remote }: { remote: string }) => <p>remote {remote}</p>,
}));

function Location() {
  return <p>path: {useLocation().pathname}</p>;
}

const renderAt = (route: string, auth = anonymous) =>
  renderWithStore(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route, preloadedState: { auth } },
  );

describe('AppRoutes', () => {
  it('renders the remote that owns a public path', () => {
    renderAt('/People');
    expect(screen.getByText('remote mfe_public')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path and for /errorPage', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
    expect(screen.getByText("Hmm... We can't seem to find this page.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home!' })).toHaveAttribute('href', '/');
  });

  it('shows the 404 page to an anonymous visitor of /timeline', () => {
    renderAt('/timeline');
    expect(screen.getByText('404 Error')).toBeInTheDocument();
    expect(screen.queryByText('remote mfe_timeline')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor of /timeline/add to the home page', () => {
    renderAt('/timeline/add');
    expect(screen.getByText('path: /')).toBeInTheDocument();
    expect(screen.getByText('remote mfe_public')).toBeInTheDocument();
  });

  it.each(['/resources', '/resources/r1', '/editprofile', '/timeline/edit/t1'])('keeps anonymous visitors out of %s', (path) => {
    renderAt(path);
    expect(screen.getByText('404 Error')).toBeInTheDocument();
  });

  it('lets a member into the timeline', () => {
    renderAt('/timeline/add', member);
    expect(screen.getByText('remote mfe_timeline')).toBeInTheDocument();
  });

  it('shows the 404 page to a member who is not an admin on /edit_teams', () => {
    renderAt('/edit_teams', member);
    expect(screen.getByText('404 Error')).toBeInTheDocument();
  });

  // Spec section 1: edit teams needs a logged-in admin, otherwise the error page (no redirect).
  it.each([
    '/edit_teams',
    '/admin/signup-tokens',
    '/admin/highlights',
    '/admin/highlights/new',
    '/admin/highlights/h1/edit',
    '/admin/members',
    '/admin/audit',
  ])(
    'shows the 404 page, at the same address, to an anonymous visitor of %s',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
      expect(screen.getByText(`path: ${path}`)).toBeInTheDocument();
      expect(screen.queryByText('remote mfe_admin')).not.toBeInTheDocument();
    },
  );

  it.each(['/admin/members', '/admin/audit'])('shows the 404 page to a member who is not an admin on %s', (path) => {
    renderAt(path, member);
    expect(screen.getByText('404 Error')).toBeInTheDocument();
    expect(screen.queryByText('remote mfe_admin')).not.toBeInTheDocument();
  });

  it.each(['/admin/members', '/admin/audit'])('lets an admin into %s', (path) => {
    renderAt(path, admin);
    expect(screen.getByText('remote mfe_admin')).toBeInTheDocument();
  });

  it('lets a visitor open a reset link: /reset-password is public, drawn by mfe_members', () => {
    renderAt('/reset-password?token=abc');
    expect(screen.getByText('remote mfe_members')).toBeInTheDocument();
    expect(screen.getByText('path: /reset-password')).toBeInTheDocument();
  });

  it('lets an admin edit teams', () => {
    renderAt('/edit_teams', admin);
    expect(screen.getByText('remote mfe_admin')).toBeInTheDocument();
  });

  it('lets an admin into every admin page', () => {
    for (const path of ['/admin/highlights/new', '/admin/highlights/h1/edit']) {
      const { unmount } = renderAt(path, admin);
      expect(screen.getByText('remote mfe_admin')).toBeInTheDocument();
      unmount();
    }
  });

  it('gives an unknown project to the projects remote, which shows it as it chooses', () => {
    renderAt('/projects/NoSuchProject');
    expect(screen.getByText('remote mfe_projects')).toBeInTheDocument();
  });

  it("shows a remote's area error, with Retry, when the server could not vouch for its manifest, and other pages work", async () => {
    const unavailable = { ...TEST_ROUTE_TABLE, unavailable: ['mfe_timeline'] };
    const { user, unmount } = renderWithStore(<AppRoutes />, { route: '/timeline', preloadedState: { auth: member }, routeTable: unavailable });
    expect(screen.getByText('Sorry, the timeline could not be loaded right now. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.queryByText('remote mfe_timeline')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(reloadPage).toHaveBeenCalled();
    unmount();
    renderWithStore(<AppRoutes />, { route: '/People', routeTable: unavailable });
    expect(screen.getByText('remote mfe_public')).toBeInTheDocument();
  });

  it('waits for the session check before judging a guarded path', () => {
    renderAt('/timeline', { ...anonymous, isReady: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('404 Error')).not.toBeInTheDocument();
  });
});
