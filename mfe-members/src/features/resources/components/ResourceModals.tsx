import { useEffect, useState } from 'react';
import { bus, modals$, useModals } from 'shared-ui';
import { AddResourceModal } from './AddResourceModal';
import { EditResourceModal } from './EditResourceModal';

/**
 * The Add and Edit Resource modals. Whether they are open lives in the shell's store (spec
 * section 3, app state), reached through the bus; this remote draws them. The last resource
 * given stays while the Edit modal fades out, since closing clears the modal's data.
 */
export function ResourceModals() {
  const modals = useModals();
  const [editing, setEditing] = useState<unknown>(modals.editResource.data);
  if (modals.editResource.visible && modals.editResource.data !== editing) setEditing(modals.editResource.data);
  // Leaving the resource pages closes what is open here: no one would be left to draw it.
  useEffect(
    () => () => {
      const open = modals$.getValue();
      if (open.resource.visible) bus.closeModal('resource');
      if (open.editResource.visible) bus.closeModal('editResource');
    },
    [],
  );
  return (
    <>
      <AddResourceModal show={modals.resource.visible} onClose={() => bus.closeModal('resource')} />
      <EditResourceModal show={modals.editResource.visible} resource={editing} onClose={() => bus.closeModal('editResource')} />
    </>
  );
}
