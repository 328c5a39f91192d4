import { manifestOf } from 'shared-ui/route-manifest';
import { expectEveryPathDrawn, manifestErrors } from 'shared-ui/testing';
import TimelineRoutes from './app/TimelineRoutes';
import routes from './routes';

describe('the routes', () => {
  it('publish a manifest the build and the API accept', () => {
    expect(manifestErrors(manifestOf(routes), 'mfe_timeline')).toEqual([]);
  });

  it('name only pages this remote draws', async () => {
    await expectEveryPathDrawn(manifestOf(routes), TimelineRoutes);
  });
});
