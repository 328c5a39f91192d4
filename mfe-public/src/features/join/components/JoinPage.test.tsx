import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { LAB } from 'shared-ui';
import { JoinPage } from './JoinPage';

describe('JoinPage', () => {
  it('tells co-pilots to apply by e-mail with a resume, courses and projects', () => {
    render(
      <MemoryRouter>
        <JoinPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: LAB.email })).toHaveAttribute('href', `mailto:${LAB.email}`);
    expect(screen.getByText(/with a resume, a list of relevant courses and the projects of interest\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore our projects' })).toHaveAttribute('href', '/projects');
  });
});
