import { Type, type TSchema } from 'typebox';

const AddedRemoved = <T extends TSchema>(item: T) => Type.Object({ added: Type.Array(item), removed: Type.Array(item) });

const PageHead = Type.Object({ title: Type.String(), description: Type.Optional(Type.String()), image: Type.Optional(Type.String()) });

/** A menu entry as a visitor meets it: in which menu, what it says, where it goes. */
export const MenuLinkSchema = Type.Object({ menu: Type.String(), label: Type.String(), to: Type.String() });

export const SharedVersionSchema = Type.Object({ name: Type.String(), version: Type.String() });

/** Before (the active version) and after (the one compared); null where that version's files could not be read. */
const BeforeAfter = Type.Object({ before: Type.Union([Type.Integer(), Type.Null()]), after: Type.Union([Type.Integer(), Type.Null()]) });

/**
 * What a version changes against the one pages load now, read from both versions' own files:
 * pages (route paths), menu entries, page heads, shared modules, the JS a first page load
 * downloads, and the number of files. `notes` says what could not be read, so an empty list is
 * not taken for "no change".
 */
export const RemoteDiffSchema = Type.Object({
  /** The active version it is compared with. */
  against: Type.Integer(),
  version: Type.Integer(),
  routes: AddedRemoved(Type.String()),
  menus: AddedRemoved(MenuLinkSchema),
  /** Each route of both versions whose head differs; null where the route has no head. */
  heads: Type.Object({
    changed: Type.Array(Type.Object({ path: Type.String(), before: Type.Union([PageHead, Type.Null()]), after: Type.Union([PageHead, Type.Null()]) })),
  }),
  shared: Type.Object({
    added: Type.Array(SharedVersionSchema),
    removed: Type.Array(SharedVersionSchema),
    changed: Type.Array(Type.Object({ name: Type.String(), before: Type.String(), after: Type.String() })),
  }),
  /** Bytes of JS before the first page draws: the entry, the routes' chunks and the version's own copies of the shared modules they consume. */
  firstLoadBytes: BeforeAfter,
  files: BeforeAfter,
  notes: Type.Array(Type.String()),
});
