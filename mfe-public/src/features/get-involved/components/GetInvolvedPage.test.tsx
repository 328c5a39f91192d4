import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LAB } from 'shared-ui';
import { SECTIONS } from '../sections';
import { GetInvolvedPage } from './GetInvolvedPage';

function renderPage() {
  return render(
    <MemoryRouter>
      <GetInvolvedPage />
    </MemoryRouter>,
  );
}

describe('GetInvolvedPage', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
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

  it('explains the role ladder and the commitments', () => {
    renderPage();
    expect(screen.getByText('Everyone starts as Co-Pilot.')).toBeInTheDocument();
    expect(screen.getByText('A former member away for at least one term must reapply.')).toBeInTheDocument();
    expect(screen.getAllByText('At least 9 hours per week.')).toHaveLength(3);
    expect(screen.getByText('Three meetings: at the start, the midpoint and the end of term.')).toBeInTheDocument();
  });

  it('scrolls to the Application Form and focuses it when Apply is pressed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Apply as Volunteer' }));
    const formHeading = screen.getByRole('heading', { name: 'Application Form' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(formHeading);
    expect(formHeading).toHaveFocus();
  });

  it('tells how to apply, linking to the home and projects pages', () => {
    renderPage();
    const form = screen.getByRole('region', { name: 'Application Form' });
    expect(within(form).getByRole('link', { name: LAB.email })).toHaveAttribute('href', `mailto:${LAB.email}`);
    expect(within(form).getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
    expect(within(form).getByRole('link', { name: 'projects page' })).toHaveAttribute('href', '/projects');
  });
});
