import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import { LAB } from 'shared-ui';
import { setWindowWidth } from 'shared-ui/testing';
import { JoinSection } from './JoinSection';

/** The home page's stand-in: shows the navigation state it was reached with. */
function ReachedHome() {
  return <output data-testid="state">{JSON.stringify(useLocation().state)}</output>;
}

describe('JoinSection', () => {
  it('invites to apply, says what members do, links the instructions and scrolls back to the top', async () => {
    setWindowWidth(1280);
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    render(<JoinSection project="NCIS" joinTeam={{ whatWeDo: ['Run participants.', 'Calibrate the eye tracker.'] }} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Run participants.', 'Calibrate the eye tracker.']);
    expect(screen.getByRole('heading', { level: 2, name: 'Join Our Team' }).closest('section')).toHaveAttribute('id', 'join');
    expect(screen.getByRole('link', { name: LAB.email })).toHaveAttribute('href', `mailto:${LAB.email}`);
    expect(screen.getByRole('link', { name: 'Application Instructions' })).toHaveAttribute('href', '/get_involved');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps back to the top without scrolling smoothly when the visitor prefers reduced motion', async () => {
    setWindowWidth(1280, { reducedMotion: true });
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    render(<JoinSection project="NCIS" joinTeam={{ whatWeDo: [] }} />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('leads to the lab’s About section: a link home saying it comes from a project’s join section', async () => {
    setWindowWidth(1280);
    render(
      <MemoryRouter initialEntries={['/projects/NCIS']}>
        <Routes>
          <Route path="/projects/NCIS" element={<JoinSection project="NCIS" joinTeam={{ whatWeDo: [] }} />} />
          <Route path="/" element={<ReachedHome />} />
        </Routes>
      </MemoryRouter>,
    );
    const about = screen.getByRole('link', { name: 'About the Lab' });
    expect(about).toHaveAttribute('href', '/');
    await userEvent.click(about);
    // The key mfe-public's home page reads to scroll to its About section.
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ fromProjectJoin: true });
  });
});
