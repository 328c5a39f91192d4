import { lazy, Suspense, useEffect, useState } from 'react';
import type { Resource } from '../api/resources';
import { resourceModals, useResourceModals } from '../hooks/use-resource-modals';
import { loadAddResourceModal, loadEditResourceModal } from './resource-modal-code';

const AddResourceModal = lazy(() => loadAddResourceModal().then((m) => ({ default: m.AddResourceModal })));
const EditResourceModal = lazy(() => loadEditResourceModal().then((m) => ({ default: m.EditResourceModal })));

/**
 * The Add and Edit Resource modals, drawn for whichever resource page opened one. Each is drawn
 * from its first opening on (its code fetched then, if no reach for its button did before), and
 * stays so to play its closing transition; the server and hydration draw neither. The last
 * resource given stays while the Edit modal fades out, since closing clears the modal's data.
 */
export function ResourceModals() {
  const modals = useResourceModals();
  const [editing, setEditing] = useState<Resource | undefined>(modals.editResource.data);
  if (modals.editResource.visible && modals.editResource.data !== editing) setEditing(modals.editResource.data);
  const [opened, setOpened] = useState({ add: false, edit: false });
  if ((modals.resource.visible && !opened.add) || (modals.editResource.visible && !opened.edit)) {
    setOpened({ add: opened.add || modals.resource.visible, edit: opened.edit || modals.editResource.visible });
  }
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
    <Suspense fallback={null}>
      {opened.add && <AddResourceModal show={modals.resource.visible} onClose={() => resourceModals.close('resource')} />}
      {opened.edit && <EditResourceModal show={modals.editResource.visible} resource={editing} onClose={() => resourceModals.close('editResource')} />}
    </Suspense>
  );
}
