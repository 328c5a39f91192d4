/**
 * @jest-environment node
 */
import { MemoryRouter } from 'shared-ui/router';
import { drawOnServer, examplePaths } from 'shared-ui/testing';
import manifest from '../route-manifest';
import PublicRoutes from './PublicRoutes';

// Node, as on the server: what reads `window` or `document` as it loads or renders (Leaflet, a
// width) fails these, while the browser's tests would not notice.
describe('the public pages drawn on the server', () => {
  it('has no window here, as on the server', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(examplePaths(manifest))('draws %s with its heading', async (path) => {
    const html = await drawOnServer(
      <MemoryRouter initialEntries={[path]}>
        <PublicRoutes />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[ >]/);
  });
});
