import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAB } from 'shared-ui';
import { AFFILIATIONS } from '../../../config/affiliations';
import { AffiliationsPage } from './AffiliationsPage';

/** The program links of the open tab. */
function shownLinks() {
  return within(screen.getByRole('tabpanel')).getAllByRole('link');
}

describe('AffiliationsPage', () => {
  it('lists 4, 5 and 5 programs in its three tabs', async () => {
    const user = userEvent.setup();
    render(<AffiliationsPage />);
    expect(screen.getByRole('tab', { name: LAB.university })).toHaveAttribute('aria-selected', 'true');
    expect(shownLinks()).toHaveLength(4);
    await user.click(screen.getByRole('tab', { name: 'Other Universities' }));
    expect(shownLinks()).toHaveLength(5);
    await user.click(screen.getByRole('tab', { name: 'Affiliated Programs' }));
    expect(shownLinks()).toHaveLength(5);
  });

  it('opens each program in a new tab, safely', () => {
    render(<AffiliationsPage />);
    const [first] = AFFILIATIONS.home;
    const link = screen.getByRole('link', { name: `${first.title} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', first.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the home tab to labs of the lab’s own university', () => {
    for (const program of AFFILIATIONS.home) expect(program.university).toBe(LAB.university);
  });

  it('gives every program a unique id, a location and an https or http link', () => {
    const all = [...AFFILIATIONS.home, ...AFFILIATIONS.other, ...AFFILIATIONS.affiliated];
    expect(new Set(all.map((program) => program.id)).size).toBe(all.length);
    for (const program of all) {
      expect(Math.abs(program.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(program.lng)).toBeLessThanOrEqual(180);
      expect(program.url).toMatch(/^https?:\/\//);
    }
  });
});
