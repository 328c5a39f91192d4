import { versionDiff } from '../../../testing/fixtures';
import { changesNothing, headText, menuText, sizeRows } from './diff-text';

it('says where a menu entry is and where it leads', () => {
  expect(menuText({ menu: 'bar', label: 'Charts', to: '/timeline/charts' })).toBe('"Charts" in the top bar, linking to /timeline/charts');
  expect(menuText({ menu: 'account', label: 'Timeline', to: '/timeline' })).toBe('"Timeline" in the account menu, linking to /timeline');
});

it("gives a page's title, and its description when it has one", () => {
  expect(headText({ title: 'Timeline' })).toBe('"Timeline"');
  expect(headText({ title: 'Timeline', description: 'What the lab did' })).toBe('"Timeline" (described as "What the lab did")');
  expect(headText(null)).toBe('no title');
});

it('tells a diff with changes from one without', () => {
  expect(changesNothing(versionDiff())).toBe(false);
  const empty = { added: [], removed: [] };
  expect(changesNothing(versionDiff({ routes: empty, menus: empty, heads: { changed: [] }, shared: { ...empty, changed: [] } }))).toBe(true);
});

it('compares sizes, signed, and says when one was not read', () => {
  expect(sizeRows(versionDiff())).toEqual([
    ['First-load JS', '117.2 KB', '95.7 KB', '-21.5 KB'],
    ['Files', '12', '14', '+2'],
  ]);
  const unread = versionDiff({ firstLoadBytes: { before: null, after: 2048 }, files: { before: 3, after: 3 } });
  expect(sizeRows(unread)).toEqual([
    ['First-load JS', 'Not recorded', '2.0 KB', 'Not recorded'],
    ['Files', '3', '3', 'None'],
  ]);
});
