import { manifestOf } from 'shared-ui/route-manifest';
import { expectEveryPathDrawn, manifestErrors } from 'shared-ui/testing';
import PublicRoutes from './app/PublicRoutes';
import routes, { PAGE_HEADS } from './routes';

describe('the routes', () => {
  it('publish a manifest the build and the API accept', () => {
    expect(manifestErrors(manifestOf(routes), 'mfe_public')).toEqual([]);
  });

  it('name only pages this remote draws', async () => {
    await expectEveryPathDrawn(manifestOf(routes), PublicRoutes);
  });

  it("leave the home page's title empty, so the tab shows the lab's name alone, and title and describe every other page", () => {
    expect(PAGE_HEADS['/'].title).toBe('');
    for (const [path, head] of Object.entries(PAGE_HEADS)) {
      if (path !== '/') expect(head.title).not.toBe('');
      expect(head.description).not.toBe('');
    }
  });
});
