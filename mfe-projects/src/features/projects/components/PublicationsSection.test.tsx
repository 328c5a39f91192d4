import { render, screen } from '@testing-library/react';
import { PublicationsSection } from './PublicationsSection';

describe('PublicationsSection', () => {
  it('links each publication title and shows its citation', () => {
    render(
      <PublicationsSection
        publications={[{ name: 'Seeing change', citation: 'Doe, J. (2024). Seeing change. J. Vis.', link: 'https://example.org/p1', year: 2024 }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Seeing change' })).toHaveAttribute('href', 'https://example.org/p1');
    expect(screen.getByText('Doe, J. (2024). Seeing change. J. Vis.')).toBeInTheDocument();
    expect(screen.queryByText('No publications found for this project.')).not.toBeInTheDocument();
  });

  it('says when there are none', () => {
    render(<PublicationsSection publications={[]} />);
    expect(screen.getByText('No publications found for this project.')).toBeInTheDocument();
  });
});
