import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation, useNavigate } from 'shared-ui/router';
import { setWindowWidth } from 'shared-ui/testing';
import { TIMINGS } from '../../../config/layout';
import { useProjectSwitch } from './use-project-switch';

function Switcher() {
  const { phase, switchTo } = useProjectSwitch();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      {/* Other ways to navigate: a link elsewhere on the page and the browser's Back. */}
      <Link to="/projects/SHIVA">SHIVA elsewhere</Link>
      <button onClick={() => navigate(-1)}>Back</button>
      <output data-testid="phase">{phase}</output>
      <output data-testid="location">{location.pathname}</output>
      <button onClick={() => switchTo('/projects/NOVA')}>NOVA</button>
      <button onClick={() => switchTo('/projects/SHIVA')}>SHIVA</button>
    </>
  );
}

const phase = () => screen.getByTestId('phase').textContent;
const location = () => screen.getByTestId('location').textContent;
// fireEvent-style clicks: userEvent would wait on the fake clock.
const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderSwitcher() {
  render(
    <MemoryRouter initialEntries={['/projects/Ideo']}>
      <Switcher />
    </MemoryRouter>,
  );
}

describe('useProjectSwitch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes for 300 ms, navigates, fades in for 300 ms, and ignores choices until then', () => {
    setWindowWidth(1280);
    renderSwitcher();
    click('NOVA');
    expect(phase()).toBe('closing');
    expect(location()).toBe('/projects/Ideo');

    advance(TIMINGS.sidebarSwitch - 1);
    click('SHIVA');
    expect(location()).toBe('/projects/Ideo');

    advance(1);
    expect(location()).toBe('/projects/NOVA');
    expect(phase()).toBe('entering');

    click('SHIVA');
    advance(TIMINGS.sidebarSwitch - 1);
    expect(phase()).toBe('entering');
    advance(1);
    expect(phase()).toBe('idle');
    // The click made while entering was dropped, not queued.
    advance(TIMINGS.sidebarSwitch * 2);
    expect(location()).toBe('/projects/NOVA');

    click('SHIVA');
    advance(TIMINGS.sidebarSwitch);
    expect(location()).toBe('/projects/SHIVA');
  });

  it('cancels a switch when the visitor navigates another way while it closes', () => {
    setWindowWidth(1280);
    renderSwitcher();
    click('NOVA');
    advance(100);
    act(() => screen.getByRole('link', { name: 'SHIVA elsewhere' }).click());
    expect(location()).toBe('/projects/SHIVA');
    expect(phase()).toBe('idle');
    advance(300);
    expect(location()).toBe('/projects/SHIVA');

    // Free again at once: a new choice switches, and Back during its closing phase wins too.
    click('NOVA');
    expect(phase()).toBe('closing');
    click('Back');
    expect(location()).toBe('/projects/Ideo');
    advance(300);
    expect(location()).toBe('/projects/Ideo');
    expect(phase()).toBe('idle');
  });

  it('navigates at once, without a transition, when the visitor prefers reduced motion', () => {
    setWindowWidth(1280, { reducedMotion: true });
    renderSwitcher();
    click('NOVA');
    expect(location()).toBe('/projects/NOVA');
    expect(phase()).toBe('idle');
  });
});
