import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavMenu } from './NavMenu';

function renderMenu(onPick = jest.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">before</button>
      <NavMenu id="fruit" title="Fruit">
        <a className="dropdown-item" href="#apple" onClick={(event) => { event.preventDefault(); onPick('apple'); }}>
          Apple
        </a>
        <hr className="dropdown-divider" />
        <button type="button" className="dropdown-item" onClick={() => onPick('pear')}>
          Pear
        </button>
      </NavMenu>
      <button type="button">after</button>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Fruit' });
  const list = () => document.querySelector('[aria-labelledby="fruit"]');
  const isOpen = () => list() !== null;
  return { user, toggle, list, isOpen, onPick };
}

describe('NavMenu', () => {
  it('is a closed button naming its list, opened and closed by clicking it', async () => {
    const { user, toggle, list, isOpen } = renderMenu();
    expect(toggle).toHaveAttribute('id', 'fruit');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('link', { name: 'Apple' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toHaveClass('dropdown-menu', 'show');
    await user.click(toggle);
    expect(isOpen()).toBe(false);
  });

  it('opens with Enter or Space, then moves with the arrows, stopping at either end', async () => {
    const { user, toggle, isOpen } = renderMenu();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(isOpen()).toBe(true);
    expect(toggle).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Pear' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Pear' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Apple' })).toHaveFocus();

    await user.keyboard('{Escape}');
    toggle.focus();
    await user.keyboard(' ');
    expect(isOpen()).toBe(true);
  });

  it('opens on ArrowDown or ArrowUp with the focus still on its button, the next arrow entering the list', async () => {
    const { user, toggle, isOpen } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen()).toBe(true);
    expect(toggle).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Apple' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowUp}');
    expect(isOpen()).toBe(true);
    expect(toggle).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Pear' })).toHaveFocus();
  });

  it('closes on Escape, giving the focus back to its button, without the key reaching a dialog around it', async () => {
    const { user, toggle, isOpen } = renderMenu();
    const outerEscape = jest.fn();
    const listener = (event: KeyboardEvent) => event.key === 'Escape' && outerEscape();
    document.addEventListener('keydown', listener);
    toggle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(isOpen()).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(outerEscape).not.toHaveBeenCalled();
    // Closed, Escape is not the menu's: it goes on to whatever holds the menu.
    await user.keyboard('{Escape}');
    expect(outerEscape).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', listener);
  });

  it('closes when an item is chosen, by click or by Enter', async () => {
    const { user, toggle, isOpen, onPick } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Apple' }));
    expect(onPick).toHaveBeenCalledWith('apple');
    expect(isOpen()).toBe(false);

    toggle.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith('pear');
    expect(isOpen()).toBe(false);
  });

  it('closes on a click elsewhere and when the focus moves elsewhere, not while it moves inside or is merely lost', async () => {
    const { user, toggle, isOpen } = renderMenu();
    await user.click(toggle);
    await user.click(document.body);
    expect(isOpen()).toBe(false);

    toggle.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pear' })).toHaveFocus();
    expect(isOpen()).toBe(true);
    screen.getByRole('button', { name: 'Pear' }).blur();
    expect(isOpen()).toBe(true);
    screen.getByRole('button', { name: 'Pear' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(isOpen()).toBe(false);
  });

  it('stays open while a press elsewhere goes down and focuses a link, and closes when that press becomes a click', async () => {
    const { user, toggle, isOpen } = renderMenu();
    await user.click(toggle);
    const after = screen.getByRole('button', { name: 'after' });
    // What a browser does between pressing a link and releasing it: the list, in the flow of a
    // drawer, must not move the link away from under the pointer.
    fireEvent.pointerDown(after);
    fireEvent.mouseDown(after);
    after.focus();
    expect(isOpen()).toBe(true);
    fireEvent.click(after);
    expect(isOpen()).toBe(false);
  });

  it('lines its list up with the end of its button when asked', () => {
    render(
      <NavMenu id="account" title="me" alignEnd>
        <a className="dropdown-item" href="/me">
          Profile
        </a>
      </NavMenu>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'me' }));
    expect(document.querySelector('[aria-labelledby="account"]')).toHaveClass('dropdown-menu', 'dropdown-menu-end');
  });
});
