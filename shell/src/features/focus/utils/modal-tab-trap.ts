/**
 * Keeps Tab and Shift+Tab inside the open modal (issue 9, "focus trapped").
 *
 * react-bootstrap's Modal and Offcanvas only pull focus back when something outside them gains it,
 * so Tab from their last control still leaves for the browser's own UI (document.activeElement
 * becomes <body>), and Shift+Tab from the dialog box itself reaches the page behind. One listener
 * in the shell covers every modal, the remotes' included, as they all render into this document.
 */

const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"]';

const isRadio = (element: Element | null): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';

const sameRadioGroup = (a: Element, b: Element | null) => isRadio(a) && isRadio(b) && a.name === b.name && a.form === b.form;

/** Rendered and not hidden; jsdom has no layout, so there only the attributes count. */
function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  return 'checkVisibility' in element ? element.checkVisibility({ visibilityProperty: true }) : true;
}

function isTabStop(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.matches(':disabled') || !isShown(element)) return false;
  return !(element instanceof HTMLInputElement && element.type === 'hidden');
}

/** The dialog's Tab stops in order; a radio group is one stop (its checked radio, else its first). */
export function tabStops(container: Element): HTMLElement[] {
  const stops = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isTabStop);
  return stops.filter((stop) => {
    if (!isRadio(stop)) return true;
    const group = stops.filter((other) => sameRadioGroup(stop, other)) as HTMLInputElement[];
    return stop === (group.find((radio) => radio.checked) ?? group[0]);
  });
}

/** The modal on top: the last shown element marked aria-modal (a modal opened from another comes later). */
function topModal(doc: Document): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter(isShown).at(-1);
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const doc = (event.currentTarget as Document | null) ?? document;
  const modal = topModal(doc);
  if (!modal) return;
  const stops = tabStops(modal);
  const active = doc.activeElement;
  const index = stops.findIndex((stop) => stop === active || sameRadioGroup(stop, active));
  const first = stops[0];
  const last = stops[stops.length - 1];
  let target: HTMLElement | undefined;
  if (index === -1) target = event.shiftKey ? last : first;
  else if (event.shiftKey && index === 0) target = last;
  else if (!event.shiftKey && index === stops.length - 1) target = first;
  if (index === -1 || target) event.preventDefault();
  target?.focus();
}

/** Starts trapping Tab in whichever modal is open; returns the function that stops it. */
export function trapTabInModals(doc: Document = document): () => void {
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
