const pending = new Set<Promise<unknown>>();

/**
 * Records a download the page the visit begins on needs (a lazy page's code, started as the
 * visit begins). The shell's first render waits for these, within a bound, so that the page
 * renders whole in one pass instead of behind a loading state.
 */
export function neededForFirstRender(load: Promise<unknown>) {
  pending.add(load);
  const settled = () => pending.delete(load);
  load.then(settled, settled);
}

/** Settles once every recorded download has settled, those recorded meanwhile included. */
export async function firstRenderLoadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
