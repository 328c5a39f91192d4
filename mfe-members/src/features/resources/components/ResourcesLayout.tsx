import { Outlet } from 'shared-ui/router';
import { ResourceModals } from './ResourceModals';

/** The resource pages, with the modals they open. */
export function ResourcesLayout() {
  return (
    <>
      <Outlet />
      <ResourceModals />
    </>
  );
}
