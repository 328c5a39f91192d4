import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import { configureRuntime, DEFAULT_TILE_URL, LAB } from 'shared-ui';
import { hydrateServerMarkup, setWindowWidth } from 'shared-ui/testing';
import { AFFILIATIONS, MAP_VIEW } from '../../../config/affiliations';
import { BREAKPOINTS } from '../../../config/layout';
import { AffiliationsPage } from './AffiliationsPage';

const STYLES = ['affiliations.css', 'affiliations-map.css'].map((name) => readFileSync(join(__dirname, name), 'utf8'));
/** A window `width` px wide, with the page's stylesheets applying as they would there. */
const atWidth = (width: number) => setWindowWidth(width, { stylesheets: STYLES });

const LOADING_MAP = 'Loading the map...';

/** Renders the page and waits for the map's code, which the test window loads at once. */
async function renderWithMap() {
  const rendered = render(<AffiliationsPage />);
  await waitFor(() => expect(screen.queryByText(LOADING_MAP)).toBeNull());
  return rendered;
}

/** The program links of the open tab. */
function shownLinks() {
  return within(screen.getByRole('tabpanel')).getAllByRole('link');
}

describe('AffiliationsPage', () => {
  beforeEach(() => atWidth(BREAKPOINTS.affiliationsListOnlyBelow - 1));

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

  it('shows only the list under 1024 px, with each program described, and never loads the map', async () => {
    const { container } = render(<AffiliationsPage />);
    expect(screen.queryByRole('region', { name: /^Map of/ })).toBeNull();
    for (const program of AFFILIATIONS.home) expect(screen.getByText(program.description)).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('.leaflet-container')).toBeNull();
  });

  it('shows a map with a marker per program from 1024 px, framing them all', async () => {
    atWidth(BREAKPOINTS.affiliationsListOnlyBelow);
    const fitBounds = jest.spyOn(L.Map.prototype, 'fitBounds');
    const { container } = await renderWithMap();
    expect(screen.getByRole('region', { name: `Map of ${LAB.university}` })).toBeInTheDocument();
    expect(screen.getByText(AFFILIATIONS.home[0].description)).not.toBeVisible();
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(AFFILIATIONS.home.length);
    expect(fitBounds).toHaveBeenLastCalledWith(
      AFFILIATIONS.home.map((program) => [program.lat, program.lng]),
      expect.objectContaining({ maxZoom: MAP_VIEW.fitMaxZoom, padding: [MAP_VIEW.fitPadding, MAP_VIEW.fitPadding] }),
    );
  });

  it('draws its tiles from the URL the server configures', async () => {
    const tileUrl = 'https://tiles.lab.example/{z}/{x}/{y}.png';
    configureRuntime({ tileUrl });
    atWidth(BREAKPOINTS.affiliationsListOnlyBelow);
    // Leaflet's classes run initialize() when made; its typings do not declare it.
    const tileLayer = jest.spyOn(L.TileLayer.prototype as unknown as { initialize: (url: string, options?: unknown) => void }, 'initialize');
    try {
      await renderWithMap();
      expect(tileLayer).toHaveBeenCalledWith(tileUrl, expect.anything());
    } finally {
      configureRuntime({ tileUrl: DEFAULT_TILE_URL });
    }
  });

  it('zooms to a program when the visitor points at it or tabs to it, and back out on leaving the list', async () => {
    atWidth(1280);
    const user = userEvent.setup();
    const setView = jest.spyOn(L.Map.prototype, 'setView');
    const fitBounds = jest.spyOn(L.Map.prototype, 'fitBounds');
    await renderWithMap();
    const [first, second] = AFFILIATIONS.home;
    await user.hover(screen.getByRole('link', { name: `${second.title} (opens in a new tab)` }));
    expect(setView).toHaveBeenLastCalledWith([second.lat, second.lng], MAP_VIEW.hoverZoom, expect.anything());
    expect(screen.getByRole('link', { name: `${second.title} (opens in a new tab)` }).closest('li')).toHaveClass('active');
    fitBounds.mockClear();
    await user.unhover(screen.getByRole('link', { name: `${second.title} (opens in a new tab)` }));
    expect(fitBounds).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('link', { name: `${first.title} (opens in a new tab)` }).focus());
    expect(setView).toHaveBeenLastCalledWith([first.lat, first.lng], MAP_VIEW.hoverZoom, expect.anything());
  });

  it('hydrates the page the server drew (the list, and the frame with no map yet) unchanged at 375 px', async () => {
    atWidth(375);
    const { server, hydrated, errors, unmount } = await hydrateServerMarkup(<AffiliationsPage />);
    expect(errors).toEqual([]);
    expect(hydrated).toBe(server);
    unmount();
  });

  it('draws the map only once hydrated on a wide window, in the frame the server drew for it', async () => {
    atWidth(1280);
    const { server, errors, unmount } = await hydrateServerMarkup(<AffiliationsPage />);
    expect(errors).toEqual([]);
    expect(server).toContain(LOADING_MAP);
    expect(server).not.toContain('leaflet');
    await waitFor(() => expect(document.querySelector('.affiliations-map__canvas .leaflet-container')).not.toBeNull());
    unmount();
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
