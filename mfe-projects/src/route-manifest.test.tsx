import { expectEveryPathDrawn, manifestErrors } from 'shared-ui/testing';
import ProjectRoutes from './app/ProjectRoutes';
import manifest from './route-manifest';

describe('the route manifest', () => {
  it('is one the build and the API accept', () => {
    expect(manifestErrors(manifest, 'mfe_projects')).toEqual([]);
  });

  it('names only pages this remote draws', async () => {
    await expectEveryPathDrawn(manifest, ProjectRoutes);
  });
});
