/**
 * @jest-environment node
 */
import { MemoryRouter } from 'shared-ui/router';
import { drawOnServer } from 'shared-ui/testing';
import routes from '../routes';
import MembersRoutes from './MembersRoutes';

const PUBLIC_PATHS = routes.routes.filter((route) => route.guard === 'public').map((route) => route.path);

// Node, as on the server, which draws this remote's public pages (and loads the whole remote to
// do it): what reads `window` or `document` as it loads or renders fails these.
describe("the members' public pages drawn on the server", () => {
  it('has a public page to draw: the reset link', () => {
    expect(PUBLIC_PATHS).toEqual(['/reset-password']);
  });

  it.each(['/reset-password?token=tok-123', '/reset-password'])('draws %s with its heading', async (path) => {
    const html = await drawOnServer(
      <MemoryRouter initialEntries={[path]}>
        <MembersRoutes />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1 class="mb-3">Set a new password</h1>');
  });
});

describe('the drawn reset form', () => {
  it('is open to typing from its first paint: the page holds a submit until the browser takes it over', async () => {
    const html = await drawOnServer(
      <MemoryRouter initialEntries={['/reset-password?token=tok-123']}>
        <MembersRoutes />
      </MemoryRouter>,
    );
    expect(html).toMatch(/name="newPassword".*Set new password/s);
    expect(html).not.toMatch(/disabled/);
  });
});
