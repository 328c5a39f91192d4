// A page the server drew is seen, and used, before its scripts run (they start after its first
// paint): a tab, a button or a form has no handler yet, and a click on it would be lost. Held
// from the page's head and replayed once the app has taken the page over (the shell's page-ready
// mark), as Angular's event replay and Google's jsaction do. Links and in-page jumps work without
// script and are left to the browser. Text typed meanwhile stays in its field (React keeps a
// field's value when it hydrates) and is handed to the app's form state at the mark. Written into
// the page with the start module (config/inline-page-script.cjs): no import, no request.

/** The shell's page-ready mark (utils/page-ready.ts), as an event on the document. */
const PAGE_READY = 'lab:page-ready';

/** What a click works only through script on: held. A link with an address is the browser's. */
const SCRIPTED =
  'button, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], input[type="reset"], input[type="image"], ' +
  '[role="button"], [role="tab"], [role="menuitem"], [role="switch"], [role="checkbox"], [role="option"], a:not([href])';

interface Held {
  kind: 'click' | 'submit';
  target: Element;
  /** Where it was (child indexes from the body): React may draw a part again instead of taking it over. */
  path: number[];
}

function pathOf(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    path.unshift(node.parentElement ? Array.prototype.indexOf.call(node.parentElement.children, node) : 0);
  }
  return path;
}

function found({ target, path }: Held): Element | null {
  if (target.isConnected) return target;
  let node: Element | undefined = document.body;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** A field's text, or a select's choice, as the visitor left it when the page became the app's. */
type Left =
  | { field: HTMLInputElement | HTMLTextAreaElement; typed: string; selectionStart: number | null; selectionEnd: number | null }
  | { select: HTMLSelectElement; chosen: string };

/**
 * React remembers the value it last saw in a field (the typed one, kept as it hydrated, or the
 * empty one of a render since) and calls the field's onChange only when an input event brings
 * another: it is shown the drawn value, then the typed one goes in past it, and the input event
 * is the change it is. React then puts the field's old state back until the form's new one is
 * drawn, which moves the caret to the end: what is returned puts it back where the visitor left
 * it, once drawn. A select is given its choice back and told of it.
 */
function handOver(left: Left): () => void {
  if ('select' in left) {
    if (left.select.value !== left.chosen) left.select.value = left.chosen;
    left.select.dispatchEvent(new Event('change', { bubbles: true }));
    return () => undefined;
  }
  const { field, typed, selectionStart, selectionEnd } = left;
  if (typed === field.defaultValue) return () => undefined;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return () => {
    if (document.activeElement === field && field.value === typed && selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
  };
}

function holdUntilReady(): void {
  const held: Held[] = [];
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const chosen = new Set<HTMLSelectElement>();

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(`a[href], ${SCRIPTED}`) : null;
    if (!target?.matches(SCRIPTED)) return;
    // Neither the browser's default (a submit, a checkbox's tick) nor React, whose root may exist
    // before this part is hydrated: the replay is the one click.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target, path: pathOf(target) });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', target: event.target, path: pathOf(event.target) });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLSelectElement) chosen.add(field);
    else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'file')) typed.add(field);
  };

  const replay = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('input', onInput, true);
    window.removeEventListener('change', onInput, true);
    // What each field holds now (the mark is a layout effect), before any render of the app's
    // own could put its empty state back into it.
    const left: Left[] = [
      ...[...typed].filter((field) => field.isConnected).map((field) => ({ field, typed: field.value, selectionStart: field.selectionStart, selectionEnd: field.selectionEnd })),
      ...[...chosen].filter((select) => select.isConnected).map((select) => ({ select, chosen: select.value })),
    ];
    // One at a time, as the visitor's own came: a handler that writes a whole form or filter from
    // its render's values must see what the one before it wrote. React applies an update in a
    // microtask it queues as the event is handled, so the next hand-over waits behind it.
    const carets: Array<() => void> = [];
    const handOverFrom = (index: number) => {
      if (index >= left.length) return;
      carets.push(handOver(left[index]));
      queueMicrotask(() => handOverFrom(index + 1));
    };
    handOverFrom(0);
    // The clicks after that, each in a task of its own, as the visitor's own would come.
    const replayFrom = (index: number) => {
      const event = held[index];
      if (!event) return;
      const target = found(event);
      if (event.kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement) target.click();
      setTimeout(() => replayFrom(index + 1), 0);
    };
    setTimeout(() => {
      for (const caret of carets) caret();
      replayFrom(0);
    }, 0);
  };

  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  window.addEventListener('input', onInput, true);
  window.addEventListener('change', onInput, true);
  document.addEventListener(PAGE_READY, replay, { once: true });
}

holdUntilReady();

export {};
