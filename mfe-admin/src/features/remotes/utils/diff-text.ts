import type { BeforeAfter, RemoteDiff, RemoteMenuLink, RemotePageHead } from '../api/remotes';
import { NOT_RECORDED, sizeText } from './remote-text';

const MENU_NAMES: Record<string, string> = { bar: 'top bar', drawer: 'drawer', account: 'account menu', footer: 'footer' };

/** "Charts" in the top bar, linking to /timeline/charts. */
export const menuText = (link: RemoteMenuLink) => `"${link.label}" in the ${MENU_NAMES[link.menu] ?? link.menu}, linking to ${link.to}`;

/** A page's head, as a person compares two: its title, and its description when it has one. */
export function headText(head: RemotePageHead | null): string {
  if (!head) return 'no title';
  return head.description === undefined ? `"${head.title}"` : `"${head.title}" (described as "${head.description}")`;
}

/** Whether the diff names no change of pages, menus, heads or shared modules. */
export function changesNothing(diff: RemoteDiff): boolean {
  const { routes, menus, heads, shared } = diff;
  return [routes.added, routes.removed, menus.added, menus.removed, heads.changed, shared.added, shared.removed, shared.changed].every((list) => list.length === 0);
}

/** The change between two numbers, signed ("+2", "-1", "None"); unknown when either is. */
function change(pair: BeforeAfter, text: (value: number) => string): string {
  if (pair.before === null || pair.after === null) return NOT_RECORDED;
  const delta = pair.after - pair.before;
  if (delta === 0) return 'None';
  return `${delta > 0 ? '+' : '-'}${text(Math.abs(delta))}`;
}

const count = (value: number | null) => (value === null ? NOT_RECORDED : String(value));

/** The rows of the sizes table: what, before, after, change. */
export function sizeRows(diff: RemoteDiff): [string, string, string, string][] {
  return [
    ['First-load JS', sizeText(diff.firstLoadBytes.before), sizeText(diff.firstLoadBytes.after), change(diff.firstLoadBytes, sizeText)],
    ['Files', count(diff.files.before), count(diff.files.after), change(diff.files, String)],
  ];
}
