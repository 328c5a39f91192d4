import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router';
import { LAB } from 'shared-ui';
import { hydrateServerMarkup, setWindowWidth, themeStylesheet } from 'shared-ui/testing';
import { BREAKPOINTS } from '../../../config/layout';
import { SECTIONS } from '../utils/sections';
import { GetInvolvedPage } from './GetInvolvedPage';

const page = (
  <MemoryRouter>
    <GetInvolvedPage />
  </MemoryRouter>
);
const renderPage = () => render(page);

const STYLES = [themeStylesheet(), readFileSync(join(__dirname, 'get-involved.css'), 'utf8')];
/** A window `width` px wide, with the page's stylesheets (and PageShell's) applying as they would there. */
const atWidth = (width: number, options: { reducedMotion?: boolean } = {}) => setWindowWidth(width, { ...options, stylesheets: STYLES });
const { getInvolvedSidebarDesktopAbove: sidebarAbove, journeyGraphAbove: graphAbove } = BREAKPOINTS;

describe('GetInvolvedPage', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    atWidth(1280);
  });

  it('has a section for every role, each linked from the sidebar', () => {
    renderPage();
    const sidebar = screen.getByRole('navigation', { name: 'Get Involved sections' });
    for (const section of SECTIONS) {
      const heading = screen.getByRole('heading', { level: 2, name: section.title });
      expect(heading.closest('section')).toHaveAttribute('id', section.id);
      expect(within(sidebar).getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
    }
    expect(within(sidebar).getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/projects');
  });

  it('folds the desktop sidebar away and back', async () => {
    const user = userEvent.setup();
    renderPage();
    const sidebar = screen.getByRole('navigation', { name: 'Get Involved sections' });
    await user.click(within(sidebar).getByRole('button', { name: 'Hide sections' }));
    expect(within(sidebar).queryByRole('link', { name: 'Volunteer' })).toBeNull();
    expect(within(sidebar).getByRole('button', { name: 'Show sections' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(sidebar).getByRole('button', { name: 'Show sections' }));
    expect(within(sidebar).getByRole('link', { name: 'Volunteer' })).toBeVisible();
  });

  it('keeps the folding sidebar from 975 px', () => {
    atWidth(sidebarAbove + 1);
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Get Involved sections' });
    expect(within(nav).getByRole('button', { name: 'Hide sections' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Jump to a section' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Volunteer' })).toHaveAttribute('href', '#volunteer');
  });

  it('turns the sidebar into a dropdown at 974 px and less', async () => {
    const user = userEvent.setup();
    atWidth(sidebarAbove);
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Get Involved sections' });
    expect(within(nav).queryByRole('button', { name: 'Hide sections' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'Jump to a section' }));
    await within(nav).findByRole('button', { name: 'Jump to a section', expanded: true });
    for (const section of SECTIONS) {
      expect(within(nav).getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
    }
    expect(within(nav).getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/projects');
  });

  it('draws the role journey as a graph above 1200 px, each role linking to its section', () => {
    atWidth(graphAbove + 1);
    renderPage();
    const graph = screen.getByRole('group', { name: /^Everyone starts as Co-Pilot/ });
    for (const section of SECTIONS.filter((candidate) => !['lab-member', 'application-form'].includes(candidate.id))) {
      expect(within(graph).getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
    }
    expect(screen.getByText('Everyone starts as Co-Pilot.')).not.toBeVisible();
  });

  it('explains the role ladder as a plain list at 1200 px and less, with the commitments', () => {
    atWidth(graphAbove);
    renderPage();
    expect(screen.queryByRole('group', { name: /^Everyone starts as Co-Pilot/ })).toBeNull();
    expect(screen.getByText('Everyone starts as Co-Pilot.')).toBeVisible();
    expect(
      screen.getByText(
        'A Co-Pilot can become Data Science Co-Pilot, Directed Studies student, Coding Team member, or Volunteer (after at least one term as Co-Pilot, a letter of intent and a signed Volunteer Contract).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "A Volunteer can become Research Assistant (elected by senior RAs and Project Leaders, approved by the lab's principal investigator) or renew.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('A former member away for at least one term must reapply.')).toBeInTheDocument();
    expect(
      screen.getByText('Co-Pilot, Volunteer, Directed Studies and RA have increasing priority for lab resources; RA is paid.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('At least 9 hours per week.')).toHaveLength(3);
    expect(screen.getByText('Three meetings: at the start, the midpoint and the end of term.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Volunteer' })).getByText(
        'The contract lasts at least 1 term (3 months winter, 2 months summer) and at most 2 terms.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Co-Pilot' })).getByText('The Co-Pilot contract lasts one school term, with renewal.'),
    ).toBeInTheDocument();
  });

  it('scrolls to the Application Form and focuses it when Apply is pressed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Apply as Volunteer' }));
    const formHeading = screen.getByRole('heading', { name: 'Application Form' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(formHeading);
    expect(formHeading).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps to the Application Form for visitors who prefer reduced motion', async () => {
    const user = userEvent.setup();
    atWidth(1280, { reducedMotion: true });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Apply as Co-Pilot' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Application Form' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it.each([375, 800, 1280])('hydrates the page the server drew unchanged at %i px, with one id per element', async (width) => {
    atWidth(width);
    const { server, hydrated, errors, container, unmount } = await hydrateServerMarkup(page);
    expect(errors).toEqual([]);
    expect(hydrated).toBe(server);
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(ids).toEqual([...new Set(ids)]);
    unmount();
  });

  it('tells how to apply, linking to the home and projects pages', () => {
    renderPage();
    const form = screen.getByRole('region', { name: 'Application Form' });
    expect(within(form).getByRole('link', { name: LAB.email })).toHaveAttribute('href', `mailto:${LAB.email}`);
    expect(within(form).getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expect(within(form).getByRole('link', { name: 'projects page' })).toHaveAttribute('href', '/projects');
  });
});
