/**
 * @jest-environment node
 */
import { MemoryRouter } from 'shared-ui/router';
import { drawOnServer, examplePaths } from 'shared-ui/testing';
import { manifestOf } from 'shared-ui/route-manifest';
import routes from '../routes';
import ProjectRoutes from './ProjectRoutes';

// Node, as on the server: what reads `window` or `document` as it loads or renders fails these,
// while the browser's tests would not notice.
describe('the projects pages drawn on the server', () => {
  it.each(examplePaths(manifestOf(routes)))('draws %s with its heading and both sidebars, the stylesheets choosing', async (path) => {
    const html = await drawOnServer(
      <MemoryRouter initialEntries={[path]}>
        <ProjectRoutes />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[ >]/);
    if (path !== '/projects/overview') {
      expect(html).toContain('aria-label="Projects sidebar"');
      expect(html).toContain('View All Projects');
    }
  });
});
