import { useSyncExternalStore } from 'react';
import type { Resource } from '../api/resources';

/** What each resource modal is opened with: Add Resource with nothing, Edit Resource with its resource. */
interface ModalPayloads {
  resource: undefined;
  editResource: Resource;
}

type ResourceModal = keyof ModalPayloads;

type ResourceModalsState = { [M in ResourceModal]: { visible: boolean; data?: ModalPayloads[M] } };

const CLOSED: ResourceModalsState = { resource: { visible: false }, editResource: { visible: false } };

let state = CLOSED;
const listeners = new Set<() => void>();

function update(next: ResourceModalsState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The Add and Edit Resource modals, open or not (spec section 3, app state). Only this remote
 * opens and draws them, so their state is its own, not the shell's: the buttons that open one
 * and `ResourceModals`, which draws them, meet here.
 */
export const resourceModals = {
  open<M extends ResourceModal>(modal: M, ...[data]: ModalPayloads[M] extends undefined ? [] : [ModalPayloads[M]]): void {
    update({ ...state, [modal]: { visible: true, data } });
  },
  close(modal: ResourceModal): void {
    update({ ...state, [modal]: { visible: false } });
  },
  current: (): ResourceModalsState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The resource modals' state, re-rendering when one opens or closes. */
export function useResourceModals(): ResourceModalsState {
  // Closed on the server, as in the browser's first render.
  return useSyncExternalStore(resourceModals.subscribe, resourceModals.current, resourceModals.current);
}
