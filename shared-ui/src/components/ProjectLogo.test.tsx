import { render, screen } from '@testing-library/react';
import { PROJECT_NAMES } from '../config/projects';
import { ProjectLogo } from './ProjectLogo';

describe('ProjectLogo', () => {
  it.each(PROJECT_NAMES)('draws a named logo for %s', (name) => {
    render(<ProjectLogo name={name} />);
    const logo = screen.getByRole('img', { name: `${name} logo` });
    expect(logo.querySelectorAll('path, circle, rect').length).toBeGreaterThan(1);
  });

  it('keeps contrast: dark ink on the light NOVA badge, white on the dark SHIVA badge', () => {
    const { container } = render(
      <>
        <ProjectLogo name="NOVA" />
        <ProjectLogo name="SHIVA" />
      </>,
    );
    const [nova, shiva] = container.querySelectorAll('svg');
    expect(nova).toHaveStyle({ color: '#212529' });
    expect(shiva).toHaveStyle({ color: '#ffffff' });
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = render(<ProjectLogo name="Ideo" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
