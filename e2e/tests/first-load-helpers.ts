import type { Page } from '@playwright/test';

// Strings only one library's built code contains, to tell which bundles carry it.
const MARKERS = {
  // rxjs's error text: rxjs lives inside shared-ui (the event bus), a federation singleton.
  bus: 'object unsubscribed',
  reactDom: '__reactContainer$',
  // Yup's default message, in the login and sign-up forms' schemas.
  yup: 'is a required field',
  // moment's text for a bad date, and a Formik option's name.
  moment: 'Invalid date',
  // The site's date format, in shared-ui/dates: the module that brings moment to a page.
  dates: 'MMMM DD, YYYY',
  formik: 'validateOnBlur',
  // A modifier of Popper, which comes with shared-ui/overlays (dropdowns, dialogs, drawers).
  overlays: 'preventOverflow',
  // A component name only react-bootstrap's ListGroup carries, which comes with shared-ui/widgets.
  widgets: 'ListGroupItem',
  // A state of react-transition-group's Transition (react-bootstrap's fades), as its build writes it.
  transitions: '"exiting"',
  // Class names only react-bootstrap's form checks and alert headings write, which come with
  // shared-ui/form-controls and shared-ui/alerts.
  formControls: 'form-check-input',
  alerts: 'alert-heading',
  // A warning only react-router's development build keeps (its package names no other build).
  routerDevelopment: 'No routes matched location',
};

/** The URLs of the scripts the page loads whose body contains each marker. */
export function scriptsWith(page: Page) {
  const found: Record<keyof typeof MARKERS, string[]> = { bus: [], reactDom: [], yup: [], moment: [], dates: [], formik: [], overlays: [], widgets: [], transitions: [], formControls: [], alerts: [], routerDevelopment: [] };
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [name, marker] of Object.entries(MARKERS)) if (body.includes(marker)) found[name as keyof typeof MARKERS].push(response.url());
  });
  return { found, requests };
}

/**
 * Holds back every script whose body carries `library`'s marker until `release` is called, as a
 * slow line would: `held` lists those asked for.
 */
export async function holdScriptsWith(page: Page, library: keyof typeof MARKERS) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(MARKERS[library])) {
      held.push(new URL(route.request().url()).pathname);
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { held, release };
}
