import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaneTabs, type PaneTab } from './PaneTabs';

/** A pane that keeps a count, to tell a pane mounted afresh from one kept. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

const TABS: PaneTab[] = ['red', 'green', 'blue'].map((key) => ({ key, title: key.toUpperCase(), pane: <Counter name={key} /> }));

function renderTabs() {
  render(<PaneTabs id="colours" variant="pills" tabs={TABS} className="extra" tabClassName="w-100" />);
  return { user: userEvent.setup(), tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('PaneTabs', () => {
  it('draws the tab pattern: the first tab chosen, its pane labelled by it and controlled from it', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('tablist')).toHaveClass('nav', 'nav-pills', 'extra');
    expect(screen.getAllByRole('tab').map((node) => node.textContent)).toEqual(['RED', 'GREEN', 'BLUE']);
    expect(tab('RED')).toHaveAttribute('aria-selected', 'true');
    expect(tab('RED')).toHaveClass('nav-link', 'active', 'w-100');
    expect(tab('RED')).toHaveAttribute('aria-controls', 'colours-tabpane-red');
    expect(tab('GREEN')).toHaveAttribute('aria-selected', 'false');
    expect(tab('GREEN')).toHaveAttribute('tabindex', '-1');
    expect(tab('GREEN')).not.toHaveAttribute('aria-controls');
    const pane = screen.getByRole('tabpanel');
    expect(pane).toHaveAttribute('id', 'colours-tabpane-red');
    expect(pane).toHaveAccessibleName('RED');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('shows the pane of a tab clicked, mounted afresh each time it is chosen', async () => {
    const { user, tab } = renderTabs();
    await user.click(screen.getByRole('button', { name: 'red 0' }));
    expect(screen.getByRole('button', { name: 'red 1' })).toBeInTheDocument();
    await user.click(tab('BLUE'));
    expect(tab('BLUE')).toHaveAttribute('aria-selected', 'true');
    expect(tab('RED')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('BLUE');
    expect(screen.getByRole('button', { name: 'blue 0' })).toBeInTheDocument();
    await user.click(tab('RED'));
    expect(screen.getByRole('button', { name: 'red 0' })).toBeInTheDocument();
  });

  it('moves the choice and the focus with the arrow keys, wrapping at both ends', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('RED'));
    await user.keyboard('{ArrowRight}');
    expect(tab('GREEN')).toHaveFocus();
    expect(tab('GREEN')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(tab('RED')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('BLUE')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('BLUE');
    await user.keyboard('{ArrowUp}');
    expect(tab('GREEN')).toHaveAttribute('aria-selected', 'true');
  });

  it('leaves other keys alone', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('GREEN'));
    await user.keyboard('{Home}x');
    expect(tab('GREEN')).toHaveFocus();
    expect(tab('GREEN')).toHaveAttribute('aria-selected', 'true');
  });
});
