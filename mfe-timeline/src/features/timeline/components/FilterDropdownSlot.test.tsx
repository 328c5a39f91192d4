import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDropdownSlot } from './FilterDropdownSlot';

// A file of its own: the dropdown's code arrives in this module registry only once the first test asks for it.
describe('FilterDropdownSlot', () => {
  it("holds the dropdown's place with a stand-in that looks the same until its code arrives, then is the dropdown", async () => {
    const onChange = jest.fn();
    render(<FilterDropdownSlot label="Project" options={['NOVA']} selected={['NOVA']} onChange={onChange} />);
    const standIn = screen.getByRole('button', { name: 'Project (1)' });
    expect(standIn).toHaveAttribute('aria-disabled', 'true');
    expect(standIn).toHaveClass('dropdown-toggle', 'btn-outline-secondary', 'w-100', 'text-start');
    expect(standIn).not.toBeDisabled();

    const toggle = await screen.findByRole('button', { name: 'Project (1)', expanded: false });
    expect(toggle).not.toHaveAttribute('aria-disabled');
    expect(toggle).toHaveClass('dropdown-toggle', 'btn-outline-secondary', 'w-100', 'text-start');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('checkbox', { name: 'NOVA' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });

  it('draws the dropdown in the first pass once its code has arrived', async () => {
    const first = render(<FilterDropdownSlot label="Category" options={[]} selected={[]} onChange={jest.fn()} />);
    await screen.findByRole('button', { name: 'Category', expanded: false });
    first.unmount();
    render(<FilterDropdownSlot label="Author" options={[]} selected={[]} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Author', expanded: false })).not.toHaveAttribute('aria-disabled');
  });
});
