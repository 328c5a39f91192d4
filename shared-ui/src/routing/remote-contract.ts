import type { ComponentType } from 'react';

/**
 * The contract between the shell and every remote: the module the shell loads from a remote's
 * `./routes`. Its default export draws the remote's pages at their full paths, given no props.
 * Each remote's `src/remote-entry.ts` checks itself against it (`satisfies`), and the shell's
 * typecheck checks what each remote's build published (scripts/federation-types.mjs).
 */
export interface RemoteRoutesModule {
  default: ComponentType;
}
