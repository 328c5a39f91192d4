import type { ComponentType } from 'react';
import { lazyReady } from './lazy-ready';

export interface LazyComponent<P extends object> {
  /** The component, to render under a Suspense: in the same pass once its code has arrived. */
  Component: ComponentType<P>;
  /** Starts the download, once however often called; answers when the code has arrived. */
  load: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code is fetched when it first renders (or when `load` is called), so what
 * only it needs stays out of the first load of the page that holds it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let arrived: { default: ComponentType<P> } | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      arrived = { default: component };
      return arrived;
    }));
  return { Component: lazyReady(() => arrived, start), load: () => start().then((module) => module.default) };
}
