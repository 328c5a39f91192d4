import { useEffect, useState } from 'react';
import type { Resource } from '../api/resources';
import { resourceModals, useResourceModals } from '../hooks/use-resource-modals';
import { AddResourceModal } from './AddResourceModal';
import { EditResourceModal } from './EditResourceModal';

/**
 * The Add and Edit Resource modals, drawn for whichever resource page opened one. The last
 * resource given stays while the Edit modal fades out, since closing clears the modal's data.
 */
export function ResourceModals() {
  const modals = useResourceModals();
  const [editing, setEditing] = useState<Resource | undefined>(modals.editResource.data);
  if (modals.editResource.visible && modals.editResource.data !== editing) setEditing(modals.editResource.data);
  // Leaving the resource pages closes what is open here: no one would be left to draw it.
  useEffect(
    () => () => {
      const open = resourceModals.current();
      if (open.resource.visible) resourceModals.close('resource');
      if (open.editResource.visible) resourceModals.close('editResource');
    },
    [],
  );
  return (
    <>
      <AddResourceModal show={modals.resource.visible} onClose={() => resourceModals.close('resource')} />
      <EditResourceModal show={modals.editResource.visible} resource={editing} onClose={() => resourceModals.close('editResource')} />
    </>
  );
}
