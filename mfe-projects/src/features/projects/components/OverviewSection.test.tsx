import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { nova } from '../utils/content/nova';
import { OverviewSection } from './OverviewSection';

describe('OverviewSection', () => {
  it('shows the description in two columns, side by side, with its emphasis after them', () => {
    const { description } = nova;
    render(<OverviewSection content={nova} />, { wrapper: MemoryRouter });
    const first = screen.getByText(description.first);
    const second = screen.getByText(description.second);
    const emphasis = screen.getByText(description.emphasis);

    const firstColumn = first.closest('.col-md-6');
    const secondColumn = second.closest('.col-md-6');
    expect(firstColumn).not.toBeNull();
    expect(secondColumn).not.toBeNull();
    expect(firstColumn).not.toBe(secondColumn);
    expect(firstColumn!.parentElement).toBe(secondColumn!.parentElement);
    expect(firstColumn!.parentElement).toHaveClass('row');

    expect(firstColumn!.compareDocumentPosition(secondColumn!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(secondColumn!.compareDocumentPosition(emphasis) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(secondColumn).not.toContainElement(emphasis);
  });
});
