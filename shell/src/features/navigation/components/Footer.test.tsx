import { screen, within } from '@testing-library/react';
import { LAB } from 'shared-ui';
import { renderWithStore } from '../../../testing/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it("shows the lab's telephone, fax and e-mail, and its director's contact", () => {
    renderWithStore(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: LAB.phone })).toHaveAttribute('href', `tel:${LAB.phone.replace(/-/g, '')}`);
    expect(within(footer).getByText(LAB.fax, { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: LAB.email })).toHaveAttribute('href', `mailto:${LAB.email}`);
    expect(within(footer).getByText(LAB.director.name, { exact: false })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: LAB.director.email })).toHaveAttribute('href', `mailto:${LAB.director.email}`);
    expect(within(footer).getByText(LAB.director.phone)).toBeInTheDocument();
    expect(within(footer).getByText(LAB.address[0])).toBeInTheDocument();
  });

  it('offers quick links', () => {
    renderWithStore(<Footer />);
    const links = screen.getByRole('navigation', { name: 'Quick links' });
    expect(within(links).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(links).getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', '/get_involved');
  });
});
