import { BREAKPOINTS, PageShell, useMediaQuery } from 'shared-ui';
import { ApplicationForm } from './ApplicationForm';
import { GetInvolvedNav } from './GetInvolvedNav';
import { RoleSections } from './RoleSections';
import { SectionsDropdown } from './SectionsDropdown';
import './get-involved.css';

export function GetInvolvedPage() {
  const desktop = useMediaQuery(`(min-width: ${BREAKPOINTS.getInvolvedSidebarDesktopAbove + 1}px)`);
  return (
    <PageShell
      title="Get Involved"
      description="How students join the lab: from Co-Pilot to Research Assistant, what each role asks of you, and how to apply."
      sidebar={desktop ? <GetInvolvedNav /> : undefined}
      lead="Students join the lab's projects every term. Find the role that suits you, then apply."
    >
      {!desktop && <SectionsDropdown />}
      <RoleSections />
      <ApplicationForm />
    </PageShell>
  );
}
