import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FiltersToggle } from './FiltersToggle';

function Folded({ active }: { active: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FiltersToggle active={active} expanded={open} controls="panel" onToggle={() => setOpen(!open)} />
      <div id="panel" hidden={!open}>
        Choices
      </div>
    </>
  );
}

describe('FiltersToggle', () => {
  it('reads just Filters when none is active', () => {
    render(<Folded active={0} />);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveTextContent(/^Filters$/);
  });

  it('shows how many are active, and says it in its name', () => {
    render(<Folded active={2} />);
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toHaveTextContent(/^Filters \(2\)$/);
  });

  it('keeps its count on its line, with the classes the page gives it', () => {
    render(<FiltersToggle active={1} expanded={false} controls="panel" onToggle={() => undefined} className="d-md-none" />);
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toHaveClass('text-nowrap', 'd-md-none');
  });

  it('says whether the panel it controls is open, and toggles it', async () => {
    render(<Folded active={1} />);
    const toggle = screen.getByRole('button', { name: 'Filters, 1 active' });
    expect(toggle).toHaveAttribute('aria-controls', 'panel');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Choices')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Choices')).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
