/**
 * Where focus goes when the login and sign-up modals close (issue 9, "focus returned").
 *
 * Each can open the other from a link inside it, and that link goes away with its modal, so the
 * Modal's own restoreFocus would drop focus on <body>. Both modals instead remember what had focus
 * when the first of them opened from the page, and give focus back to it when the last one closes.
 */

let opener: HTMLElement | null = null;

const inOpenModal = (element: Element | null) => Boolean(element?.closest('[aria-modal="true"]'));

/** On a modal's enter: remember the focused element, unless it is in the other modal (a switch). */
export function rememberAuthOpener() {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !inOpenModal(active)) opener = active;
}

/**
 * On a modal's exit: focus the remembered element, unless the other modal has taken focus over;
 * an opener no longer on the page (Login/Register after logging in) is forgotten.
 */
export function returnAuthFocus() {
  // The closing modal has lost its 'show' class by now; one that still has it is the other modal.
  if (document.activeElement?.closest('.modal.show')) return;
  if (opener?.isConnected) opener.focus();
  opener = null;
}
