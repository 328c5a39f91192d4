import { expectEveryPathDrawn, manifestErrors } from 'shared-ui/testing';
import AdminRoutes from './app/AdminRoutes';
import manifest from './route-manifest';

describe('the route manifest', () => {
  it('is one the build and the API accept', () => {
    expect(manifestErrors(manifest, 'mfe_admin')).toEqual([]);
  });

  it('names only pages this remote draws', async () => {
    await expectEveryPathDrawn(manifest, AdminRoutes);
  });
});
