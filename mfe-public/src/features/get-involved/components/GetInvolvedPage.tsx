import { PageShell, useMediaQuery } from 'shared-ui';
import { BREAKPOINTS } from '../../../config/layout';
import { PAGE_HEADS } from '../../../config/page-heads';
import { ApplicationForm } from './ApplicationForm';
import { GetInvolvedNav } from './GetInvolvedNav';
import { RoleSections } from './RoleSections';
import { SectionsDropdown } from './SectionsDropdown';
import './get-involved.css';

export function GetInvolvedPage() {
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.getInvolvedSidebarDesktopAbove + 1}px)`);
  return (
    <PageShell
      title={PAGE_HEADS['/get_involved'].title}
      description={PAGE_HEADS['/get_involved'].description}
      sidebar={desktop ? <GetInvolvedNav /> : undefined}
      lead="Students join the lab's projects every term. Find the role that suits you, then apply."
    >
      {!desktop && <SectionsDropdown />}
      <RoleSections />
      <ApplicationForm />
    </PageShell>
  );
}
