import { LAB, PROJECT_NAMES } from 'shared-ui/constants';
import { manifestOf } from 'shared-ui/route-manifest';
import { expectEveryPathDrawn, manifestErrors } from 'shared-ui/testing';
import ProjectRoutes from './app/ProjectRoutes';
import routes, { PAGE_HEADS, projectPageHead } from './routes';

describe('the routes', () => {
  it('publish a manifest the build and the API accept', () => {
    expect(manifestErrors(manifestOf(routes), 'mfe_projects')).toEqual([]);
  });

  it('name only pages this remote draws', async () => {
    await expectEveryPathDrawn(manifestOf(routes), ProjectRoutes);
  });

  it('title and describe the projects’ own pages', () => {
    for (const head of Object.values(PAGE_HEADS)) {
      expect(head.title).not.toBe('');
      expect(head.description).not.toBe('');
    }
  });

  it("title a project's page with its name and name the project and the lab in its description", () => {
    for (const project of PROJECT_NAMES) {
      const head = projectPageHead(project);
      expect(head.title).toBe(project);
      expect(head.description).toContain(project);
      expect(head.description).toContain(LAB.name);
    }
  });
});
