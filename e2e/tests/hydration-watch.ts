import type { Page } from '@playwright/test';

// React's production builds log errors by number only (react.dev/errors/<n>): these are the
// hydration ones. A development build names them ('Hydration failed', 'hydrating').
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

/**
 * What the page says, from now on, of hydration going wrong (console errors and warnings), and
 * every uncaught error, each with the address it happened on.
 */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text())) {
      problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  return problems;
}
