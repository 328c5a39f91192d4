import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { LAB, PROJECTS, projectPath } from 'shared-ui';
import { setWindowWidth } from 'shared-ui/testing';
import { HomePage } from './HomePage';

function renderHome(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    setWindowWidth(1280);
  });

  it('shows the lab name as heading and document title', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: LAB.name })).toBeInTheDocument();
    expect(document.title).toBe(LAB.name);
  });

  it('links Join Our Team to the get-involved page', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/get_involved');
  });

  it('shows the three cards, the mission and the about section', () => {
    renderHome();
    for (const name of ['Directed Studies', 'Research Experience', 'Global Research', 'Our Mission', 'About the Lab']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 3, name: 'Our Values' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Our Responsibilities' })).toBeInTheDocument();
  });

  it('links every project to its page', () => {
    renderHome();
    for (const project of PROJECTS) {
      expect(screen.getByRole('link', { name: project.name })).toHaveAttribute('href', projectPath(project.name));
    }
  });

  it('scrolls smoothly to the About section when coming from a project join button', () => {
    renderHome({ fromProjectJoin: true });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'about');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps to the About section for visitors who prefer reduced motion', () => {
    setWindowWidth(1280, { reducedMotion: true });
    renderHome({ fromProjectJoin: true });
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'about');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('stays at the top otherwise', () => {
    renderHome();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
