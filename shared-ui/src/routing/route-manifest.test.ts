import { pageChunkName, pageChunkNames } from './route-manifest';

describe('pageChunkNames', () => {
  it("names the route's chunk, then one for each path from the top down to the page's own", () => {
    expect(pageChunkNames('/projects/:projectId/:subpageId', '/projects/Coding%20Team/Website%20Development')).toEqual([
      'page-projects-projectId-subpageId',
      'page-projects',
      'page-projects-Coding-20Team',
      'page-projects-Coding-20Team-Website-20Development',
    ]);
  });

  it('names each chunk once, a route without parameters being its own path', () => {
    expect(pageChunkNames('/People', '/People')).toEqual([pageChunkName('/People')]);
    expect(pageChunkNames('/', '/')).toEqual(['page-']);
  });
});
