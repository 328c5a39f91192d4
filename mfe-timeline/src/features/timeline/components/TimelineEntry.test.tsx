import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snapshot } from '../../../testing/fixtures';
import { TimelineEntry } from './TimelineEntry';

const ENTRY = snapshot('e1', {
  title: 'Pilot study',
  descriptions: ['First paragraph.', 'Second paragraph.'],
  hyperlinks: ['example.org/data', 'https://example.org/slides', 'javascript://%0aalert(1)'],
  contributors: ['Ada Lovelace', 'Alan Turing'],
});

function renderEntry() {
  render(
    <>
      <TimelineEntry entry={ENTRY} />
      <button type="button">Elsewhere</button>
    </>,
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

  it('stays open while focus is inside it and collapses when focus leaves', async () => {
    const toggle = renderEntry();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByText('First paragraph.'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
