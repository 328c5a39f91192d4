import { screen, within } from '@testing-library/react';
import { membersApi, PROJECT_NAMES, projectPath } from 'shared-ui';
import { renderAt } from 'shared-ui/testing';
import ProjectRoutes from './ProjectRoutes';

beforeEach(() => {
  jest.spyOn(membersApi, 'list').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

describe('ProjectRoutes', () => {
  it('shows the default view on /projects, pointing to the sidebar and the overview', () => {
    renderAt('/projects', <ProjectRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText(/use the sidebar to choose a project/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects/overview');
    const sidebar = within(screen.getByRole('navigation', { name: 'Projects' }));
    expect(sidebar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(PROJECT_NAMES.map(projectPath));
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('shows a card per project on /projects/overview, each title linking to its page', () => {
    renderAt('/projects/overview', <ProjectRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(PROJECT_NAMES);
    expect(within(titles[3]).getByRole('link')).toHaveAttribute('href', '/projects/Image%20Transitions');
    expect(screen.getByText(/precisely people perceive correlation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    expect(document.title).toMatch(/^All Projects \|/);
  });

  it('shows a project page with its four sections, whatever the case of the name', async () => {
    renderAt('/projects/nova', <ProjectRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'NOVA' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overview',
      'Team',
      'Publications',
      'Join Our Team',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: /^NOVA: attention/ })).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(sections.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '#join');
    expect(screen.getByRole('link', { name: 'NOVA' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('This Project has no Team Members')).toBeInTheDocument();
    expect(location()).toBe('/projects/nova');
  });

  it('finds a project whose name has a space', async () => {
    renderAt('/projects/image%20TRANSITIONS', <ProjectRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Image Transitions' })).toBeInTheDocument();
    expect(await screen.findByText('This Project has no Team Members')).toBeInTheDocument();
  });

  it.each(['/projects/unknown', '/projects/100%25'])('sends %s to /404', (path) => {
    renderAt(path, <ProjectRoutes />);
    expect(location()).toBe('/404');
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });

  it('shows the 404 page on a path it does not own', () => {
    renderAt('/projects/nova/extra', <ProjectRoutes />);
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });
});
