import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'shared-ui/router';
import { snapshot } from '../../../testing/fixtures';
import { TimelineEntry } from './TimelineEntry';

const ENTRY = snapshot('e1', {
  title: 'Pilot study',
  descriptions: ['First paragraph.', 'Second paragraph.'],
  hyperlinks: ['example.org/data', 'https://example.org/slides', 'javascript://%0aalert(1)'],
  contributors: ['Ada Lovelace', 'Alan Turing'],
});

function renderEntry(onDelete?: () => void) {
  render(
    <MemoryRouter>
      <TimelineEntry entry={ENTRY} onDelete={onDelete} />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Pilot study' });
}

describe('TimelineEntry', () => {
  it('expands on click to show descriptions, hyperlinks and contributors, and collapses on a second click', async () => {
    const toggle = renderEntry();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First paragraph.')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'example.org/data' })).toHaveAttribute('href', '//example.org/data');
    expect(screen.getByRole('link', { name: 'https://example.org/slides' })).toHaveAttribute('href', 'https://example.org/slides');
    expect(screen.getByText('javascript://%0aalert(1)').closest('a')).toBeNull();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('First paragraph.')).not.toBeInTheDocument();
  });

  it('expands on a click anywhere on the block', async () => {
    const toggle = renderEntry();
    await userEvent.click(screen.getByText('Meetings'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
  });

  it('stays open while focus is inside it and collapses when focus leaves', async () => {
    const toggle = renderEntry();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('First paragraph.'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter and Space toggle, Escape and Tab away collapse', async () => {
    const toggle = renderEntry();
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    // Tab through the entry's own links stays inside; on to the next control leaves it.
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'example.org/data' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows edit and delete icons when it may offer them; the delete icon asks, without expanding', async () => {
    const onDelete = jest.fn();
    const toggle = renderEntry(onDelete);
    expect(screen.getByRole('link', { name: 'Edit Pilot study' })).toHaveAttribute('href', '/timeline/edit/e1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pilot study' }));
    expect(onDelete).toHaveBeenCalledWith(ENTRY);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no icons without a delete handler', () => {
    renderEntry();
    expect(screen.queryByRole('link', { name: 'Edit Pilot study' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Pilot study' })).not.toBeInTheDocument();
  });
});
