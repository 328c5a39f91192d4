/**
 * Brings a section of the page into view and moves the keyboard focus to its heading, so reading
 * continues there; the address shows the section, to be shared or bookmarked.
 */
export function goToSection(id: string, smooth: boolean): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** A click the page may handle itself: a plain left click, not one asking for a new tab or window. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
