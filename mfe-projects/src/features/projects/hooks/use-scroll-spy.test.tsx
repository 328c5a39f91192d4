import { act, render, screen } from '@testing-library/react';
import { SCROLL_SECTION_OFFSET, SITE_BAR_CLASS } from 'shared-ui';
import { pickActiveSection, useScrollSpy } from './use-scroll-spy';

const IDS = ['overview', 'team', 'publications', 'join'] as const;
const NAV_HEIGHT = 56;

function Spy({ banner = true }: { banner?: boolean }) {
  const active = useScrollSpy(IDS);
  return (
    <>
      {/* As the shell renders its bar: a plain header with the class, no role attribute. */}
      {banner && <header className={`navbar ${SITE_BAR_CLASS}`}>navigation</header>}
      {IDS.map((id) => (
        <section key={id} id={id} />
      ))}
      <output data-testid="active">{active}</output>
    </>
  );
}

/** Lays the page out: the bar's bottom and each section's top, in px from the window's top. */
function layout(tops: Record<string, number>) {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const isBar = this.classList.contains(SITE_BAR_CLASS);
    const top = isBar ? 0 : (tops[this.id] ?? 0);
    const bottom = isBar ? NAV_HEIGHT : top + 400;
    return { top, bottom, left: 0, right: 0, width: 0, height: bottom - top, x: 0, y: top, toJSON: () => ({}) };
  });
}

const scroll = () => act(() => window.dispatchEvent(new Event('scroll')));
const active = () => screen.getByTestId('active').textContent;

afterEach(() => jest.restoreAllMocks());

describe('pickActiveSection', () => {
  const sections = [
    { id: 'a', top: -300 },
    { id: 'b', top: 120 },
    { id: 'c', top: 900 },
  ];
  it('picks the last section whose top has reached the line', () => {
    expect(pickActiveSection(sections, 120, false)).toBe('b');
    expect(pickActiveSection(sections, 119, false)).toBe('a');
  });
  it('picks the first before any has reached it, and the last at the end of the page', () => {
    expect(pickActiveSection([{ id: 'a', top: 500 }, ...sections.slice(1)], 100, false)).toBe('a');
    expect(pickActiveSection(sections, 100, true)).toBe('c');
  });
});

describe('useScrollSpy', () => {
  it('makes a section active once its top is within 100 px beyond the navigation height', () => {
    const line = NAV_HEIGHT + SCROLL_SECTION_OFFSET;
    layout({ overview: 0, team: line + 1, publications: line + 600, join: line + 1200 });
    render(<Spy />);
    expect(active()).toBe('overview');

    layout({ overview: -800, team: line, publications: line + 600, join: line + 1200 });
    scroll();
    expect(active()).toBe('team');

    layout({ overview: -1400, team: -600, publications: line - 1, join: line + 600 });
    scroll();
    expect(active()).toBe('publications');

    layout({ overview: -1400, team: -600, publications: line + 1, join: line + 600 });
    scroll();
    expect(active()).toBe('team');
  });

  it('counts the shell’s bar: under a bar ending at 56 px, the line is at 156 px', () => {
    layout({ overview: -800, team: 157, publications: 900, join: 1500 });
    render(<Spy />);
    expect(active()).toBe('overview');
    layout({ overview: -800, team: 156, publications: 900, join: 1500 });
    scroll();
    expect(active()).toBe('team');
  });

  it('counts no navigation height when there is no navigation bar', () => {
    layout({ overview: -800, team: SCROLL_SECTION_OFFSET + 1, publications: 900, join: 1500 });
    render(<Spy banner={false} />);
    expect(active()).toBe('overview');
    layout({ overview: -800, team: SCROLL_SECTION_OFFSET, publications: 900, join: 1500 });
    scroll();
    expect(active()).toBe('team');
  });
});
