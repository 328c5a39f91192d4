import { commands$, modals$, NO_MODALS } from 'shared-ui';

/**
 * What the shell's bus bridge does with modal commands (its store publishes the modals on
 * `modals$`), for tests that render this remote without the shell. Returns the disconnect,
 * which also closes every modal.
 */
export function bridgeModals(): () => void {
  const subscription = commands$.subscribe((command) => {
    if (command.type === 'modal/open') {
      modals$.next({ ...modals$.getValue(), [command.modal]: { visible: true, data: command.data } });
    } else if (command.type === 'modal/close') {
      modals$.next({ ...modals$.getValue(), [command.modal]: { visible: false } });
    }
  });
  return () => {
    subscription.unsubscribe();
    modals$.next(NO_MODALS);
  };
}
