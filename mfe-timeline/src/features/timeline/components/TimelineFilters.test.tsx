import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setWindowWidth } from 'shared-ui/testing';
import { BREAKPOINTS } from '../../../config/layout';
import { EMPTY_FILTER, type TimelineFilter } from '../utils/timeline-filter';
import { MOBILE_QUERY, TimelineFilters } from './TimelineFilters';

const LISTS = { project: ['NCIS'], categories: ['Hiring'], author: ['ada.l'] };

function renderFilters(lists: typeof LISTS | undefined, listsFailed = false, filter: TimelineFilter = EMPTY_FILTER) {
  const onChange = jest.fn();
  render(<TimelineFilters filter={filter} lists={lists} listsFailed={listsFailed} onChange={onChange} />);
  return onChange;
}

/** A dropdown's toggle, once its code has arrived (until then a disabled stand-in holds its place). */
function toggleOf(filter: string) {
  return screen.findByRole('button', { name: filter, expanded: false });
}

async function optionsOf(filter: string) {
  await userEvent.click(await toggleOf(filter));
  const menu = screen.getByRole('button', { name: filter }).nextElementSibling as HTMLElement;
  return within(menu)
    .queryAllByRole('checkbox')
    .map((box) => box.parentElement?.textContent);
}

describe('TimelineFilters', () => {
  it('at 1000 px uses the mobile layout: the filters fold behind a Filters button', async () => {
    setWindowWidth(1000);
    renderFilters(LISTS);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('searchbox', { name: 'Search the timeline' })).toBeVisible();
    // Folded, they are not drawn at all (the page's first render on a phone).
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Project' })).not.toBeInTheDocument();
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toHaveClass('timeline-filters__panel--folded');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('timeline-filters__panel--folded');
    expect(panel).toContainElement(screen.getByLabelText('From'));
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('timeline-filters__panel--folded');
  });

  it('counts the active filters on the Filters button, and says it in its name', async () => {
    setWindowWidth(375);
    renderFilters(LISTS, false, { ...EMPTY_FILTER, keyword: 'pilot', initial: '2025-01-01', project: ['NCIS'], author: ['ada.l'] });
    const toggle = screen.getByRole('button', { name: 'Filters, 3 active' });
    expect(toggle).toHaveTextContent(/^Filters \(3\)$/);
    await userEvent.click(toggle);
    expect(await screen.findByRole('button', { name: 'Project (1)' })).toBeInTheDocument();
  });

  it('above 1000 px draws the filters at once (its CSS sets them in a row and hides the Filters button)', () => {
    setWindowWidth(1001);
    renderFilters(LISTS);
    expect(screen.getByLabelText('From')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Project' })).toBeVisible();
  });

  it('lays out at the width its media query checks: the CSS and the code fold at the same 1000 px', () => {
    const css = readFileSync(join(__dirname, 'timeline-filters.css'), 'utf8');
    const folds = [...css.matchAll(/@media \((max|min)-width: (\d+)px\)/g)].map(([, kind, px]) => `${kind} ${px}`);
    expect(folds).toEqual([`max ${BREAKPOINTS.timelineMobileUpTo}`, `min ${BREAKPOINTS.timelineMobileUpTo + 1}`]);
    expect(MOBILE_QUERY).toBe('(max-width: 1000px)');
  });

  it('on mobile, offers the default lists of spec section 9 until the API lists arrive', async () => {
    setWindowWidth(1000);
    renderFilters(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await optionsOf('Project')).toEqual(['Correlation', 'NOVA', 'SHIVA', 'IDEO', 'Project']);
    expect(await optionsOf('Category')).toEqual(['Website', 'Meeting', 'Workshop']);
  });

  it("offers the API's lists once they are there, on mobile as on desktop", async () => {
    setWindowWidth(1000);
    renderFilters(LISTS);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await optionsOf('Project')).toEqual(['NCIS']);
    expect(await optionsOf('Author')).toEqual(['ada.l']);
  });

  it('offers nothing on desktop before the lists arrive', async () => {
    setWindowWidth(1280);
    renderFilters(undefined);
    expect(await optionsOf('Project')).toEqual([]);
    expect(screen.getByText('No project choices yet')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the filter lists.')).not.toBeInTheDocument();
  });

  it('says under the filters on desktop when the lists could not be loaded', () => {
    setWindowWidth(1280);
    renderFilters(undefined, true);
    const filters = screen.getByRole('region', { name: 'Search and filters' });
    expect(within(filters).getByText('Could not load the filter lists.')).toBeVisible();
  });

  it('on mobile, falls back to the default lists without the note when the lists could not be loaded', async () => {
    setWindowWidth(1000);
    renderFilters(undefined, true);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await optionsOf('Project')).toEqual(['Correlation', 'NOVA', 'SHIVA', 'IDEO', 'Project']);
    expect(screen.queryByText('Could not load the filter lists.')).not.toBeInTheDocument();
  });

  it('keeps a dropdown menu at most 224 px tall, scrolling beyond', async () => {
    setWindowWidth(1280);
    renderFilters(LISTS);
    await userEvent.click(await toggleOf('Category'));
    const menu = screen.getByRole('button', { name: 'Category' }).nextElementSibling as HTMLElement;
    expect(menu).toHaveStyle({ maxHeight: '224px', overflowY: 'auto' });
  });

  it('reports each choice, keeping the menu open for more', async () => {
    setWindowWidth(1280);
    const onChange = renderFilters(LISTS);
    await userEvent.click(await toggleOf('Author'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'ada.l' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTER, author: ['ada.l'] });
    expect(screen.getByRole('checkbox', { name: 'ada.l' })).toBeVisible();
  });
});
