import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router';
import { SectionsDropdown } from './SectionsDropdown';

// The dropdown's code cannot be fetched while the connection is down.
let mockOffline = true;
jest.mock('./SectionsDropdownMenu', () => {
  if (mockOffline) throw new Error('Loading chunk 321 failed');
  return jest.requireActual('./SectionsDropdownMenu');
});

describe('SectionsDropdown, offline for a moment', () => {
  it('keeps its stand-in when the fetch fails, and the next press fetches the dropdown and opens it', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SectionsDropdown />
      </MemoryRouter>,
    );
    const standIn = screen.getByRole('button', { name: 'Jump to a section' });
    await user.click(standIn);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Jump to a section', expanded: false })).toBe(standIn);

    mockOffline = false;
    await user.click(standIn);
    expect(await screen.findByRole('button', { name: 'Jump to a section', expanded: true })).not.toBe(standIn);
  });
});
