import { useEffect } from 'react';

const listeners = new Set<() => void>();

/**
 * Tells this remote's resource lists, details and file lists that a resource was added, edited
 * or lost a file, so each fetches again. Only this remote changes and shows resources, so the
 * notice stays in it.
 */
export function resourcesChanged(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` at each `resourcesChanged()`; returns the stop. */
export function onResourcesChanged(listener: () => void): () => void {
  // A wrapper of its own, so two readers giving the same function each stay subscribed.
  const entry = () => listener();
  listeners.add(entry);
  return () => listeners.delete(entry);
}

/** Calls `handler` at each `resourcesChanged()` while the component is mounted. */
export function useResourcesChanged(handler: () => void): void {
  useEffect(() => onResourcesChanged(handler), [handler]);
}
