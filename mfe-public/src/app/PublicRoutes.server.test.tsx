/**
 * @jest-environment node
 */
import { MemoryRouter } from 'shared-ui/router';
import { drawOnServer, examplePaths } from 'shared-ui/testing';
import { manifestOf } from 'shared-ui/route-manifest';
import routes from '../routes';
import PublicRoutes from './PublicRoutes';

// Node, as on the server: what reads `window` or `document` as it loads or renders (Leaflet, a
// width) fails these, while the browser's tests would not notice.
describe('the public pages drawn on the server', () => {
  it('has no window here, as on the server', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(examplePaths(manifestOf(routes)))('draws %s with its heading', async (path) => {
    const html = await drawOnServer(
      <MemoryRouter initialEntries={[path]}>
        <PublicRoutes />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[ >]/);
  });
});
