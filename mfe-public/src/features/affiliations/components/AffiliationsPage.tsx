import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { LAB, PageShell } from 'shared-ui';
import { AFFILIATIONS, type AffiliationGroup } from '../../../config/affiliations';
import { ProgramList } from './ProgramList';

const GROUPS: { key: AffiliationGroup; title: string }[] = [
  { key: 'home', title: LAB.university },
  { key: 'other', title: 'Other Universities' },
  { key: 'affiliated', title: 'Affiliated Programs' },
];

export function AffiliationsPage() {
  return (
    <PageShell title="Affiliations" lead="Labs and programs we know and work alongside.">
      <Tabs id="affiliations" defaultActiveKey="home" className="mb-3" mountOnEnter unmountOnExit transition={false}>
        {GROUPS.map((group) => (
          <Tab key={group.key} eventKey={group.key} title={group.title}>
            <ProgramList programs={AFFILIATIONS[group.key]} />
          </Tab>
        ))}
      </Tabs>
    </PageShell>
  );
}
