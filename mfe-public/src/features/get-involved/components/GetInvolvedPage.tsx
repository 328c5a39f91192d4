import { PageShell } from 'shared-ui';
import { ApplicationForm } from './ApplicationForm';
import { GetInvolvedNav } from './GetInvolvedNav';
import { RoleSections } from './RoleSections';

export function GetInvolvedPage() {
  return (
    <PageShell
      title="Get Involved"
      sidebar={<GetInvolvedNav />}
      lead="Students join the lab's projects every term. Find the role that suits you, then apply."
    >
      <RoleSections />
      <ApplicationForm />
    </PageShell>
  );
}
