import { DARK_QUERY, followSystemColorMode } from './follow-system-color-mode';

/** A media query list whose `matches` the test flips, as a system setting change would. */
function fakeSystemSetting(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches: dark,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  } as unknown as MediaQueryList;
  const queries: string[] = [];
  return {
    matchMedia: (query: string) => {
      queries.push(query);
      return list;
    },
    queries,
    change(toDark: boolean) {
      (list as { matches: boolean }).matches = toDark;
      listeners.forEach((listener) => listener({ matches: toDark } as MediaQueryListEvent));
    },
  };
}

describe('followSystemColorMode', () => {
  afterEach(() => document.documentElement.removeAttribute('data-bs-theme'));

  it('sets data-bs-theme="dark" at once when the system asks for dark, "light" otherwise', () => {
    const dark = fakeSystemSetting(true);
    followSystemColorMode(document.documentElement, dark.matchMedia);
    expect(dark.queries).toEqual([DARK_QUERY]);
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');

    followSystemColorMode(document.documentElement, fakeSystemSetting(false).matchMedia);
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
  });

  it('follows a change of the system setting while the page is open, until stopped', () => {
    const setting = fakeSystemSetting(false);
    const stop = followSystemColorMode(document.documentElement, setting.matchMedia);
    setting.change(true);
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    setting.change(false);
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');

    stop();
    setting.change(true);
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('light');
  });
});
