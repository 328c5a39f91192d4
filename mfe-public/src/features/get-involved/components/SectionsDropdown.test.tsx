import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-ui/router';
import { hydrateServerMarkup } from 'shared-ui/testing';
import { SECTIONS } from '../utils/sections';
import { SectionsDropdown } from './SectionsDropdown';

// Told when the dropdown's machinery (Popper, react-bootstrap's dropdown) is first required.
const mockOverlaysRequired = jest.fn();
jest.mock('shared-ui/overlays', () => {
  mockOverlaysRequired();
  return jest.requireActual('shared-ui/overlays');
});

const inRouter = (ui: React.ReactElement) => <MemoryRouter>{ui}</MemoryRouter>;
const toggleOf = (html: string) => /<button[^>]*>[^<]*<\/button>/.exec(html)?.[0];

// A file of its own: the menu's code arrives in this module registry only once a test presses the toggle.
describe('SectionsDropdown', () => {
  it("is drawn, and taken over, without the dropdown's code: a stand-in the same as the closed dropdown's toggle", async () => {
    const { server, hydrated, errors, unmount } = await hydrateServerMarkup(inRouter(<SectionsDropdown />));
    expect(errors).toEqual([]);
    expect(hydrated).toBe(server);
    expect(toggleOf(server)).toContain('Jump to a section');
    expect(server).not.toContain('dropdown-menu');
    expect(mockOverlaysRequired).not.toHaveBeenCalled();
    unmount();

    const { SectionsDropdownMenu } = await import('./SectionsDropdownMenu');
    expect(toggleOf(server)).toBe(toggleOf(renderToString(inRouter(<SectionsDropdownMenu />))));
  });

  it('pressed with the keyboard, fetches the dropdown and opens it with the focus on its toggle, so the arrows go on into it', async () => {
    const user = userEvent.setup();
    render(inRouter(<SectionsDropdown />));
    const nav = screen.getByRole('navigation', { name: 'Get Involved sections' });
    await user.tab();
    expect(within(nav).getByRole('button', { name: 'Jump to a section' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const toggle = await within(nav).findByRole('button', { name: 'Jump to a section', expanded: true });
    expect(mockOverlaysRequired).toHaveBeenCalled();
    expect(toggle).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: SECTIONS[0].title })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('pressed with the pointer, opens on the first press, every section and the projects a link', async () => {
    const user = userEvent.setup();
    render(inRouter(<SectionsDropdown />));
    await user.click(screen.getByRole('button', { name: 'Jump to a section' }));
    await screen.findByRole('button', { name: 'Jump to a section', expanded: true });
    for (const section of SECTIONS) expect(screen.getByRole('link', { name: section.title })).toHaveAttribute('href', `#${section.id}`);
    expect(screen.getByRole('link', { name: 'View Projects' })).toHaveAttribute('href', '/projects');
  });
});
