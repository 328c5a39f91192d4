import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

export interface Hydrated {
  /** The markup as the server draws it, read back from the DOM. */
  server: string;
  /** The same markup once the browser has hydrated it and run its effects. */
  hydrated: string;
  /** Hydration's complaints: mismatches (recoverable errors) and React's warnings. */
  errors: unknown[];
  /** Where the page is, in the document. */
  container: HTMLElement;
  unmount: () => void;
}

/**
 * Draws `ui` as the server does (external stores such as media queries at their server snapshot),
 * then hydrates that markup as the browser does, on the window the test has set up. A page free of
 * layout shift hydrates without complaint and, where nothing has loaded meanwhile, unchanged.
 */
export async function hydrateServerMarkup(ui: ReactElement): Promise<Hydrated> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  // As the DOM writes it back (<br>, not <br/>), to compare with the hydrated markup.
  const server = container.innerHTML;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args));
  try {
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) }));
    return {
      server,
      hydrated: container.innerHTML,
      errors,
      container,
      unmount: () => {
        act(() => root.unmount());
        container.remove();
      },
    };
  } finally {
    consoleError.mockRestore();
  }
}
