import { PageShell } from 'shared-ui';
import { PAGE_HEADS } from '../../../routes';
import { ApplicationForm } from './ApplicationForm';
import { GetInvolvedNav } from './GetInvolvedNav';
import { RoleSections } from './RoleSections';
import { SectionsDropdown } from './SectionsDropdown';
import './get-involved.css';

/**
 * The roles and how to apply. The sections' links are both a sidebar (above 974 px; PageShell's
 * layout hides it below) and a dropdown (the page's stylesheet hides it above): the server that
 * draws the page knows no width.
 */
export function GetInvolvedPage() {
  return (
    <PageShell
      title={PAGE_HEADS['/get_involved'].title}
      description={PAGE_HEADS['/get_involved'].description}
      sidebar={<GetInvolvedNav />}
      lead="Students join the lab's projects every term. Find the role that suits you, then apply."
    >
      <SectionsDropdown />
      <RoleSections />
      <ApplicationForm />
    </PageShell>
  );
}
