import { render, screen } from '@testing-library/react';
import { LAB } from 'shared-ui';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  beforeEach(() => render(<ContactPage />));

  it('shows the lab phone, fax and e-mail', () => {
    expect(screen.getByRole('link', { name: LAB.phone })).toHaveAttribute('href', `tel:${LAB.phone}`);
    expect(screen.getByText(LAB.fax)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LAB.email })).toHaveAttribute('href', `mailto:${LAB.email}`);
  });

  it('shows the campus address and the opening hours', () => {
    expect(screen.getByText(LAB.address[0])).toBeInTheDocument();
    expect(screen.getByText('Weekdays 9AM-5PM')).toBeInTheDocument();
    expect(screen.getByText('Weekends Closed')).toBeInTheDocument();
  });

  it('sets the document title', () => {
    expect(document.title).toBe(`Contact | ${LAB.name}`);
  });
});
