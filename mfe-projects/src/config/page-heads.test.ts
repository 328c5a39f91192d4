import { LAB, PROJECT_NAMES } from 'shared-ui/constants';
import { PAGE_HEADS, projectPageHead } from './page-heads';

describe('page heads', () => {
  it('titles and describes the projects’ own pages', () => {
    for (const head of Object.values(PAGE_HEADS)) {
      expect(head.title).not.toBe('');
      expect(head.description).not.toBe('');
    }
  });

  it("titles a project's page with its name and names the project and the lab in its description", () => {
    for (const project of PROJECT_NAMES) {
      const head = projectPageHead(project);
      expect(head.title).toBe(project);
      expect(head.description).toContain(project);
      expect(head.description).toContain(LAB.name);
    }
  });
});
