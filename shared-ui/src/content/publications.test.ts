import { PROJECT_NAMES } from '../config/projects';
import { PUBLICATIONS } from './publications';

describe('PUBLICATIONS', () => {
  it('lists papers for every project, newest first, each with a citation naming its year and an https link', () => {
    for (const project of PROJECT_NAMES) {
      const papers = PUBLICATIONS[project];
      expect(papers.length).toBeGreaterThan(0);
      expect(papers.map((paper) => paper.year)).toEqual([...papers.map((paper) => paper.year)].sort((a, b) => b - a));
      for (const paper of papers) {
        expect(paper.citation).toContain(`(${paper.year})`);
        expect(paper.citation).toContain(paper.name);
        expect(new URL(paper.link).protocol).toBe('https:');
      }
    }
  });
});
