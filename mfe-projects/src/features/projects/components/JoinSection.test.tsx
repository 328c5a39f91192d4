import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LAB } from 'shared-ui';
import { JoinSection } from './JoinSection';

describe('JoinSection', () => {
  it('invites to apply, links the instructions and scrolls back to the top', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    render(<JoinSection project="NCIS" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 2, name: 'Join Our Team' }).closest('section')).toHaveAttribute('id', 'join');
    expect(screen.getByRole('link', { name: LAB.email })).toHaveAttribute('href', `mailto:${LAB.email}`);
    expect(screen.getByRole('link', { name: 'Application Instructions' })).toHaveAttribute('href', '/get_involved');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
