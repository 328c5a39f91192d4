import { LAB } from './lab';
import { PAGE_HEADS, projectPageHead } from './page-heads';
import { PROJECT_NAMES } from './projects';

describe('page heads', () => {
  it("leaves the home page's title empty, so the tab shows the lab's name alone, and titles every other page", () => {
    expect(PAGE_HEADS['/'].title).toBe('');
    for (const [path, head] of Object.entries(PAGE_HEADS)) {
      if (path !== '/') expect(head.title).not.toBe('');
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
