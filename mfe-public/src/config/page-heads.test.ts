import { PAGE_HEADS } from './page-heads';

describe('page heads', () => {
  it("leaves the home page's title empty, so the tab shows the lab's name alone, and titles and describes every other page", () => {
    expect(PAGE_HEADS['/'].title).toBe('');
    for (const [path, head] of Object.entries(PAGE_HEADS)) {
      if (path !== '/') expect(head.title).not.toBe('');
      expect(head.description).not.toBe('');
    }
  });
});
