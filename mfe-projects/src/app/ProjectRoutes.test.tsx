import { screen, within } from '@testing-library/react';
import { membersApi, PROJECT_NAMES, projectPath } from 'shared-ui';
import { PUBLICATIONS } from 'shared-ui/publications';
import { setWindowWidth } from 'shared-ui/testing';
import { renderProjectRoutes } from '../testing/render-project-routes';

beforeEach(() => {
  setWindowWidth(1280);
  jest.spyOn(membersApi, 'list').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

const location = () => screen.getByTestId('location').textContent;

describe('ProjectRoutes', () => {
  it('shows the default view on /projects, pointing to the sidebar and the overview', async () => {
    await renderProjectRoutes('/projects');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText(/use the sidebar to choose a project/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects/overview');
    const sidebar = within(screen.getByRole('navigation', { name: 'Projects' }));
    expect(sidebar.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(PROJECT_NAMES.map(projectPath));
    expect(sidebar.queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(document.title).toMatch(/^Projects \|/);
  });

  it('shows a card per project on /projects/overview: logo, title linking to its page, description', async () => {
    await renderProjectRoutes('/projects/overview');
    expect(screen.getByRole('heading', { level: 1, name: 'All Projects' })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 });
    expect(titles.map((title) => title.textContent)).toEqual(PROJECT_NAMES);
    expect(within(titles[3]).getByRole('link')).toHaveAttribute('href', '/projects/Image%20Transitions');
    expect(screen.getAllByRole('img').map((logo) => logo.getAttribute('aria-label'))).toEqual(PROJECT_NAMES.map((name) => `${name} logo`));
    expect(screen.getByText(/precisely people perceive correlation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
    expect(document.title).toMatch(/^All Projects \|/);
  });

  it('shows a project page with its four sections, whatever the case of the name', async () => {
    await renderProjectRoutes('/projects/nova');
    // Its text is fetched with the page.
    expect(await screen.findByRole('heading', { level: 1, name: 'NOVA' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Overview',
      'Team',
      'Publications',
      'Join Our Team',
    ]);
    const overview = within(screen.getByRole('region', { name: 'Overview' }));
    expect(overview.getByRole('heading', { level: 3, name: /^NOVA: novelty/ })).toBeInTheDocument();
    expect(overview.getByText(/after a handful of viewings it is gone/)).toBeInTheDocument();
    expect(overview.getByText('Novelty fades with repetition')).toBeInTheDocument();
    expect(overview.getByText('How do you make an image familiar?')).toBeInTheDocument();
    expect(overview.getByText('Novelty and faces (2022–2023)')).toBeInTheDocument();
    const publications = within(screen.getByRole('region', { name: 'Publications' }));
    const [first] = PUBLICATIONS.NOVA;
    expect(publications.getByRole('link', { name: first.name })).toHaveAttribute('href', first.link);
    expect(publications.getByText(first.citation)).toBeInTheDocument();
    const sections = within(screen.getByRole('navigation', { name: 'Sections' }));
    expect(sections.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '#join');
    expect(screen.getByRole('link', { name: 'NOVA' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('This Project has no Team Members')).toBeInTheDocument();
    expect(location()).toBe('/projects/nova');
    expect(document.title).toMatch(/^NOVA \|/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^NOVA, a research project of the Visual Cognition Lab/));
  });

  it('finds a project whose name has a space', async () => {
    await renderProjectRoutes('/projects/image%20TRANSITIONS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Image Transitions' })).toBeInTheDocument();
    // The spec's experiment timings are part of its text.
    expect(screen.getByText(/appears for 100, 400 or 1600 ms, then a 200 ms mask/)).toBeInTheDocument();
    expect(await screen.findByText('This Project has no Team Members')).toBeInTheDocument();
  });

  it.each([
    ['Correlation', 'Mainstream', '/projects/Correlation/Mainstream'],
    ['Correlation', 'Sequence', '/projects/correlation/SEQUENCE'],
    ['Coding Team', 'Website Development', '/projects/coding%20team/website%20development'],
    ['Coding Team', 'Experiment Framework', '/projects/Coding%20Team/Experiment%20Framework'],
  ])('reaches the %s subpage %s from its project page', async (project, subpage, path) => {
    await renderProjectRoutes(projectPath(project));
    const link = within(await screen.findByRole('region', { name: 'Overview' })).getByRole('link', { name: subpage });
    expect(link.getAttribute('href')?.toLowerCase()).toBe(path.toLowerCase());
    await screen.findByText('This Project has no Team Members');
  });

  it('shows a subpage with its own content, its way back, and its siblings in the sidebar', async () => {
    await renderProjectRoutes('/projects/coding%20team/experiment%20framework');
    expect(await screen.findByRole('heading', { level: 1, name: 'Experiment Framework' })).toBeInTheDocument();
    expect(screen.getByText(/an image for 100, 400 or 1600 ms, followed by a 200 ms mask/)).toBeInTheDocument();
    expect(screen.getByText(/\(6, 24, 96 and 12 frames at 60 Hz\)/)).toBeInTheDocument();
    expect(screen.getByText('A trial, frame by frame')).toBeInTheDocument();
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Coding Team' })).toHaveAttribute('href', '/projects/Coding%20Team');
    expect(screen.getByRole('link', { name: 'Back to Coding Team' })).toHaveAttribute('href', '/projects/Coding%20Team');
    const pages = within(screen.getByRole('navigation', { name: 'Coding Team pages' }));
    expect(pages.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Coding Team overview',
      'Website Development',
      'Experiment Framework',
    ]);
    expect(screen.getByRole('link', { name: 'Coding Team', current: true })).toBeInTheDocument();
    expect(document.title).toMatch(/^Experiment Framework \(Coding Team\) \|/);
  });

  it.each(['/projects/unknown', '/projects/100%25', '/projects/NOVA/Mainstream', '/projects/nova/extra'])('sends %s to /404', async (path) => {
    await renderProjectRoutes(path);
    expect(location()).toBe('/404');
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });

  it('shows the 404 page on a path it does not own', async () => {
    await renderProjectRoutes('/projects/nova/mainstream/extra');
    expect(screen.getByRole('heading', { name: '404 Error' })).toBeInTheDocument();
  });
});
