import { manifestOf } from 'shared-ui/route-manifest';
import { expectEveryPathDrawn, manifestErrors } from 'shared-ui/testing';
import MembersRoutes from './app/MembersRoutes';
import routes from './routes';

describe('the routes', () => {
  it('publish a manifest the build and the API accept', () => {
    expect(manifestErrors(manifestOf(routes), 'mfe_members')).toEqual([]);
  });

  it('name only pages this remote draws', async () => {
    await expectEveryPathDrawn(manifestOf(routes), MembersRoutes);
  });
});
