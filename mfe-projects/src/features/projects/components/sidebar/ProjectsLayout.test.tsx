import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router';
import { membersApi, PROJECT_NAMES } from 'shared-ui';
import { hydrateServerMarkup, setWindowWidth, themeStylesheet } from 'shared-ui/testing';
import { BREAKPOINTS, TIMINGS } from '../../../../config/layout';
import ProjectRoutes from '../../../../app/ProjectRoutes';
import { renderProjectRoutes } from '../../../../testing/render-project-routes';
import { loadProjectContent } from '../../utils/content';

const STYLES = [themeStylesheet(), readFileSync(join(__dirname, 'projects-layout.css'), 'utf8')];
/** A window `width` px wide, with the layout's stylesheets (and shared-ui's) applying as they would there. */
const atWidth = (width: number) => setWindowWidth(width, { stylesheets: STYLES });
const { projectSidebarDesktopFrom } = BREAKPOINTS;

const scrollIntoView = jest.fn();
beforeEach(() => {
  jest.spyOn(membersApi, 'list').mockResolvedValue([]);
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollIntoView.mockClear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;
/** Renders a project page and waits for its team, so no load ends after the test. */
async function renderProject(path: string) {
  await renderProjectRoutes(path);
  await screen.findByText('This Project has no Team Members');
}

describe('the projects sidebar at 1280 px', () => {
  beforeEach(() => atWidth(1280));

  it('stands beside the page, with every project and the sections of this one', async () => {
    await renderProject('/projects/NCIS');
    const sidebar = within(screen.getByRole('complementary', { name: 'Projects sidebar' }));
    expect(sidebar.getAllByRole('link').slice(0, 7).map((link) => link.textContent)).toEqual(PROJECT_NAMES);
    expect(sidebar.getByRole('link', { name: 'NCIS' })).toHaveAttribute('aria-current', 'page');
    const sections = within(sidebar.getByRole('navigation', { name: 'Sections' }));
    expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Team', 'Publications', 'Join Our Team']);
    // Which one depends on the layout (the scroll spy's own tests); one is the current location.
    expect(sections.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'location')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'View All Projects' })).not.toBeInTheDocument();
  });

  it('brings a chosen section into view and moves the focus to its heading', async () => {
    await renderProject('/projects/NCIS');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Publications' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('publications'));
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toHaveFocus();
    expect(window.location.hash).toBe('#publications');
  });

  it('switches projects with a fade, ignoring a second choice made during it', async () => {
    await renderProject('/projects/NCIS');
    // The test's own clock: on a slow machine two real clicks can outlast the closing phase.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const projects = within(screen.getByRole('navigation', { name: 'Projects' }));
    await user.click(projects.getByRole('link', { name: 'NOVA' }));
    await user.click(projects.getByRole('link', { name: 'SHIVA' }));
    expect(screen.getByRole('heading', { level: 1, name: 'NCIS' }).closest('[aria-busy]')).toHaveClass('project-switch--closing');
    act(() => jest.advanceTimersByTime(TIMINGS.sidebarSwitch - 1));
    expect(location()).toBe('/projects/NCIS');
    act(() => jest.advanceTimersByTime(1));
    expect(location()).toBe('/projects/NOVA');
    expect(screen.getByRole('heading', { level: 1, name: 'NOVA' }).closest('[aria-busy]')).toHaveClass('project-switch--entering');
    act(() => jest.advanceTimersByTime(TIMINGS.sidebarSwitch));
    expect(document.querySelector('[aria-busy]')).toBeNull();
    expect(location()).toBe('/projects/NOVA');
    jest.useRealTimers();
    await screen.findByText('This Project has no Team Members');
  });

  it('starts the next project with its alumni collapsed again', async () => {
    await renderProject('/projects/NCIS');
    await userEvent.click(screen.getByRole('button', { name: 'Show Alumni' }));
    expect(screen.getByRole('button', { name: 'Hide Alumni' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Projects' })).getByRole('link', { name: 'NOVA' }));
    await waitFor(() => expect(location()).toBe('/projects/NOVA'));
    expect(await screen.findByRole('button', { name: 'Show Alumni' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Hide Alumni' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[aria-busy]')).toBeNull());
  });
});

describe('the sidebar breakpoint: slide-out under 975 px', () => {
  it('is a slide-out panel behind View All Projects at 974 px', async () => {
    atWidth(projectSidebarDesktopFrom - 1);
    await renderProject('/projects/NOVA');
    expect(screen.getByRole('button', { name: 'View All Projects' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Projects sidebar' })).not.toBeInTheDocument();
  });

  it('stands beside the page, without the button, at 975 px', async () => {
    atWidth(projectSidebarDesktopFrom);
    await renderProject('/projects/NOVA');
    expect(screen.getByRole('complementary', { name: 'Projects sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View All Projects' })).not.toBeInTheDocument();
  });
});

describe('the slide-out panel at 800 px', () => {
  beforeEach(() => atWidth(800));

  it('opens from View All Projects with the focus inside, and closes on Escape, giving the focus back', async () => {
    await renderProject('/projects/Ideo');
    expect(screen.queryByRole('complementary', { name: 'Projects sidebar' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'View All Projects' });
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'All Projects' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(within(panel).getByRole('link', { name: 'Ideo' })).toHaveAttribute('aria-current', 'page');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('closes when a project is chosen, then shows that project', async () => {
    await renderProject('/projects/Ideo');
    await userEvent.click(screen.getByRole('button', { name: 'View All Projects' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Image Transitions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Image Transitions' })).toBeInTheDocument();
    expect(location()).toBe('/projects/Image%20Transitions');
    await screen.findByText('This Project has no Team Members');
  });

  it('closes when the window widens past 975 px, where the sidebar stands beside the page', async () => {
    await renderProject('/projects/Ideo');
    await userEvent.click(screen.getByRole('button', { name: 'View All Projects' }));
    await screen.findByRole('dialog', { name: 'All Projects' });
    act(() => atWidth(projectSidebarDesktopFrom));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('complementary', { name: 'Projects sidebar' })).toBeInTheDocument();
  });

  it('closes when a section is chosen, then brings it into view with the focus on its heading', async () => {
    await renderProject('/projects/Ideo');
    await userEvent.click(screen.getByRole('button', { name: 'View All Projects' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Join Our Team' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Join Our Team' })).toHaveFocus());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('join'));
  });
});

describe('the projects frame drawn on the server, which knows no width', () => {
  const at = (path: string) => (
    <MemoryRouter initialEntries={[path]}>
      <ProjectRoutes />
    </MemoryRouter>
  );

  it.each([375, 800, 1280])('hydrates /projects unchanged at %i px', async (width) => {
    atWidth(width);
    const { server, hydrated, errors, unmount } = await hydrateServerMarkup(at('/projects'));
    expect(errors).toEqual([]);
    expect(hydrated).toBe(server);
    unmount();
  });

  it.each([375, 1280])('hydrates a project page without a mismatch at %i px, with one id per element', async (width) => {
    atWidth(width);
    jest.mocked(membersApi.list).mockReturnValue(new Promise(() => undefined));
    // As in the browser, whose first render waits for the project's text (loadFirstPageContent).
    await loadProjectContent('NOVA');
    const { errors, container, unmount } = await hydrateServerMarkup(at('/projects/NOVA'));
    expect(errors).toEqual([]);
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(ids).toEqual([...new Set(ids)]);
    unmount();
  });
});
